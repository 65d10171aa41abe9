/**
 * Spend limits at checkout (issue 23): a sub-account buyer's order over its per-order limit, or
 * taking its calendar month over the per-month limit, is placed awaiting the master's approval
 * (no payment taken, the stock held) with a purchase_approvals row, the outbox of its
 * `purchase-approval:<orderId>` workflow. Inside the placement transaction the buyer's limit row
 * is locked, so two orders placed at once cannot both slip under the month's limit.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { monthSpentCents } from '../../db/queries/sub-accounts.ts';
import { purchaseApprovals, spendLimits } from '../../db/schema/index.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { DEFAULT_APPROVAL_EXPIRY_MS } from '../../domain/sub-accounts/purchase-approval.ts';
import {
  monthStartOf,
  spendLimitBreach,
  type SpendLimitBreach,
} from '../../domain/sub-accounts/spend-limits.ts';
import { isoDateIn, startOfDayIn } from '../../domain/zoned-dates.ts';
/** The placement's transaction (checkout-engine.ts), named here so the two modules import one way. */
type PlacementTx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The limit this order passes, or null (not a sub-account, no limit, within it). */
export async function findSpendLimitBreach(
  db: Database | PlacementTx,
  caller: Caller,
  orderCents: number,
  now: Date,
  options: { lock: boolean },
): Promise<SpendLimitBreach | null> {
  if (caller.account.masterAccountId === null) return null;
  const query = db
    .select({ perOrderCents: spendLimits.perOrderCents, perMonthCents: spendLimits.perMonthCents })
    .from(spendLimits)
    .where(eq(spendLimits.userId, caller.user.id));
  const [limit] = options.lock ? await query.for('update') : await query;
  if (!limit) return null;
  const { timeZone } = caller.account;
  const since = startOfDayIn(monthStartOf(isoDateIn(now, timeZone)), timeZone);
  return spendLimitBreach(limit, orderCents, await monthSpentCents(db, caller.user.id, since));
}

/** Writes the approval request of an order placed awaiting approval (its workflow's outbox row). */
export async function requestPurchaseApproval(
  tx: PlacementTx,
  caller: Caller,
  orderId: string,
  breach: SpendLimitBreach,
  now: Date,
): Promise<void> {
  await tx.insert(purchaseApprovals).values({
    orderId,
    masterAccountId: caller.account.masterAccountId!,
    requestedByUserId: caller.user.id,
    reason: breach.reason,
    limitCents: breach.limitCents,
    // The workflow sets the deadline its input gives when it opens; this is the default meanwhile.
    expiresAt: new Date(now.getTime() + DEFAULT_APPROVAL_EXPIRY_MS),
    createdAt: now,
  });
}
