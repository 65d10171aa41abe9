import { describe, expect, it } from 'vitest';
import { computeP2pTotals, P2pPlaceOrderBodySchema } from './p2p-checkout.ts';

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

describe('the p2p checkout form schema', () => {
  const valid = {
    ship_location_id: '8f3c1a2e-1001-4a7b-9c11-5d2e6f7a8b01',
    payment_card_id: '8f3c1a2e-3001-4a7b-9c11-5d2e6f7a8b01',
    shipping_method: 'ground',
    reason_code: 'drug_shortage',
  };
  it('accepts the choices when a reason code is chosen', () => {
    expect(P2pPlaceOrderBodySchema.safeParse(valid).success).toBe(true);
  });
  it('names reason_code when the reason is missing or free text', () => {
    for (const reason_code of [undefined, 'for patient Jane Doe']) {
      const result = P2pPlaceOrderBodySchema.safeParse({ ...valid, reason_code });
      expect(result.error?.issues[0]?.path).toEqual(['reason_code']);
    }
  });
});
