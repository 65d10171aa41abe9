import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lessPercent } from '../money.ts';
import { checkCartQuantity, linePrice, type LinePriceInput, type QuantityInput } from './quantity-rules.ts';

// DESIGN §7 property tests for money at the cart line (pharmacy-side §3 Line item, §4/§5 Quantity).
const bp = fc.integer({ min: 0, max: 10_000 });
const priceInput: fc.Arbitrary<LinePriceInput> = fc.record({
  packPriceCents: fc.integer({ min: 0, max: 5_000_000 }),
  promo: fc.option(
    fc.record({
      triggeringQuantity: fc.integer({ min: 0, max: 50 }),
      promoPackPriceCents: fc.integer({ min: 0, max: 6_000_000 }),
      endDate: fc.constantFrom('2026-06-14', '2026-06-15', '2026-06-16'),
    }),
    { nil: null },
  ),
  tiers: fc.array(fc.record({ minQuantity: fc.integer({ min: 1, max: 100 }), discountBp: bp }), {
    maxLength: 4,
  }),
  specialDiscountBp: fc.option(fc.integer({ min: 1, max: 9_999 }), { nil: null }),
  quantity: fc.integer({ min: -5, max: 500 }),
  today: fc.constant('2026-06-15'),
});

const limit = fc.option(fc.integer({ min: 1, max: 200 }), { nil: null });
const quantityInput: fc.Arbitrary<QuantityInput> = fc.record({
  quantity: fc.oneof(fc.integer({ min: -5, max: 300 }), fc.constant(Number.NaN)),
  previousQuantity: fc.integer({ min: 1, max: 300 }),
  minQty: fc.integer({ min: 0, max: 50 }),
  maxQty: limit,
  p2pMaxQty: limit,
});

describe('linePrice properties', () => {
  it('never charges more than the pack price per pack nor anything negative for any line', () => {
    fc.assert(
      fc.property(priceInput, (input) => {
        const price = linePrice(input);
        expect(Number.isSafeInteger(price.unitCents)).toBe(true);
        expect(price.unitCents).toBeGreaterThanOrEqual(0);
        expect(price.unitCents).toBeLessThanOrEqual(input.packPriceCents);
        expect(price.totalCents).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('totals unit × quantity for any line with a quantity of 0 or more', () => {
    fc.assert(
      fc.property(priceInput, (input) => {
        const price = linePrice(input);
        expect(price.totalCents).toBe(price.unitCents * Math.max(0, input.quantity));
        if (input.quantity >= 0) expect(price.totalCents).toBe(price.unitCents * input.quantity);
      }),
      { numRuns: 1000 },
    );
  });

  it('reports at most one of promotion, special discount and tier, and the price it reports, for any line', () => {
    fc.assert(
      fc.property(priceInput, (input) => {
        const price = linePrice(input);
        const applied = [price.promoApplied, price.specialDiscountApplied, price.tierApplied !== null];
        expect(applied.filter(Boolean).length).toBeLessThanOrEqual(1);
        if (price.promoApplied) expect(price.unitCents).toBe(input.promo?.promoPackPriceCents);
        if (price.specialDiscountApplied)
          expect(price.unitCents).toBe(lessPercent(input.packPriceCents, input.specialDiscountBp!));
        if (!applied.some(Boolean)) expect(price.unitCents).toBe(input.packPriceCents);
      }),
      { numRuns: 500 },
    );
  });

  it('never raises the price when the special discount is taken away for any line', () => {
    fc.assert(
      fc.property(priceInput, (input) => {
        expect(linePrice(input).unitCents).toBeLessThanOrEqual(
          linePrice({ ...input, specialDiscountBp: null }).unitCents,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('never raises the price when the promotion is taken away for any line', () => {
    fc.assert(
      fc.property(priceInput, (input) => {
        expect(linePrice(input).unitCents).toBeLessThanOrEqual(
          linePrice({ ...input, promo: null }).unitCents,
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('checkCartQuantity properties', () => {
  it('reverts a rejection to the previous quantity for any quantity and limits', () => {
    fc.assert(
      fc.property(quantityInput, (input) => {
        const check = checkCartQuantity(input);
        if (check.kind === 'rejected') expect(check.revertTo).toBe(input.previousQuantity);
      }),
      { numRuns: 1000 },
    );
  });

  it('asks to remove exactly when the quantity is below 1 or not a number for any limits', () => {
    fc.assert(
      fc.property(quantityInput, (input) => {
        const removes = checkCartQuantity(input).kind === 'confirm_remove';
        expect(removes).toBe(Number.isNaN(input.quantity) || input.quantity < 1);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts a quantity of 1 or more exactly when it is within min-qty, max-qty and p2p max for any limits', () => {
    fc.assert(
      fc.property(quantityInput, (input) => {
        fc.pre(input.quantity >= 1);
        const { quantity, minQty, maxQty, p2pMaxQty } = input;
        const within =
          (minQty <= 1 || quantity >= minQty) &&
          (maxQty === null || quantity <= maxQty) &&
          (p2pMaxQty === null || quantity <= p2pMaxQty);
        expect(checkCartQuantity(input).kind).toBe(within ? 'ok' : 'rejected');
      }),
      { numRuns: 500 },
    );
  });
});
