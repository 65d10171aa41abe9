import { describe, expect, it } from 'vitest';
import {
  effectivePackPrice,
  isPromoActive,
  pricePerUnitCentiCents,
  type PricedListing,
} from './effective-price.ts';

const promo = { packPriceCents: 800, triggerQty: 3, startDate: '2026-03-01', endDate: '2026-03-31' };
const listing = (over: Partial<PricedListing> = {}): PricedListing => ({
  packPriceCents: 1000,
  promo: null,
  volumeTiers: [],
  ...over,
});

describe('isPromoActive (promo modifiers: start and end date)', () => {
  it.each([
    ['2026-02-28', false],
    ['2026-03-01', true],
    ['2026-03-15', true],
    ['2026-03-31', true],
    ['2026-04-01', false],
  ])('on %s is %s (both dates inclusive)', (today, active) => {
    expect(isPromoActive(listing({ promo }), today)).toBe(active);
  });

  it('is false without a promotion', () => expect(isPromoActive(listing(), '2026-03-15')).toBe(false));
});

describe('effectivePackPrice (promotion pack price from its triggering quantity; the lower of promotion and volume tier)', () => {
  it('is the regular pack price without promotion or tiers', () => {
    expect(effectivePackPrice(listing(), 10, '2026-03-15')).toBe(1000);
  });

  it('applies the promotion once the quantity reaches the triggering quantity', () => {
    expect(effectivePackPrice(listing({ promo }), 2, '2026-03-15')).toBe(1000);
    expect(effectivePackPrice(listing({ promo }), 3, '2026-03-15')).toBe(800);
  });

  it('ignores a promotion outside its dates', () => {
    expect(effectivePackPrice(listing({ promo }), 5, '2026-04-01')).toBe(1000);
  });

  it('applies the volume tier reached', () => {
    expect(
      effectivePackPrice(listing({ volumeTiers: [{ minQuantity: 5, discountBp: 1000 }] }), 5, '2026-03-15'),
    ).toBe(900);
  });

  it('charges the lower of promotion and volume tier when both apply', () => {
    const deepTier = listing({ promo, volumeTiers: [{ minQuantity: 5, discountBp: 3000 }] });
    expect(effectivePackPrice(deepTier, 5, '2026-03-15')).toBe(700);
    const shallowTier = listing({ promo, volumeTiers: [{ minQuantity: 5, discountBp: 500 }] });
    expect(effectivePackPrice(shallowTier, 5, '2026-03-15')).toBe(800);
  });
});

describe('pricePerUnitCentiCents (sortable price_per_unit column)', () => {
  it('is the pack price per unit in hundredths of a cent', () => {
    expect(pricePerUnitCentiCents(1000, 100)).toBe(1000); // 10 ¢ per tablet
    expect(pricePerUnitCentiCents(1000, 3)).toBe(33_333);
  });

  it('falls back to the pack price when the pack has no unit count', () => {
    expect(pricePerUnitCentiCents(1000, 0)).toBe(100_000);
  });
});

describe('effectivePackPrice with a special discount (supplier-side §2 special discount products)', () => {
  it('takes the percentage off the pack price when nothing else is lower', () => {
    expect(effectivePackPrice(listing({ specialDiscountBp: 1250 }), 1, '2026-03-15')).toBe(875);
  });

  it('gives way to a lower promotion or tier (the best price, not stacked)', () => {
    expect(effectivePackPrice(listing({ specialDiscountBp: 1000, promo }), 3, '2026-03-15')).toBe(800);
    const tiers = [{ minQuantity: 5, discountBp: 2000 }];
    expect(
      effectivePackPrice(listing({ specialDiscountBp: 1000, volumeTiers: tiers }), 5, '2026-03-15'),
    ).toBe(800);
  });
});
