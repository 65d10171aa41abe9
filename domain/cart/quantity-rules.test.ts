import { describe, expect, it } from 'vitest';
import type { VolumeTier } from '../catalog/volume-discounts.ts';
import {
  checkCartQuantity,
  linePrice,
  QUANTITY_MESSAGES,
  type LinePriceInput,
  type QuantityInput,
} from './quantity-rules.ts';

const base: QuantityInput = { quantity: 1, previousQuantity: 4, minQty: 1, maxQty: null, p2pMaxQty: null };

describe('checkCartQuantity (pharmacy-side §4 Quantity, §5 Quantity)', () => {
  it.each([
    ['0 (below 1 confirms removal)', { quantity: 0 }, 'confirm_remove'],
    ['-3 (below 1 confirms removal)', { quantity: -3 }, 'confirm_remove'],
    ['NaN (counts as below 1)', { quantity: Number.NaN }, 'confirm_remove'],
    ['0 even when min-qty is over 1', { quantity: 0, minQty: 5 }, 'confirm_remove'],
    ['1 with min-qty 1', { quantity: 1 }, 'ok'],
    ['2 with min-qty 3', { quantity: 2, minQty: 3 }, 'min_qty_needed'],
    ['3 with min-qty 3', { quantity: 3, minQty: 3 }, 'ok'],
    ['11 with max-qty 10', { quantity: 11, maxQty: 10 }, 'max_qty_allowed'],
    ['10 with max-qty 10', { quantity: 10, maxQty: 10 }, 'ok'],
    ['6 with p2p max 5', { quantity: 6, p2pMaxQty: 5 }, 'p2p_max_qty_allowed'],
    ['5 with p2p max 5', { quantity: 5, p2pMaxQty: 5 }, 'ok'],
    [
      '20 above both max-qty and p2p max (max-qty is checked first)',
      { quantity: 20, maxQty: 10, p2pMaxQty: 5 },
      'max_qty_allowed',
    ],
    ['1000 without any maximum', { quantity: 1000 }, 'ok'],
  ] as const)('answers for quantity %s', (_label, patch, expected) => {
    const result = checkCartQuantity({ ...base, ...patch });
    expect(result.kind === 'rejected' ? result.code : result.kind).toBe(expected);
  });

  it('reverts to the previous quantity with a message when below min-qty (cart.min_qty_needed)', () => {
    expect(checkCartQuantity({ ...base, quantity: 2, minQty: 3 })).toEqual({
      kind: 'rejected',
      code: 'min_qty_needed',
      message: 'Minimum quantity for this item is 3.',
      revertTo: 4,
    });
  });

  it('reverts with the max-qty message when above max-qty (cart.max_qty_allowed)', () => {
    expect(checkCartQuantity({ ...base, quantity: 12, maxQty: 10 })).toMatchObject({
      message: 'Maximum quantity for this item is 10.',
      revertTo: 4,
    });
  });

  it('reverts with the p2p message when above the p2p max (cart.p2p_max_qty_allowed)', () => {
    expect(checkCartQuantity({ ...base, quantity: 9, p2pMaxQty: 8 })).toMatchObject({
      message: QUANTITY_MESSAGES.p2p_max_qty_allowed(8),
      revertTo: 4,
    });
  });
});

describe('linePrice (pharmacy-side §3 Line item: promo modifiers and volume discounts)', () => {
  const tiers: VolumeTier[] = [
    { minQuantity: 10, discountBp: 1000 },
    { minQuantity: 5, discountBp: 500 },
  ];
  const promo = { triggeringQuantity: 3, promoPackPriceCents: 920, endDate: '2025-06-30' };
  const input: LinePriceInput = {
    packPriceCents: 1000,
    promo: null,
    tiers: [],
    specialDiscountBp: null,
    quantity: 2,
    today: '2025-06-01',
  };

  it.each([
    ['regular price without promo or tiers', { quantity: 2 }, 1000, false, null],
    ['promo below its triggering quantity', { promo, quantity: 2 }, 1000, false, null],
    ['promo at its triggering quantity', { promo, quantity: 3 }, 920, true, null],
    ['promo on its end date', { promo, quantity: 3, today: '2025-06-30' }, 920, true, null],
    ['promo after its end date', { promo, quantity: 3, today: '2025-07-01' }, 1000, false, null],
    ['tier reached without promo', { tiers, quantity: 5 }, 950, false, 5],
    ['promo lower than the tier reached', { promo, tiers, quantity: 6 }, 920, true, null],
    ['tier lower than the promo', { promo, tiers, quantity: 10 }, 900, false, 10],
    [
      'promo equal to the tier (tie reports the promo)',
      { promo: { ...promo, promoPackPriceCents: 950 }, tiers, quantity: 5 },
      950,
      true,
      null,
    ],
  ] as const)('prices %s', (_label, patch, unit, promoApplied, tierMin) => {
    const result = linePrice({ ...input, ...patch });
    expect(result.unitCents).toBe(unit);
    expect(result.promoApplied).toBe(promoApplied);
    expect(result.tierApplied?.minQuantity ?? null).toBe(tierMin);
    expect(result.totalCents).toBe(unit * (patch.quantity ?? input.quantity));
  });

  it('gives integer cents rounded down by the tier discount', () => {
    const result = linePrice({ ...input, packPriceCents: 999, tiers, quantity: 5 });
    expect(result).toMatchObject({ unitCents: 949, totalCents: 4745 });
  });

  it('totals zero and applies nothing at quantity 0', () => {
    expect(
      linePrice({
        ...input,
        promo: { ...promo, triggeringQuantity: 0 },
        tiers: [{ minQuantity: 0, discountBp: 100 }],
        quantity: 0,
      }),
    ).toEqual({
      unitCents: 1000,
      totalCents: 0,
      promoApplied: false,
      specialDiscountApplied: false,
      tierApplied: null,
    });
  });
});

describe('linePrice with a special discount (supplier-side §2 special discount products; the best price wins, never stacked)', () => {
  const tiers: VolumeTier[] = [{ minQuantity: 10, discountBp: 1500 }];
  const shallow: VolumeTier[] = [{ minQuantity: 2, discountBp: 500 }];
  const promo = { triggeringQuantity: 3, promoPackPriceCents: 850, endDate: '2025-06-30' };
  const input: LinePriceInput = {
    packPriceCents: 1000,
    promo: null,
    tiers: [],
    specialDiscountBp: 1250,
    quantity: 1,
    today: '2025-06-01',
  };

  it.each<[string, Partial<LinePriceInput>, number, 'special' | 'promo' | 'tier' | 'none']>([
    ['the special price at any quantity', {}, 875, 'special'],
    ['the special price below the promotion trigger', { promo, quantity: 2 }, 875, 'special'],
    ['the promotion when it is lower', { promo, quantity: 3 }, 850, 'promo'],
    ['the tier when it is lower', { tiers, quantity: 10 }, 850, 'tier'],
    ['the special price over a shallower tier', { tiers: shallow, quantity: 2 }, 875, 'special'],
    [
      'the promotion on a tie with the special price',
      { promo: { ...promo, promoPackPriceCents: 875 }, quantity: 3 },
      875,
      'promo',
    ],
    ['the regular price without a discount', { specialDiscountBp: null }, 1000, 'none'],
  ])('charges %s', (_label, patch, unit, applied) => {
    const result = linePrice({ ...input, ...patch });
    expect(result.unitCents).toBe(unit);
    expect(result.totalCents).toBe(unit * (patch.quantity ?? input.quantity));
    expect(result.specialDiscountApplied).toBe(applied === 'special');
    expect(result.promoApplied).toBe(applied === 'promo');
    expect(result.tierApplied !== null).toBe(applied === 'tier');
  });

  it('takes the percentage off the regular pack price, rounded down to a cent', () => {
    // $9.99 less 12.5 % is $8.74125: the buyer pays $8.74.
    expect(linePrice({ ...input, packPriceCents: 999, quantity: 4 })).toMatchObject({
      unitCents: 874,
      totalCents: 3_496,
    });
  });
});
