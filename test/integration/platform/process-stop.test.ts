/**
 * Ctrl-C stops the processes cleanly (issue 22): in a terminal, Ctrl-C sends SIGINT to every
 * process of `npm start`'s group, and the supervisor then sends each child SIGTERM as well. Each
 * process answers the first signal, drains, exits 0, and prints no stack trace (the worker used to
 * print an IllegalStateError from a second shutdown on every Ctrl-C).
 */
import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, processStackOf, type TestContext } from '../../harness/app.ts';
import { startApiProcess, startWorkerProcess } from '../../harness/processes.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ taskQueue: `process-stop-${randomUUID()}` });
});
afterAll(() => t.close());

const stack = () => processStackOf(t);

/** Sends SIGINT and, at once, SIGTERM (as a terminal's Ctrl-C under `npm start` does); answers the exit and the output after. */
async function ctrlC(child: ChildProcess) {
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGINT');
  child.kill('SIGTERM');
  return { code: await exited, output: () => output };
}

describe('Ctrl-C', () => {
  it('stops a worker process on SIGINT then SIGTERM: exit 0, no stack trace', async () => {
    const worker = await startWorkerProcess(stack());
    const { code, output } = await ctrlC(worker.process);
    expect(output()).not.toMatch(/IllegalStateError|Error:|\n\s+at /);
    expect(output()).toContain('worker stopped');
    expect(code).toBe(0);
  });

  it('stops an API process on SIGINT then SIGTERM: exit 0, no stack trace', async () => {
    const api = await startApiProcess(stack(), 'api-stop', { LOG_LEVEL: 'info' });
    const { code, output } = await ctrlC(api.process);
    expect(output()).not.toMatch(/Error:|\n\s+at /);
    expect(code).toBe(0);
  });
});
