/**
 * The rewards ledger (issue 23): append-only, so the balance is the sum of an account's rows. Every
 * write that depends on the balance (a claim, a credit applied to an invoice) first takes the
 * account's rewards lock, an advisory lock because the application role may not update (and so not
 * row-lock) the append-only tables; two claims sent at the same moment are then applied one after
 * the other and the second sees the first's points gone.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pointsBalance } from '../../db/queries/rewards.ts';
import { rewardLedger } from '../../db/schema/index.ts';
import { publishWith, streams } from '../../platform/realtime/publish.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type RewardEntryValues = typeof rewardLedger.$inferInsert;
export type RewardEntry = typeof rewardLedger.$inferSelect;

/** Serialises the balance-dependent writes of one account until the transaction ends. */
export async function lockRewards(tx: Tx, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rewards:${accountId}`}, 0))`);
}

/**
 * Appends one entry, once per source key (a repeat writes nothing and answers null), and tells the
 * account's open pages the new balance on its /cable stream after the commit (the header's points).
 */
export async function appendRewardEntry(tx: Tx, entry: RewardEntryValues): Promise<RewardEntry | null> {
  const [row] = await tx
    .insert(rewardLedger)
    .values(entry)
    .onConflictDoNothing({ target: rewardLedger.sourceKey })
    .returning();
  if (!row) return null;
  const points = await pointsBalance(tx, entry.accountId);
  await publishWith(tx, streams.account(entry.accountId), { type: 'rewards.changed', points });
  return row;
}
