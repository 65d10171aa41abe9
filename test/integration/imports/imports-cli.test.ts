/** `pharmacy import` against a real API process and worker process (issue 3, CLI of imports). */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { insertProduct } from '../../harness/catalog-fixtures.ts';
import { startCliStack, type CliStack } from '../../harness/cli-stack.ts';

let stack: CliStack;
let database: CliStack['database'];
let dir: string;
const cli = (args: string[], input?: string) => stack.cli(args, { input });

beforeAll(async () => {
  stack = await startCliStack('imports-cli');
  ({ database, dir } = stack);
});
afterAll(() => stack?.close());

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
