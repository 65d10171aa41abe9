/** What the chunk writers share: the rows they receive, the transaction, the error record. */
import type { Database } from '../../db/client.ts';
import { importRowErrors } from '../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A record of the file and the line it ends on (the header is line 1). */
export type SourceRow = { line: number; record: Record<string, string> };
export type RowError = SourceRow & { reasons: string[] };
export type ChunkTarget = { jobId: string; supplierAccountId: string };
export type ChunkOutcome = { imported: number; failed: number };

/** Records rejected rows; a line already recorded (a replayed chunk) is left as it is. */
export async function recordRowErrors(tx: Tx, jobId: string, errors: RowError[]): Promise<void> {
  if (errors.length === 0) return;
  await tx
    .insert(importRowErrors)
    .values(errors.map((e) => ({ jobId, lineNumber: e.line, reasons: e.reasons, raw: e.record })))
    .onConflictDoNothing();
}
