/**
 * The DSCSA retention purge (issue 13; docs/decisions.md "Part C"): deletes the T3 records whose
 * transaction date is more than 6 years before `at`, never a younger one (the rule is
 * domain/p2p/dscsa.ts; the table's trigger refuses a younger delete by the database's own clock).
 * The application role may not delete DSCSA records: the owner's function of migration 0036 does it.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lastPurgeableTransactionDate } from '../../domain/p2p/dscsa.ts';

export async function purgeExpiredDscsaRecords(db: Database, at: Date): Promise<{ records: number }> {
  const deleted = await db.execute(
    sql`select id from purge_expired_dscsa_records(${lastPurgeableTransactionDate(at)}::date) as id`,
  );
  return { records: deleted.length };
}
