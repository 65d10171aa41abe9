import { describe, expect, it } from 'vitest';
import { computeP2pTotals } from './p2p-checkout.ts';

describe('p2p checkout totals', () => {
  it('charges items plus the seller shipping fee when paid by card', () => {
    const totals = computeP2pTotals(
      [
        { quantity: 2, unitCents: 1_999 },
        { quantity: 1, unitCents: 500 },
      ],
      1_500,
    );
    expect(totals).toEqual({
      itemTotalCents: 4_498,
      shippingCents: 1_500,
      cardFeeCents: 0,
      achDiscountCents: 0,
      taxCents: 0,
      totalCents: 5_998,
    });
  });

  it('keeps every cent in integers when quantities are large', () => {
    const totals = computeP2pTotals([{ quantity: 999, unitCents: 123_457 }], 0);
    expect(Number.isSafeInteger(totals.totalCents)).toBe(true);
    expect(totals.totalCents).toBe(999 * 123_457);
  });
});
