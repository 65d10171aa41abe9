/**
 * A real API process and worker process on a database of their own, and the `pharmacy` CLI run
 * against them as a child process: what the CLI tests share. Each config folder holds one stored
 * token, so a test that acts as several users gives each its own.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createTestDatabase } from './database.ts';
import { testNamespace } from './namespaces.ts';
import { projectNode, projectRoot, startApiProcess, startWorkerProcess } from './processes.ts';

export type CliResult = { code: number | null; stdout: string; stderr: string };

export type CliStack = {
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  apiUrl: string;
  /** A scratch folder removed on close. */
  dir: string;
  /**
   * Runs `pharmacy <args>` with `input` on stdin, its token kept under `config` (a name in `dir`),
   * and `env` added to the environment (DATABASE_URL for the commands that run on the server host).
   */
  cli: (
    args: string[],
    options?: { input?: string; config?: string; env?: Record<string, string> },
  ) => Promise<CliResult>;
  close: () => Promise<void>;
};

/** Starts the stack; `name` labels the task queue and the scratch folder. */
export async function startCliStack(name: string): Promise<CliStack> {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  const database = await createTestDatabase();
  // The API and the worker processes share it; it goes back on close (files share a process).
  const previousFilesDir = process.env.FILES_DIR;
  process.env.FILES_DIR = join(dir, 'files');
  const stack = {
    databaseUrl: database.url,
    temporalAddress: inject('temporalAddress'),
    taskQueue: `${name}-${randomUUID()}`,
    namespace: testNamespace(),
    workflowBundle: inject('workflowBundlePath'),
  };
  const stops: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const stop of stops.reverse()) await stop();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
    if (previousFilesDir === undefined) delete process.env.FILES_DIR;
    else process.env.FILES_DIR = previousFilesDir;
  };
  try {
    stops.push((await startWorkerProcess(stack)).stop);
    const api = await startApiProcess(stack);
    stops.push(api.stop);
    const cli: CliStack['cli'] = (args, options = {}) =>
      new Promise((resolve) => {
        const child = spawn(projectNode, ['cli/index.ts', '--api', api.url, ...args], {
          cwd: projectRoot,
          env: {
            ...process.env,
            ...options.env,
            MARKETPLACE_CONFIG_DIR: join(dir, options.config ?? 'config'),
          },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.on('close', (code) => resolve({ code, stdout, stderr }));
        child.stdin.end(options.input ?? '');
      });
    return { database, apiUrl: api.url, dir, cli, close };
  } catch (error) {
    await close();
    throw error;
  }
}
