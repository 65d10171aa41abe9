/**
 * Read models of the supplier's imports. Every query takes the caller's account id and filters by
 * it inside the query, so another supplier's job id finds nothing (404), never a 403 that would
 * confirm the id exists.
 */
import { and, asc, count, desc, eq, gt, isNull, sum } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { importJobs, importRowErrors } from '../schema/index.ts';

export type ImportJobRow = typeof importJobs.$inferSelect;
export type ImportRowErrorRow = typeof importRowErrors.$inferSelect;
type Page = { page: number; perPage: number };

/** The supplier's jobs, newest first. */
export async function listImportJobs(db: Database, accountId: string, { page, perPage }: Page) {
  const where = eq(importJobs.supplierAccountId, accountId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(importJobs)
      .where(where)
      .orderBy(desc(importJobs.createdAt), desc(importJobs.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(importJobs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findImportJob(
  db: Database,
  accountId: string,
  jobId: string,
): Promise<ImportJobRow | undefined> {
  const [row] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.id, jobId), eq(importJobs.supplierAccountId, accountId)));
  return row;
}

/** A job's rejected rows by line number; the job must already be the caller's (findImportJob). */
export async function listImportRowErrors(db: Database, jobId: string, { page, perPage }: Page) {
  const where = eq(importRowErrors.jobId, jobId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(importRowErrors)
      .where(where)
      .orderBy(asc(importRowErrors.lineNumber))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(importRowErrors).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every rejected row of a job in line order, read in batches (keyset) for the CSV report. */
export async function* eachImportRowError(
  db: Database,
  jobId: string,
  batch = 1000,
): AsyncGenerator<ImportRowErrorRow> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(importRowErrors)
      .where(and(eq(importRowErrors.jobId, jobId), gt(importRowErrors.lineNumber, after)))
      .orderBy(asc(importRowErrors.lineNumber))
      .limit(batch);
    yield* rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!.lineNumber;
  }
}

/** The bytes of the supplier's import files still stored (the quota counts them). */
export async function importFileBytesKept(db: Pick<Database, 'select'>, accountId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(importJobs.fileBytes).mapWith(Number) })
    .from(importJobs)
    .where(and(eq(importJobs.supplierAccountId, accountId), isNull(importJobs.fileDeletedAt)));
  return row?.bytes ?? 0;
}
