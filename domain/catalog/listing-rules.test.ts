import { describe, expect, it } from 'vitest';
import {
  checkListing,
  LISTING_MESSAGES,
  parseStock,
  readPriceText,
  type ListingDraft,
} from './listing-rules.ts';
import type { PricedProduct } from './pricing.ts';

const generic: PricedProduct = { isBrand: false, wacCents: 6000, awpCents: 10_000, maxPackPriceCents: null }; // cap $75.00
const draft = (over: Partial<ListingDraft> = {}): ListingDraft => ({
  packPriceCents: 5000,
  stock: 10,
  minQty: 1,
  maxQty: null,
  promo: null,
  ...over,
});
const promo = (over: Partial<NonNullable<ListingDraft['promo']>> = {}) => ({
  packPriceCents: 4500,
  triggerQty: 2,
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  ...over,
});

describe('checkListing (supplier-side §5 validation rules)', () => {
  it('accepts a listing that meets every rule', () => {
    expect(checkListing(draft({ minQty: 2, maxQty: 10, promo: promo() }), generic)).toEqual({});
  });

  it.each([0, -100])('price: refuses %i (must be greater than zero)', (cents) => {
    expect(checkListing(draft({ packPriceCents: cents }), generic).price).toEqual([
      'Price must be greater than zero.',
    ]);
  });

  it('price: refuses a pack price over the cap with the pack-price error', () => {
    expect(checkListing(draft({ packPriceCents: 7501 }), generic).price).toEqual([
      'Pack price cannot exceed $75.00 (AWP less 25%).',
    ]);
  });

  it('price: accepts exactly the cap', () => {
    expect(checkListing(draft({ packPriceCents: 7500 }), generic)).toEqual({});
  });

  it('price: the pack-price error variant names the lowest supplier price', () => {
    expect(checkListing(draft({ packPriceCents: 8000 }), generic, 6200).price).toEqual([
      'Pack price cannot exceed $75.00 (AWP less 25%). The lowest supplier price for this product is $62.00.',
    ]);
  });

  it('price: only has to be positive when no maximum applies', () => {
    expect(
      checkListing(draft({ packPriceCents: 9_999_999 }), {
        isBrand: true,
        wacCents: null,
        awpCents: 100,
        maxPackPriceCents: null,
      }),
    ).toEqual({});
  });

  it('stock: is saved only when non-negative', () => {
    expect(checkListing(draft({ stock: -1 }), generic).stock).toEqual(['Stock cannot be negative.']);
    expect(checkListing(draft({ stock: 0 }), generic)).toEqual({});
  });

  it('stock and quantities: bounded to what their columns hold (every integer is bounded)', () => {
    expect(checkListing(draft({ stock: 99_999_999_999 }), generic).stock).toEqual([
      'Stock cannot be more than 10,000,000.',
    ]);
    expect(checkListing(draft({ stock: 10_000_000 }), generic)).toEqual({});
    expect(checkListing(draft({ minQty: 1, maxQty: 100_001 }), generic).max_qty).toEqual([
      'Quantities cannot be more than 100,000.',
    ]);
  });

  it('min_qty: must be at least 1', () => {
    expect(checkListing(draft({ minQty: 0 }), generic).min_qty).toEqual([
      'Minimum quantity must be at least 1.',
    ]);
  });

  it('max_qty: cannot be below min_qty (equal is fine, blank is unlimited)', () => {
    expect(checkListing(draft({ minQty: 5, maxQty: 4 }), generic).max_qty).toEqual([
      'Maximum quantity cannot be less than the minimum quantity.',
    ]);
    expect(checkListing(draft({ minQty: 5, maxQty: 5 }), generic)).toEqual({});
    expect(checkListing(draft({ minQty: 5, maxQty: null }), generic)).toEqual({});
  });

  it('promotion: pack price maximum equals the regular price', () => {
    expect(checkListing(draft({ promo: promo({ packPriceCents: 5001 }) }), generic).promo_pack_price).toEqual(
      ['Promotion pack price cannot be higher than the regular price.'],
    );
    expect(checkListing(draft({ promo: promo({ packPriceCents: 5000 }) }), generic)).toEqual({});
  });

  it('promotion: pack price must be greater than zero', () => {
    expect(checkListing(draft({ promo: promo({ packPriceCents: 0 }) }), generic).promo_pack_price).toEqual([
      'Price must be greater than zero.',
    ]);
  });

  it.each([
    [2, 10, 1, 'Triggering quantity must be between 2 and 10.'],
    [2, 10, 11, 'Triggering quantity must be between 2 and 10.'],
    [3, null, 2, 'Triggering quantity must be at least 3.'],
  ])(
    'promotion: triggering quantity must lie between min_qty %i and max_qty %s (refuses %i)',
    (minQty, maxQty, triggerQty, message) => {
      expect(
        checkListing(draft({ minQty, maxQty, promo: promo({ triggerQty }) }), generic).triggering_quantity,
      ).toEqual([message]);
    },
  );

  it.each([2, 6, 10])(
    'promotion: accepts a triggering quantity of %i between min_qty 2 and max_qty 10, bounds included',
    (triggerQty) => {
      expect(checkListing(draft({ minQty: 2, maxQty: 10, promo: promo({ triggerQty }) }), generic)).toEqual(
        {},
      );
    },
  );

  it('promotion: end date cannot be before its start date', () => {
    expect(
      checkListing(draft({ promo: promo({ startDate: '2026-03-10', endDate: '2026-03-09' }) }), generic)
        .promo_end_date,
    ).toEqual(['Promotion end date cannot be before its start date.']);
  });

  it('reports every broken rule at once, by field', () => {
    expect(
      Object.keys(checkListing(draft({ packPriceCents: 0, stock: -5, minQty: 0 }), generic)).sort(),
    ).toEqual(['min_qty', 'price', 'stock']);
  });
});

describe('parseStock (supplier-side §5: stock blank becomes 0)', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    [null, 0],
    [undefined, 0],
    ['12', 12],
    [' 7 ', 7],
    [3, 3],
    ['-3', -3], // parsed, then refused by checkListing as negative
  ])('reads %j as %i', (value, stock) => {
    expect(parseStock(value)).toBe(stock);
  });

  it.each(['1.5', 'ten', '1e3', 2.5])('refuses %j (not a whole number)', (value) => {
    expect(parseStock(value)).toBeNull();
  });
});

describe('LISTING_MESSAGES', () => {
  it("carries the spec's SKU message (supplier-side §5: SKU unique)", () => {
    expect(LISTING_MESSAGES.skuTaken).toBe('Sorry, but a product with this SKU already exists.');
  });
});

describe('readPriceText (supplier-side §5 Price, the inline editor and the API alike)', () => {
  it.each([
    ['12.50', 1_250],
    ['$1,045.10', 104_510],
    ['7', 700],
  ])('reads %j as %i cents', (text, cents) => {
    expect(readPriceText(text)).toEqual({ ok: true, cents });
  });

  it.each(['12.345', '1.2345', 'abc', '12,3', '-5'])(
    'answers the decimal format message for %j (whole cents: at most 2 decimals)',
    (text) => {
      expect(readPriceText(text)).toEqual({
        ok: false,
        message: 'Please enter a correct number, format xxxx.xx',
      });
    },
  );

  it.each(['', '  ', '0', '0.00'])('answers price greater than zero for %j', (text) => {
    expect(readPriceText(text)).toEqual({ ok: false, message: LISTING_MESSAGES.priceNotPositive });
  });

  it('answers the largest amount for a price above $20,000,000.00', () => {
    expect(readPriceText('20000000.01')).toEqual({
      ok: false,
      message: 'Price cannot be more than $20,000,000.00.',
    });
  });
});
