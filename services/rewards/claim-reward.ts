/**
 * Claiming rewards (pharmacy-side §7 POST /api/v1/reward/{id}/claim and /reward/claim_cash; issue 23).
 * A claim takes the account's rewards lock, reads the balance and appends its negative entry in one
 * transaction, so two claims sent at the same moment are applied one after the other: the balance
 * never goes below zero and a claim the points no longer cover is refused (422). A retried request
 * with its Idempotency-Key is answered once by the API's idempotency middleware.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rewardCredits, rewardPrizes } from '../../db/schema/index.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import { formatCents } from '../../domain/money.ts';
import { formatCount } from '../../domain/rewards/format.ts';
import { CASH_CLAIM_MINIMUM_POINTS, creditCentsForPoints } from '../../domain/rewards/points.ts';
import { appendRewardEntry, lockRewards, type Tx } from '../../activities/rewards/ledger.ts';
import { pointsBalance } from '../../db/queries/rewards.ts';

export const CLAIM_MESSAGES = {
  prize: (name: string) => `Your ${name} is on its way.`,
  cash: (cents: number) => `${formatCents(cents)} will be credited on your next invoice.`,
  insufficient: (needed: number, balance: number) =>
    `This needs ${formatCount(needed)} points; you have ${formatCount(Math.max(0, balance))}.`,
  cashMinimum: `A cash claim needs at least ${formatCount(CASH_CLAIM_MINIMUM_POINTS)} points.`,
} as const;

export type ClaimResult = { message: string; points: number; claimedPoints: number; creditCents: number };

function refuse(detail: string, field: string): DomainError {
  return new DomainError('REWARD_POINTS_INSUFFICIENT', detail, { fields: { [field]: [detail] } });
}

async function lockedBalance(tx: Tx, accountId: string): Promise<number> {
  await lockRewards(tx, accountId);
  return pointsBalance(tx, accountId);
}

/** Spends a prize's points on it; an unknown or retired prize is 404. */
export async function claimPrize(
  db: Database,
  input: { accountId: string; prizeId: string; now: Date },
): Promise<ClaimResult> {
  const [prize] = await db
    .select()
    .from(rewardPrizes)
    .where(and(eq(rewardPrizes.id, input.prizeId), isNull(rewardPrizes.retiredAt)));
  if (!prize || prize.prizeType === 'cash') throw notFound('Prize');
  return db.transaction(async (tx) => {
    const balance = await lockedBalance(tx, input.accountId);
    if (balance < prize.pointsCost)
      throw refuse(CLAIM_MESSAGES.insufficient(prize.pointsCost, balance), 'id');
    await appendRewardEntry(tx, {
      accountId: input.accountId,
      kind: 'prize_claim',
      points: -prize.pointsCost,
      sourceKey: `claim:${randomUUID()}`,
      prizeId: prize.id,
      description: `Claimed ${prize.name}`,
      occurredAt: input.now,
    });
    const message = CLAIM_MESSAGES.prize(prize.name);
    return { message, points: balance - prize.pointsCost, claimedPoints: prize.pointsCost, creditCents: 0 };
  });
}

/**
 * Turns points into a statement credit on the next invoice (one cent a point): the `points` asked
 * for, or every point the account has; at least CASH_CLAIM_MINIMUM_POINTS.
 */
export async function claimCash(
  db: Database,
  input: { accountId: string; points?: number | undefined; now: Date },
): Promise<ClaimResult> {
  return db.transaction(async (tx) => {
    const balance = await lockedBalance(tx, input.accountId);
    const points = input.points ?? balance;
    if (points < CASH_CLAIM_MINIMUM_POINTS) throw refuse(CLAIM_MESSAGES.cashMinimum, 'points');
    if (points > balance) throw refuse(CLAIM_MESSAGES.insufficient(points, balance), 'points');
    const creditCents = creditCentsForPoints(points);
    const entry = await appendRewardEntry(tx, {
      accountId: input.accountId,
      kind: 'cash_claim',
      points: -points,
      sourceKey: `claim:${randomUUID()}`,
      description: `Claimed ${formatCents(creditCents)} as a statement credit`,
      occurredAt: input.now,
    });
    await tx.insert(rewardCredits).values({
      accountId: input.accountId,
      ledgerEntryId: entry!.id,
      amountCents: creditCents,
      createdAt: input.now,
    });
    return {
      message: CLAIM_MESSAGES.cash(creditCents),
      points: balance - points,
      claimedPoints: points,
      creditCents,
    };
  });
}
