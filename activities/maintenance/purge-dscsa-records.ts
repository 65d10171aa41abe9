/**
 * The DSCSA retention purge (issue 13; docs/decisions.md "Part C"): deletes the T3 records whose
 * transaction date is more than 6 years before `at`, never a younger one (the rule is
 * domain/p2p/dscsa.ts; the table's trigger refuses a younger delete by the database's own clock).
 */
import { lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dscsaTransactionRecords } from '../../db/schema/index.ts';
import { lastPurgeableTransactionDate } from '../../domain/p2p/dscsa.ts';

export async function purgeExpiredDscsaRecords(db: Database, at: Date): Promise<{ records: number }> {
  const deleted = await db
    .delete(dscsaTransactionRecords)
    .where(lte(dscsaTransactionRecords.transactionDate, lastPurgeableTransactionDate(at)))
    .returning({ id: dscsaTransactionRecords.id });
  return { records: deleted.length };
}
