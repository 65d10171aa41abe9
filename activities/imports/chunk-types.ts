/** What the chunk writers share: the rows they receive, the transaction, the error record. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { importRowErrors } from '../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A record of the file and the line it ends on (the header is line 1). */
export type SourceRow = { line: number; record: Record<string, string> };
export type RowError = SourceRow & { reasons: string[] };
/** Whose rows, and the day they are judged on (the upload's, ISO). */
export type ChunkTarget = { jobId: string; supplierAccountId: string; today: string };
export type ChunkOutcome = { imported: number; failed: number };

/**
 * Records rejected rows; a line already recorded (a replayed chunk) is left as it is. The rows
 * travel as one JSON parameter: a multi-row VALUES of thousands of rows costs more to build,
 * parse and bind than the insert itself.
 */
export async function recordRowErrors(tx: Tx, jobId: string, errors: RowError[]): Promise<void> {
  if (errors.length === 0) return;
  const rows = JSON.stringify(
    errors.map((e) => ({ line_number: e.line, reasons: e.reasons, raw: e.record })),
  );
  await tx.execute(sql`
    insert into ${importRowErrors} (job_id, line_number, reasons, raw)
    select ${jobId}::uuid, r.line_number, r.reasons, r.raw
    from json_to_recordset(${rows}::json) as r(line_number integer, reasons text[], raw jsonb)
    on conflict do nothing`);
}
