/**
 * THE CRASH TEST of durable imports (issue 3 "Imports as durable workflows"): a worker PROCESS is
 * killed with SIGKILL in the middle of a 20,000-row import, a new worker process takes the
 * activity over (after the heartbeat timeout) and resumes from the last checkpoint. Nothing may
 * be lost or doubled: every good row is a listing exactly once, every bad row an error exactly
 * once, and the job's counters equal the truth.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, processStackOf, type TestContext } from '../../harness/app.ts';
import { insertProduct } from '../../harness/catalog-fixtures.ts';
import { startWorkerProcess } from '../../harness/processes.ts';

const ROWS = 20_000;
const BAD_EVERY = 10; // every 10th row has a negative stock
const GOOD = ROWS - ROWS / BAD_EVERY;
const BAD = ROWS / BAD_EVERY;

let t: TestContext;
const filesDir = mkdtempSync(join(tmpdir(), 'imports-crash-'));
const stops: (() => Promise<void>)[] = [];
/** This process's FILES_DIR before the file set its own (files share a process: it goes back after). */
const previousFilesDir = process.env.FILES_DIR;

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `imports-crash-${randomUUID()}`, filesDir });
  // startWorkerProcess passes this process's environment on: the worker reads the same files.
  process.env.FILES_DIR = filesDir;
});
afterAll(async () => {
  for (const stop of stops) await stop();
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
  if (previousFilesDir === undefined) delete process.env.FILES_DIR;
  else process.env.FILES_DIR = previousFilesDir;
});

type JobRow = {
  status: string;
  processed_rows: number;
  imported_rows: number;
  failed_rows: number;
  total_rows: number | null;
};
async function jobRow(id: string): Promise<JobRow> {
  const [row] = await t.sql<
    JobRow[]
  >`select status, processed_rows, imported_rows, failed_rows, total_rows from import_jobs where id = ${id}`;
  return row!;
}

describe('import job survives a killed worker process', () => {
  it(
    'imports every row exactly once after SIGKILL mid-file and a new worker',
    { timeout: 240_000 },
    async () => {
      const products = await Promise.all(
        Array.from({ length: 40 }, () => insertProduct(t.db, { awpCents: 10_000 })),
      );
      const lines = ['ndc,sku,price,stock,expiry_date'];
      for (let i = 1; i <= ROWS; i++) {
        const stock = i % BAD_EVERY === 0 ? -1 : i % 50;
        lines.push(
          `${products[i % products.length]!.ndc},CRASH-${i},${(10 + (i % 60)).toFixed(2)},${stock},2028-06-30`,
        );
      }
      const session = await t.login('supplier@example.com');
      const form = new FormData();
      form.set('kind', 'inventory');
      form.set('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'big.csv');
      const response = await t.app.request('/api/v1/imports', {
        method: 'POST',
        headers: { authorization: 'Web', cookie: session.cookie, 'x-csrf-token': session.csrf },
        body: form,
      });
      expect(response.status).toBe(202);
      const { id } = (await response.json()) as { id: string };

      const stack = processStackOf(t);
      const first = await startWorkerProcess(stack);
      stops.push(first.stop);
      let processedAtKill = 0;
      for (let i = 0; i < 6000 && processedAtKill === 0; i++) {
        const job = await jobRow(id);
        if (job.processed_rows >= 2_000) {
          first.process.kill('SIGKILL');
          processedAtKill = job.processed_rows;
        } else await new Promise((r) => setTimeout(r, 10));
      }
      await new Promise<void>((resolve) =>
        first.process.exitCode !== null || first.process.signalCode !== null
          ? resolve()
          : first.process.once('exit', () => resolve()),
      );
      expect(first.process.signalCode).toBe('SIGKILL');
      const afterKill = await jobRow(id);
      expect(processedAtKill, 'killed partway through the file').toBeLessThan(ROWS);
      expect(afterKill.status, 'the job is still running when the worker dies').toBe('running');

      const second = await startWorkerProcess(stack);
      stops.push(second.stop);
      let job = afterKill;
      for (let i = 0; i < 1800 && job.status === 'running'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        job = await jobRow(id);
      }

      expect(job).toEqual({
        status: 'completed',
        total_rows: ROWS,
        processed_rows: ROWS,
        imported_rows: GOOD,
        failed_rows: BAD,
      });
      const [listingCount] = await t.sql<{ n: number; skus: number }[]>`
      select count(*)::int as n, count(distinct sku)::int as skus from listings where import_job_id = ${id}`;
      expect(listingCount).toEqual({ n: GOOD, skus: GOOD });
      const [errorCount] = await t.sql<{ n: number; lines: number }[]>`
      select count(*)::int as n, count(distinct line_number)::int as lines from import_row_errors where job_id = ${id}`;
      expect(errorCount).toEqual({ n: BAD, lines: BAD });
      // Every bad line is the one the file says (header is line 1, row i is line i + 1).
      const [wrongLines] = await t.sql<{ n: number }[]>`
      select count(*)::int as n from import_row_errors where job_id = ${id} and (line_number - 1) % ${BAD_EVERY} <> 0`;
      expect(wrongLines!.n).toBe(0);

      // The second worker ran the activity as a retry (attempt 2+), resuming from the checkpoint.
      const history = await t.temporal.client.workflow.getHandle(`import:${id}`).fetchHistory();
      const attempts = (history.events ?? [])
        .map((e) => e.activityTaskStartedEventAttributes?.attempt ?? 0)
        .filter((a) => a > 0);
      expect(Math.max(...attempts)).toBeGreaterThanOrEqual(2);
      console.log(
        `crash test: killed at ${processedAtKill}/${ROWS} rows; finished with ${job.imported_rows} imported, ${job.failed_rows} failed`,
      );
    },
  );
});
