/**
 * Spend limits of a sub-account's buyer (issue 23): what one order may total and what the buyer's
 * orders may total in a calendar month of the buyer's account, in cents, before the master must
 * approve. Null is no limit. Pure: the checkout passes the month's spending in.
 */
import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from '../money.ts';

const limit = z
  .number('must be a whole number of cents')
  .int('must be a whole number of cents')
  .min(1, 'must be at least 1 cent, or null for no limit')
  .max(MAX_AMOUNT_CENTS, 'is too large')
  .nullable();

export const SpendLimitSchema = z.strictObject({ per_order_cents: limit, per_month_cents: limit });
export type SpendLimitInput = z.infer<typeof SpendLimitSchema>;

export type SpendLimit = { perOrderCents: number | null; perMonthCents: number | null };
export type SpendLimitBreach = { reason: 'per_order' | 'per_month'; limitCents: number };

/**
 * The limit an order of `orderCents` passes, given what the buyer already spent this month
 * (`monthSpentCents`, the order excluded), or null when it is within both. The per-order limit is
 * named first: it is the one the buyer can fix by splitting the cart.
 */
export function spendLimitBreach(
  limit: SpendLimit | null,
  orderCents: number,
  monthSpentCents: number,
): SpendLimitBreach | null {
  if (!limit) return null;
  if (limit.perOrderCents !== null && orderCents > limit.perOrderCents)
    return { reason: 'per_order', limitCents: limit.perOrderCents };
  if (limit.perMonthCents !== null && monthSpentCents + orderCents > limit.perMonthCents)
    return { reason: 'per_month', limitCents: limit.perMonthCents };
  return null;
}

/** The first day (ISO) of the calendar month of an ISO date: the month a spend counts in. */
export function monthStartOf(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}
