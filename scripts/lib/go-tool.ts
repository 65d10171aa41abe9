/**
 * Finds a tool the tests run that is built from Go sources (the Temporal CLI, the S3 test server),
 * in this order: its environment variable, PATH, $(go env GOPATH)/bin, .tools/bin, then building it
 * with `go install <module>` into .tools/bin. Null when it is nowhere and Go is not installed.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { delimiter, join, resolve } from 'node:path';

export type GoTool = {
  /** The binary's file name, e.g. `temporal`. */
  binary: string;
  /** The variable that names the binary's path, checked first, e.g. `TEMPORAL_CLI`. */
  envVar: string;
  /** What `go install` builds, with its version: `github.com/…/cmd/x@v1.2.3`. */
  module: string;
  /** Whether a candidate path is the working tool (runs it with an argument that answers at once). */
  works: (path: string) => boolean;
};

export async function findGoTool(
  tool: GoTool,
  options: { toolsDir: string; log: (line: string) => void },
): Promise<string | null> {
  const fromEnv = process.env[tool.envVar];
  if (fromEnv) {
    if (!tool.works(fromEnv)) throw new Error(`${tool.envVar}=${fromEnv} is not a working ${tool.binary}`);
    return fromEnv;
  }
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, tool.binary))
    .find(tool.works);
  if (onPath) return onPath;
  const goPath = goEnv('GOPATH');
  const candidates = [
    goPath && join(goPath, 'bin', tool.binary),
    join(resolve(options.toolsDir), 'bin', tool.binary),
  ];
  const found = candidates.find((c): c is string => !!c && tool.works(c));
  if (found) return found;
  if (goEnv('GOVERSION')) return goInstall(tool, resolve(options.toolsDir), options.log);
  return null;
}

function goInstall(tool: GoTool, toolsDir: string, log: (line: string) => void): Promise<string> {
  const bin = join(toolsDir, 'bin');
  log(`Building ${tool.binary} with go install ${tool.module} (once; a few minutes)...`);
  return mkdir(bin, { recursive: true }).then(
    () =>
      new Promise((resolvePath, reject) => {
        const child = spawn('go', ['install', tool.module], {
          env: { ...process.env, GOBIN: bin, CGO_ENABLED: '0' },
          stdio: ['ignore', 'inherit', 'inherit'],
        });
        child.on('error', reject);
        child.on('exit', (code) =>
          code === 0
            ? resolvePath(join(bin, tool.binary))
            : reject(new Error(`go install ${tool.module} failed with code ${code}`)),
        );
      }),
  );
}

function goEnv(name: string): string | null {
  try {
    return (
      execFileSync('go', ['env', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() ||
      null
    );
  } catch {
    return null;
  }
}

/** Whether `path args…` runs and exits 0 (within 10 s). */
export function runsWith(path: string, args: string[]): boolean {
  try {
    execFileSync(path, args, { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}
