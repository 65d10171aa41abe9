/**
 * The long activity of an import: streams the stored CSV, applies it in chunks, and checkpoints
 * after each chunk so a retry (a crashed or restarted worker) resumes where the last one stopped.
 *
 * Exactly-once effect from at-least-once execution:
 * - a chunk's writes (listings or rules upserted, row errors inserted) and the job's counters are
 *   committed in ONE transaction, the counters as absolute values (checkpoint + this chunk), so
 *   re-running a chunk never counts it twice;
 * - the checkpoint is handed to Temporal (heartbeat details) only after that commit;
 * - every write of a chunk is idempotent (upsert by natural key, errors keyed by line number).
 * A crash between the commit and the heartbeat (or a heartbeat lost to throttling, notes/temporal.md
 * §3.5) therefore only makes the retry redo chunks that are already in: same rows, same counters.
 */
import { CsvError, parse, type Info } from 'csv-parse';
import { ApplicationFailure } from '@temporalio/common';
import { eq } from 'drizzle-orm';
import { isoDate } from '../../domain/dates.ts';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { checkHeaders, type ImportKind } from '../../domain/catalog/import-rows.ts';
import type { Database } from '../../db/client.ts';
import { importJobs } from '../../db/schema/index.ts';
import { pipeStored, type FileStore } from '../ports/file-store.ts';
import { applyInventoryChunk } from './apply-inventory-chunk.ts';
import { applyRuleChunk } from './apply-rule-chunk.ts';
import type { ChunkOutcome, SourceRow } from './chunk-types.ts';
import { publishImportProgress } from './job-status.ts';

export const IMPORT_CHUNK_ROWS = 2000;
/** The non-retryable failure type of a file that cannot be imported as it is. */
export const IMPORT_FILE_INVALID = 'IMPORT_FILE_INVALID';

/** Where an import stands: the next line to read and the counters up to it. */
export type ImportCheckpoint = { nextLine: number; processed: number; imported: number; failed: number };
export const START: ImportCheckpoint = { nextLine: 0, processed: 0, imported: 0, failed: 0 };

type Deps = { db: Database; files: FileStore };
type Options = {
  resumeFrom?: ImportCheckpoint | undefined;
  /** Called after each committed chunk (the activity heartbeats it). */
  onCheckpoint?: (checkpoint: ImportCheckpoint) => void;
  chunkRows?: number;
};

/** Imports a job's file from `resumeFrom` to the end; returns the final counters. */
export async function importFileChunked(
  deps: Deps,
  jobId: string,
  options: Options = {},
): Promise<ImportCheckpoint> {
  const [job] = await deps.db.select().from(importJobs).where(eq(importJobs.id, jobId));
  if (!job) throw ApplicationFailure.nonRetryable(`Import job ${jobId} not found`, IMPORT_FILE_INVALID);
  if (job.totalRows === null) {
    const totalRows = await countRecords(deps.files, job.fileKey);
    await deps.db.update(importJobs).set({ totalRows }).where(eq(importJobs.id, jobId));
    job.totalRows = totalRows;
  }

  let checkpoint = options.resumeFrom ?? START;
  const chunkRows = options.chunkRows ?? IMPORT_CHUNK_ROWS;
  // Rows are judged on the day of the upload, so a retry weeks later decides every row the same way.
  const target = { jobId, supplierAccountId: job.supplierAccountId, today: isoDate(job.createdAt) };
  const commitChunk = async (rows: SourceRow[]) => {
    const last = rows[rows.length - 1]!;
    const before = checkpoint;
    const updated = await deps.db.transaction(async (tx) => {
      const outcome: ChunkOutcome =
        job.kind === 'inventory'
          ? await applyInventoryChunk(tx, target, rows)
          : await applyRuleChunk(tx, target, job.kind, rows);
      const next = {
        nextLine: last.line + 1,
        processed: before.processed + rows.length,
        imported: before.imported + outcome.imported,
        failed: before.failed + outcome.failed,
      };
      const [row] = await tx
        .update(importJobs)
        .set({ processedRows: next.processed, importedRows: next.imported, failedRows: next.failed })
        .where(eq(importJobs.id, jobId))
        .returning();
      await publishImportProgress(tx, row!);
      return next;
    });
    checkpoint = updated;
    options.onCheckpoint?.(checkpoint);
  };

  let headers: string[] | undefined;
  let headersChecked = false;
  let chunk: SourceRow[] = [];
  const source = deps.files.get(job.fileKey);
  try {
    for await (const { record, info } of readCsv(source, (h) => (headers = h))) {
      if (!headersChecked) headersChecked = assertHeaders(job.kind, headers);
      if (info.lines < checkpoint.nextLine) continue; // done by an earlier attempt
      chunk.push({ line: info.lines, record });
      if (chunk.length >= chunkRows) {
        await commitChunk(chunk);
        chunk = [];
      }
    }
  } catch (error) {
    if (isCsvError(error))
      throw ApplicationFailure.nonRetryable(
        `The file is not valid CSV: ${error.message}`,
        IMPORT_FILE_INVALID,
      );
    throw error;
  } finally {
    source.destroy();
  }
  assertHeaders(job.kind, headers);
  if (chunk.length > 0) await commitChunk(chunk);
  return checkpoint;
}

function assertHeaders(kind: ImportKind, headers: string[] | undefined): true {
  if (!headers) throw ApplicationFailure.nonRetryable('The file is empty.', IMPORT_FILE_INVALID);
  const problems = checkHeaders(kind, headers);
  if (problems.length > 0) throw ApplicationFailure.nonRetryable(problems.join('; '), IMPORT_FILE_INVALID);
  return true;
}

function readCsv(source: Readable, onHeaders: (headers: string[]) => void) {
  const parser = parse({
    columns: (header: string[]) => {
      const names = header.map((h) => h.trim().toLowerCase());
      onHeaders(names);
      return names;
    },
    info: true,
    trim: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
    max_record_size: 64 * 1024,
  });
  return pipeStored(source, parser) as AsyncIterable<{ record: Record<string, string>; info: Info }>;
}

/** The number of data rows (records after the header), for the progress bar's denominator. */
async function countRecords(files: FileStore, key: string): Promise<number> {
  let records = 0;
  const source = files.get(key);
  try {
    const parser = pipeStored(
      source,
      parse({ bom: true, skip_empty_lines: true, relax_column_count: true, relax_quotes: true }),
    );
    parser.on('data', () => records++);
    await finished(parser);
  } catch (error) {
    if (isCsvError(error))
      throw ApplicationFailure.nonRetryable(
        `The file is not valid CSV: ${error.message}`,
        IMPORT_FILE_INVALID,
      );
    throw error;
  } finally {
    source.destroy();
  }
  return Math.max(0, records - 1);
}

function isCsvError(error: unknown): error is CsvError {
  return error instanceof CsvError;
}
