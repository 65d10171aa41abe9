/**
 * How rewards points are earned and spent (issue 23 "Rewards"; pharmacy-side §3 Reward; the rule is
 * recorded in docs/decisions.md "Rewards points"). Pure: dates are ISO strings in the pharmacy's
 * time zone, money integer cents.
 */

/** One point per whole dollar paid on time. */
export const CENTS_PER_EARNED_POINT = 100;
/** A point claimed as cash is worth one cent of statement credit (1% back on what was paid on time). */
export const CREDIT_CENTS_PER_POINT = 1;
/** The fewest points a cash claim takes ($5.00 of credit). */
export const CASH_CLAIM_MINIMUM_POINTS = 500;

export type PaidInvoice = {
  /** What the invoice was for. */
  amountCents: number;
  /** The part of it a rewards credit covered: paid with points, so it earns none. */
  creditCents: number;
  /** The day it became fully paid, in the pharmacy's time zone. */
  paidOn: string;
  dueOn: string;
};

/** True when the invoice was fully paid on or before its due date. */
export function isPaidOnTime(invoice: Pick<PaidInvoice, 'paidOn' | 'dueOn'>): boolean {
  return invoice.paidOn <= invoice.dueOn;
}

/** The points a paid invoice earns: one per whole dollar the pharmacy paid, none when paid late. */
export function pointsForPaidInvoice(invoice: PaidInvoice): number {
  if (!isPaidOnTime(invoice)) return 0;
  const paidByPharmacy = Math.max(0, invoice.amountCents - invoice.creditCents);
  return Math.floor(paidByPharmacy / CENTS_PER_EARNED_POINT);
}

/** The statement credit, in cents, that `points` claimed as cash are worth. */
export function creditCentsForPoints(points: number): number {
  return points * CREDIT_CENTS_PER_POINT;
}
