/**
 * The S3-compatible server the tests store files in: gofakes3 (github.com/johannesboyne/gofakes3),
 * a Go program speaking the S3 protocol over HTTP (multipart uploads, Content-MD5 verification,
 * conditional writes), found or built like the Temporal CLI (GOFAKES3, PATH, GOPATH/bin,
 * .tools/bin, else go install). Docker cannot run here, so MinIO is compose's and not the tests'.
 */
import { spawn, spawnSync } from 'node:child_process';
import { stopChild } from './children.ts';
import { freePort, waitForPort } from './free-port.ts';
import { findGoTool } from './go-tool.ts';

export const GOFAKES3_MODULE = 'github.com/johannesboyne/gofakes3/cmd/gofakes3@v1.2.0';

/** gofakes3 has no version flag: `-h` prints its flags (and exits 1). */
function isGofakes3(path: string): boolean {
  const probe = spawnSync(path, ['-h'], { encoding: 'utf8', timeout: 10_000 });
  return probe.error === undefined && probe.stderr.includes('-initialbucket');
}

export function findS3Server(options: { toolsDir: string; log: (line: string) => void }) {
  return findGoTool(
    { binary: 'gofakes3', envVar: 'GOFAKES3', module: GOFAKES3_MODULE, works: isGofakes3 },
    options,
  );
}

export type S3Server = {
  /** `http://127.0.0.1:<port>`: path-style addressing, any access key. */
  endpoint: string;
  stop: () => Promise<void>;
};

/** Starts the server in memory on a free port and resolves once it listens. */
export async function startS3Server(options: { binary: string; log?: (line: string) => void }) {
  const port = await freePort();
  const child = spawn(options.binary, ['-backend', 'memory', '-host', `127.0.0.1:${port}`, '-quiet'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => options.log?.(d.toString().trimEnd()));
  child.stderr?.on('data', (d: Buffer) => options.log?.(d.toString().trimEnd()));
  // Listening, or exited first (a bad flag, a taken port): whichever comes first decides.
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`gofakes3 exited with code ${code}`))),
  );
  exited.catch(() => {}); // its later exit, at stop, is no failure
  try {
    await Promise.race([waitForPort(port, '127.0.0.1', 30_000), exited]);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return { endpoint, stop: () => stopChild(child) } satisfies S3Server;
}
