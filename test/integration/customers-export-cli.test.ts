/**
 * `pharmacy customers export [--wait] [--out file]` against a real API process and worker process
 * (issue 11 CLI: the master-data export job started, waited for and written).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { MASTER_DATA_EXPORT_MESSAGE } from '../../activities/customers/master-data-export.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { MASTER_DATA_COLUMNS } from '../../domain/customers/master-data.ts';
import { createTestDatabase } from '../harness/database.ts';
import { projectNode, projectRoot, startApiProcess, startWorkerProcess } from '../harness/processes.ts';

const KEYSTONE = DEMO_ACCOUNTS.find((a) => a.user.email === 'supplier@example.com')!;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const stops: (() => Promise<void>)[] = [];
let apiUrl: string;
const dir = mkdtempSync(join(tmpdir(), 'customers-cli-'));

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
    taskQueue: `customers-cli-${randomUUID()}`,
  };
  const worker = await startWorkerProcess(stack);
  stops.push(worker.stop);
  const api = await startApiProcess(stack);
  stops.push(api.stop);
  apiUrl = api.url;
  const login = await cli(['login', '--email', 'supplier@example.com'], `${DEMO_PASSWORD}\n`);
  expect(login.code, login.stderr).toBe(0);
}, 120_000);
afterAll(async () => {
  for (const stop of stops) await stop();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('pharmacy customers export', () => {
  it('starts the export and prints the message and the export id', async () => {
    const run = await cli(['customers', 'export']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(MASTER_DATA_EXPORT_MESSAGE);
    expect(run.stdout).toMatch(/Export [0-9a-f-]{36}/);
  });

  it('waits with --wait until the file is ready and writes every customer to --out', async () => {
    const out = join(dir, 'customers.csv');
    const run = await cli(['customers', 'export', '--wait', '--out', out]);
    expect(run.code, run.stderr).toBe(0);
    const [counted] = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from supplier_customers where supplier_account_id = ${KEYSTONE.id}::uuid`,
    );
    expect(run.stdout).toContain(`Wrote ${counted!.n} customer`);
    const [header, ...lines]: string[][] = parse(readFileSync(out, 'utf8'));
    expect(header).toEqual([...MASTER_DATA_COLUMNS]);
    expect(lines).toHaveLength(counted!.n);
  }, 120_000);
});
