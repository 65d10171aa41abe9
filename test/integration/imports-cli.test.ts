/** `pharmacy import` against a real API process and worker process (issue 3, CLI of imports). */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { insertProduct } from '../harness/catalog-fixtures.ts';
import { createTestDatabase } from '../harness/database.ts';
import { projectNode, projectRoot, startApiProcess, startWorkerProcess } from '../harness/processes.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const stops: (() => Promise<void>)[] = [];
let apiUrl: string;
const dir = mkdtempSync(join(tmpdir(), 'imports-cli-'));

function cli(args: string[], input = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(projectNode, ['cli/index.ts', '--api', apiUrl, ...args], {
      cwd: projectRoot,
      env: { ...process.env, MARKETPLACE_CONFIG_DIR: join(dir, 'config') },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.FILES_DIR = join(dir, 'files'); // the API and the worker processes share it
  const stack = {
    databaseUrl: database.url,
    temporalAddress: inject('temporalAddress'),
    taskQueue: `imports-cli-${randomUUID()}`,
  };
  const worker = await startWorkerProcess(stack);
  stops.push(worker.stop);
  const api = await startApiProcess(stack);
  stops.push(api.stop);
  apiUrl = api.url;
});
afterAll(async () => {
  for (const stop of stops) await stop();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('pharmacy import', () => {
  it('uploads, waits for the job, exits non-zero when rows failed, and downloads the error report', async () => {
    const product = await insertProduct(database.db, { awpCents: 10_000 });
    const file = join(dir, 'stock.csv');
    writeFileSync(file, `ndc,sku,price,stock\n${product.ndc},CLI-1,20.00,3\n${product.ndc},CLI-2,20.00,-4\n`);
    const login = await cli(['login', '--email', 'supplier@example.com'], `${DEMO_PASSWORD}\n`);
    expect(login.code, login.stderr).toBe(0);

    const run = await cli(['import', 'inventory', file, '--json']);
    expect(run.code, run.stderr).toBe(1);
    const job = JSON.parse(run.stdout) as {
      id: string;
      status: string;
      imported_rows: number;
      failed_rows: number;
    };
    expect(job).toMatchObject({ status: 'completed', imported_rows: 1, failed_rows: 1 });

    const output = join(dir, 'errors.csv');
    const errors = await cli(['import', 'errors', job.id, '--output', output]);
    expect(errors.code, errors.stderr).toBe(0);
    const report = readFileSync(output, 'utf8').trim().split('\r\n');
    expect(report).toEqual([
      'line_number,reasons,ndc,sku,price,stock',
      `3,Stock cannot be negative.,${product.ndc},CLI-2,20.00,'-4`,
    ]);
  }, 120_000);

  it('refuses a file that is not .csv', async () => {
    const result = await cli(['import', 'inventory', join(dir, 'stock.txt')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Please select a .csv file.');
  });
});
