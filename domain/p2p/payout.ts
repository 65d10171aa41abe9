/**
 * The p2p payout rule (issue 13): the buyer's whole payment (the order's total) is the gross; the
 * marketplace keeps a fee of 5 % of it, rounded half-up to the cent; the seller is paid the rest.
 * Integer cents throughout (docs/decisions.md "Part C: p2p orders").
 */
export const P2P_FEE_PERCENT = 5;

/** 5 % of `grossCents`, half a cent rounded up: 10 → 1 (0.5), 9 → 0 (0.45), 1999 → 100 (99.95). */
export function marketplaceFeeCents(grossCents: number): number {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0)
    throw new RangeError(`gross must be a non-negative integer of cents, got ${grossCents}`);
  return Math.floor((grossCents * P2P_FEE_PERCENT + 50) / 100);
}

export type PayoutAmounts = { grossCents: number; feeCents: number; netCents: number };

/** The payout of an order whose buyer paid `grossCents`: gross = fee + net, always. */
export function payoutAmounts(grossCents: number): PayoutAmounts {
  const feeCents = marketplaceFeeCents(grossCents);
  return { grossCents, feeCents, netCents: grossCents - feeCents };
}
