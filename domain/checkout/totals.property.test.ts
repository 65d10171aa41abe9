import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linePrice, type LinePromo } from '../cart/quantity-rules.ts';
import type { VolumeTier } from '../catalog/volume-discounts.ts';
import { shippingFee } from '../shipping/shipping-options.ts';
import { computeOrderTotals, type OrderTotals, type PaymentMethod, type TotalsInput } from './totals.ts';

// DESIGN §7 property tests for money; notes/security-reliability-performance.md A.5 goal 4 "Money
// is server-computed": totals equal a recomputation from the stored prices and rules.
const bp = fc.integer({ min: 0, max: 10_000 });
const paymentMethod = fc.constantFrom<PaymentMethod>('pay_offline', 'card', 'bank_transfer');
const line = fc.record({
  quantity: fc.integer({ min: 0, max: 500 }),
  unitCents: fc.integer({ min: 0, max: 5_000_000 }),
});

const totalsInput: fc.Arbitrary<TotalsInput> = fc.record(
  {
    lines: fc.array(line, { maxLength: 30 }),
    shippingCents: fc.integer({ min: 0, max: 100_000 }),
    paymentMethod,
    cardFeeBp: fc.option(bp, { nil: null }),
    achDiscountBp: bp,
    taxBp: bp,
    removeShipping: fc.boolean(),
    removeCardFee: fc.boolean(),
  },
  { requiredKeys: ['lines', 'shippingCents', 'paymentMethod', 'cardFeeBp', 'achDiscountBp', 'taxBp'] },
);

/** Half-up share of an amount in basis points, in BigInt so no float can round it. */
const shareOf = (cents: bigint, rate: number) => (cents * BigInt(rate) + 5_000n) / 10_000n;

/** The rules of totals.ts read afresh from pharmacy-side §3 Order and §4 Order edit, in BigInt. */
function recompute(input: TotalsInput): OrderTotals {
  const items = input.lines.reduce((sum, l) => sum + BigInt(l.quantity) * BigInt(l.unitCents), 0n);
  const shipping = input.removeShipping ? 0n : BigInt(input.shippingCents);
  const ach = input.paymentMethod === 'bank_transfer' ? shareOf(items, input.achDiscountBp) : 0n;
  const tax = shareOf(items - ach, input.taxBp);
  const cardRate = input.paymentMethod === 'card' && !input.removeCardFee ? (input.cardFeeBp ?? 0) : 0;
  const cardFee = shareOf(items + shipping + tax, cardRate);
  return {
    itemTotalCents: Number(items),
    shippingCents: Number(shipping),
    cardFeeCents: Number(cardFee),
    achDiscountCents: Number(ach),
    taxCents: Number(tax),
    totalCents: Number(items - ach + tax + shipping + cardFee),
  };
}

describe('computeOrderTotals properties', () => {
  it('gives whole non-negative cents that add up to the total for any order', () => {
    fc.assert(
      fc.property(totalsInput, (input) => {
        const t = computeOrderTotals(input);
        for (const value of Object.values(t)) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(t.totalCents).toBe(
          t.itemTotalCents - t.achDiscountCents + t.taxCents + t.shippingCents + t.cardFeeCents,
        );
        expect(t.achDiscountCents).toBeLessThanOrEqual(t.itemTotalCents);
      }),
      { numRuns: 1000 },
    );
  });

  it('charges no shipping when remove-shipment is set, and no card fee when remove-card-fee is set, for any order', () => {
    fc.assert(
      fc.property(totalsInput, (input) => {
        expect(computeOrderTotals({ ...input, removeShipping: true }).shippingCents).toBe(0);
        expect(computeOrderTotals({ ...input, removeCardFee: true }).cardFeeCents).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('charges a card fee only for card and an ACH discount only for bank transfer for any order', () => {
    fc.assert(
      fc.property(totalsInput, (input) => {
        const t = computeOrderTotals(input);
        if (input.paymentMethod !== 'card') expect(t.cardFeeCents).toBe(0);
        if (input.paymentMethod !== 'bank_transfer') expect(t.achDiscountCents).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('equals an independent BigInt recomputation for any order', () => {
    fc.assert(
      fc.property(totalsInput, (input) => {
        expect(computeOrderTotals(input)).toEqual(recompute(input));
      }),
      { numRuns: 2000 },
    );
  });

  it('does not depend on the order of lines for any order', () => {
    fc.assert(
      fc.property(totalsInput, (input) => {
        const reversed = { ...input, lines: [...input.lines].reverse() };
        expect(computeOrderTotals(reversed)).toEqual(computeOrderTotals(input));
      }),
      { numRuns: 300 },
    );
  });
});

// A cart as the database holds it: listings with their prices and rules, and the quantities.
const TODAY = '2026-06-15';
const tier: fc.Arbitrary<VolumeTier> = fc.record({
  minQuantity: fc.integer({ min: 1, max: 100 }),
  discountBp: bp,
});
const promo: fc.Arbitrary<LinePromo> = fc.record({
  triggeringQuantity: fc.integer({ min: 1, max: 50 }),
  promoPackPriceCents: fc.integer({ min: 0, max: 2_000_000 }),
  endDate: fc.constantFrom('2026-06-14', '2026-06-15', '2026-06-16', '2027-01-01'),
});
const storedLine = fc.record({
  packPriceCents: fc.integer({ min: 0, max: 2_000_000 }),
  promo: fc.option(promo, { nil: null }),
  tiers: fc.array(tier, { maxLength: 4 }),
  specialDiscountBp: fc.option(fc.integer({ min: 1, max: 9_999 }), { nil: null }),
  quantity: fc.integer({ min: 1, max: 200 }),
});
const storedCart = fc.record({
  lines: fc.array(storedLine, { minLength: 1, maxLength: 15 }),
  methodFeeCents: fc.integer({ min: 0, max: 10_000 }),
  freeShippingMinimumCents: fc.option(fc.integer({ min: 0, max: 50_000_000 }), { nil: null }),
  paymentMethod,
  cardFeeBp: fc.option(bp, { nil: null }),
  achDiscountBp: bp,
  taxBp: bp,
});
type StoredCart = typeof storedCart extends fc.Arbitrary<infer T> ? T : never;

/** What the server charges: each line priced by the cart rules, the fee by the free-shipping rule, then the totals. */
function serverTotals(cart: StoredCart): OrderTotals {
  const lines = cart.lines.map((l) => {
    const { unitCents } = linePrice({ ...l, today: TODAY });
    return { quantity: l.quantity, unitCents };
  });
  const items = lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0);
  const { shipping_costs } = shippingFee({
    method: { feeCents: cart.methodFeeCents },
    subtotalCents: items,
    freeShippingMinimumCents: cart.freeShippingMinimumCents,
  });
  return computeOrderTotals({ ...cart, lines, shippingCents: shipping_costs });
}

/**
 * The same from the stored prices alone: best tier reached, running promo at its trigger, the
 * special discount off the pack price; the lowest wins.
 */
function recomputeFromStore(cart: StoredCart): OrderTotals {
  const lines = cart.lines.map((l) => {
    const reached = l.tiers.filter((t) => l.quantity >= t.minQuantity);
    const bestTierBp = reached.length
      ? reached.reduce((a, b) => (b.minQuantity > a.minQuantity ? b : a)).discountBp
      : 0;
    let unit = (BigInt(l.packPriceCents) * BigInt(10_000 - bestTierBp)) / 10_000n;
    const linePromo = l.promo;
    const promoRuns =
      linePromo !== null && l.quantity >= linePromo.triggeringQuantity && TODAY <= linePromo.endDate;
    if (promoRuns && BigInt(linePromo.promoPackPriceCents) < unit)
      unit = BigInt(linePromo.promoPackPriceCents);
    if (l.specialDiscountBp !== null) {
      const special = (BigInt(l.packPriceCents) * BigInt(10_000 - l.specialDiscountBp)) / 10_000n;
      if (special < unit) unit = special;
    }
    return { quantity: l.quantity, unitCents: Number(unit) };
  });
  const items = lines.reduce((sum, l) => sum + BigInt(l.quantity) * BigInt(l.unitCents), 0n);
  const free =
    cart.methodFeeCents === 0 ||
    (cart.freeShippingMinimumCents !== null && items >= BigInt(cart.freeShippingMinimumCents));
  return recompute({ ...cart, lines, shippingCents: free ? 0 : cart.methodFeeCents });
}

describe('server-computed order totals properties', () => {
  it('equal the recomputation from stored prices and rules for any random cart', () => {
    // Goal 4 asks for 0 discrepancies over 10 000 random carts.
    fc.assert(
      fc.property(storedCart, (cart) => {
        expect(serverTotals(cart)).toEqual(recomputeFromStore(cart));
      }),
      { numRuns: 10_000 },
    );
  });
});
