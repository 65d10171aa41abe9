/**
 * The life of an import job row (queued → running → completed | failed), each step announced on
 * the supplier's account stream so the import page updates live (supplier-side §4 Import).
 */
import { eq } from 'drizzle-orm';
import { publishWith, streams } from '../../platform/realtime/publish.ts';
import type { Database } from '../../db/client.ts';
import type { Tx } from './chunk-types.ts';
import { importJobs } from '../../db/schema/index.ts';

type ImportJob = typeof importJobs.$inferSelect;

/** The small event the page and the CLI follow; the full job is read over the API. */
export function progressEvent(job: ImportJob) {
  return {
    type: 'import.progress',
    job_id: job.id,
    kind: job.kind,
    status: job.status,
    processed_rows: job.processedRows,
    imported_rows: job.importedRows,
    failed_rows: job.failedRows,
    total_rows: job.totalRows,
  };
}

/**
 * Announces the job on the supplier's account stream (platform/realtime/publish.ts):
 * given a transaction, the event goes out only if it commits.
 */
export async function publishImportProgress(db: Database | Tx, job: ImportJob): Promise<void> {
  await publishWith(db, streams.account(job.supplierAccountId), progressEvent(job));
}

async function update(
  db: Database,
  jobId: string,
  values: Partial<ImportJob>,
): Promise<ImportJob | undefined> {
  const [job] = await db.update(importJobs).set(values).where(eq(importJobs.id, jobId)).returning();
  if (job) await publishImportProgress(db, job);
  return job;
}

/** The workflow picked the job up. Idempotent: a retried call keeps the first start time. */
export async function markImportRunning(db: Database, jobId: string, now: Date): Promise<void> {
  const [job] = await db
    .select({ startedAt: importJobs.startedAt })
    .from(importJobs)
    .where(eq(importJobs.id, jobId));
  await update(db, jobId, { status: 'running', startedAt: job?.startedAt ?? now });
}

/** Every row was read; the counters already hold the outcome. */
export async function markImportCompleted(db: Database, jobId: string, now: Date): Promise<void> {
  await update(db, jobId, { status: 'completed', finishedAt: now, failure: null });
}

/** The file could not be imported (bad header, broken CSV, retries exhausted), with the reason shown. */
export async function markImportFailed(
  db: Database,
  jobId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await update(db, jobId, { status: 'failed', finishedAt: now, failure: reason.slice(0, 1000) });
}
