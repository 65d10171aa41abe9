/**
 * The buyer went through the first-p2p-order splash and info modals (pharmacy-side §4: terms,
 * laws, fees, FAQ) and acknowledged them: recorded once per account, the first time kept.
 */
import type { Database } from '../../../db/client.ts';
import { findP2pAcknowledgement } from '../../../db/queries/p2p/p2p-buyers.ts';
import { p2pBuyerAcknowledgements } from '../../../db/schema/index.ts';
import type { Caller } from '../../../domain/identity/caller.ts';

/** Records the caller's account's acknowledgement (a repeat keeps the first) and answers when it was. */
export async function acknowledgeP2pTerms(db: Database, caller: Caller, now: Date): Promise<Date> {
  await db
    .insert(p2pBuyerAcknowledgements)
    .values({ accountId: caller.account.id, userId: caller.user.id, acknowledgedAt: now })
    .onConflictDoNothing();
  return (await findP2pAcknowledgement(db, caller.account.id)) ?? now;
}
