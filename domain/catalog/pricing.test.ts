import { describe, expect, it } from 'vitest';
import { maxPackPrice, packPriceMessage, type PricedProduct } from './pricing.ts';

const product = (over: Partial<PricedProduct>): PricedProduct => ({
  isBrand: false,
  wacCents: null,
  awpCents: null,
  maxPackPriceCents: null,
  ...over,
});

describe('maxPackPrice (supplier-side §5 and §9: the pack-price maximum)', () => {
  it('caps a brand at WAC less 8 %', () => {
    expect(maxPackPrice(product({ isBrand: true, wacCents: 10_000, awpCents: 12_000 }))).toEqual({
      cents: 9200,
      basis: 'wac',
    });
  });

  it('caps a generic at AWP less 25 %', () => {
    expect(maxPackPrice(product({ wacCents: 6000, awpCents: 10_000 }))).toEqual({
      cents: 7500,
      basis: 'awp',
    });
  });

  it('rounds the cap down to the cent', () => {
    expect(maxPackPrice(product({ awpCents: 999 }))?.cents).toBe(749);
    expect(maxPackPrice(product({ isBrand: true, wacCents: 1001 }))?.cents).toBe(920);
  });

  it('applies max_pack_price when it is lower than the AWP/WAC rule', () => {
    expect(maxPackPrice(product({ awpCents: 10_000, maxPackPriceCents: 5000 }))).toEqual({
      cents: 5000,
      basis: 'max_pack_price',
    });
    expect(maxPackPrice(product({ isBrand: true, wacCents: 10_000, maxPackPriceCents: 9000 }))).toEqual({
      cents: 9000,
      basis: 'max_pack_price',
    });
  });

  it('keeps the AWP/WAC rule when max_pack_price is higher', () => {
    expect(maxPackPrice(product({ awpCents: 10_000, maxPackPriceCents: 8000 }))).toEqual({
      cents: 7500,
      basis: 'awp',
    });
  });

  it('uses max_pack_price alone when the reference price is missing', () => {
    expect(maxPackPrice(product({ isBrand: true, awpCents: 10_000, maxPackPriceCents: 4000 }))).toEqual({
      cents: 4000,
      basis: 'max_pack_price',
    });
  });

  it('has no maximum without any reference price (a brand is capped by WAC only, a generic by AWP only)', () => {
    expect(maxPackPrice(product({}))).toBeNull();
    expect(maxPackPrice(product({ isBrand: true, awpCents: 10_000 }))).toBeNull();
    expect(maxPackPrice(product({ wacCents: 10_000 }))).toBeNull();
  });
});

describe('packPriceMessage (supplier-side §5: the pack-price error and its lowest-supplier-price variant)', () => {
  it('names the cap and its basis', () => {
    expect(packPriceMessage({ cents: 7500, basis: 'awp' })).toBe(
      'Pack price cannot exceed $75.00 (AWP less 25%).',
    );
    expect(packPriceMessage({ cents: 123_456, basis: 'wac' })).toBe(
      'Pack price cannot exceed $1,234.56 (WAC less 8%).',
    );
    expect(packPriceMessage({ cents: 5000, basis: 'max_pack_price' })).toBe(
      'Pack price cannot exceed $50.00 (the maximum pack price for this product).',
    );
  });

  it('mentions the lowest supplier price in its variant', () => {
    expect(packPriceMessage({ cents: 7500, basis: 'awp' }, 6099)).toBe(
      'Pack price cannot exceed $75.00 (AWP less 25%). The lowest supplier price for this product is $60.99.',
    );
  });

  it('uses the plain message when no lowest price is known', () => {
    expect(packPriceMessage({ cents: 7500, basis: 'awp' }, null)).toBe(
      'Pack price cannot exceed $75.00 (AWP less 25%).',
    );
  });
});
