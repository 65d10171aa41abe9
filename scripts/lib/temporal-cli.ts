/**
 * Finds the Temporal CLI (its dev server is the Temporal of `npm start` and the tests), in this
 * order: TEMPORAL_CLI, `temporal` on PATH, $(go env GOPATH)/bin, .tools/bin, then building it with
 * `go install ...@v1.5.1` (the last tag that can be go-installed). Null means "let the SDK
 * download its own", which needs the internet.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { stopChild } from './children.ts';
import { dirname, resolve } from 'node:path';
import { SEARCH_ATTRIBUTE_FLAGS } from '../../platform/temporal/search-attributes.ts';
import { findGoTool, runsWith } from './go-tool.ts';

export const TEMPORAL_CLI_MODULE = 'github.com/temporalio/cli/cmd/temporal@v1.5.1';
/** The search attributes the workflows are started with, registered on every dev server we start. */
export const SEARCH_ATTRIBUTES = SEARCH_ATTRIBUTE_FLAGS;

export function findTemporalCli(options: {
  toolsDir: string;
  log: (line: string) => void;
}): Promise<string | null> {
  return findGoTool(
    {
      binary: 'temporal',
      envVar: 'TEMPORAL_CLI',
      module: TEMPORAL_CLI_MODULE,
      works: (path) => runsWith(path, ['--version']),
    },
    options,
  );
}

export type DevServer = { address: string; process: ChildProcess; stop: () => Promise<void> };

/** Starts `temporal server start-dev` and resolves once its frontend answers. */
export async function startTemporalDevServer(options: {
  cli: string;
  port: number;
  dbFile?: string;
  uiPort?: number;
  /** Namespaces to create besides `default` (the tests give each parallel worker its own). */
  namespaces?: string[];
  log?: (line: string) => void;
}): Promise<DevServer> {
  if (options.dbFile) await mkdir(dirname(resolve(options.dbFile)), { recursive: true });
  const args = [
    'server',
    'start-dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--log-level',
    'error',
    '--dynamic-config-value',
    'limit.maxIDLength=255',
    ...SEARCH_ATTRIBUTES.flatMap((a) => ['--search-attribute', a]),
    ...(options.namespaces ?? []).flatMap((n) => ['--namespace', n]),
    ...(options.dbFile ? ['--db-filename', resolve(options.dbFile)] : []),
    ...(options.uiPort ? ['--ui-port', String(options.uiPort)] : ['--headless']),
  ];
  const child = spawn(options.cli, args, {
    env: { ...process.env, TEMPORAL_VERSION_CHECK_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => options.log?.(d.toString().trimEnd()));
  child.stderr?.on('data', (d: Buffer) => options.log?.(d.toString().trimEnd()));
  const address = `127.0.0.1:${options.port}`;
  await waitForHealthy(options.cli, address, child);
  return {
    address,
    process: child,
    stop: () => stopChild(child),
  };
}

async function waitForHealthy(cli: string, address: string, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the Temporal dev server exited with code ${child.exitCode}`);
    try {
      execFileSync(cli, ['operator', 'cluster', 'health', '--address', address], {
        stdio: 'ignore',
        timeout: 5_000,
      });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  throw new Error(`the Temporal dev server did not become healthy at ${address}`);
}
