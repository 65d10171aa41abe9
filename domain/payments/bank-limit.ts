/**
 * The weekly sending limit of a pharmacy whose bank account is not verified yet (pharmacy-side §3
 * Payment methods, §4 Checkout): bank transfer is hidden, with a warning and a verify link, when the
 * user is not bank-verified and the order would exceed what is left of the weekly allowance.
 */

/**
 * $5,000.00 a week while unverified (our choice: the spec gives no figure; it is the order of
 * magnitude bank-transfer providers allow unverified senders, and above a typical small order).
 */
export const WEEKLY_UNVERIFIED_LIMIT_CENTS = 500_000;

export type BankTransferCheck = { verified: boolean; sentThisWeekCents: number; orderTotalCents: number };

/** What an unverified user may still send this week, never below zero. */
export function remainingWeeklyAllowanceCents(sentThisWeekCents: number): number {
  return Math.max(0, WEEKLY_UNVERIFIED_LIMIT_CENTS - sentThisWeekCents);
}

/** §4 Checkout: a verified user may always pay by bank; an unverified one while the order fits the week's allowance. */
export function isBankTransferAvailable(check: BankTransferCheck): boolean {
  return check.verified || check.orderTotalCents <= remainingWeeklyAllowanceCents(check.sentThisWeekCents);
}

/** The start of the week the limit counts in: Monday 00:00 UTC on or before `now`. */
export function weekStart(now: Date): Date {
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysSinceMonday));
}
