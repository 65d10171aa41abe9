/**
 * `pharmacy customers export [--wait] [--out file]` against a real API process and worker process
 * (issue 11 CLI: the master-data export job started, waited for and written).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_DATA_EXPORT_MESSAGE } from '../../../activities/customers/master-data-export.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { MASTER_DATA_COLUMNS } from '../../../domain/customers/master-data.ts';
import { startCliStack, type CliStack } from '../../harness/cli-stack.ts';

const KEYSTONE = DEMO_ACCOUNTS.find((a) => a.user.email === 'supplier@example.com')!;
let stack: CliStack;
let database: CliStack['database'];
let dir: string;
const cli = (args: string[], input?: string) => stack.cli(args, { input });

beforeAll(async () => {
  stack = await startCliStack('customers-cli');
  ({ database, dir } = stack);
  const login = await cli(['login', '--email', 'supplier@example.com'], `${DEMO_PASSWORD}\n`);
  expect(login.code, login.stderr).toBe(0);
}, 120_000);
afterAll(() => stack?.close());

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
