import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOrderMinimums, type MinimumLine, type SupplierMinimums } from './order-minimums.ts';

// DESIGN §7 property tests for minimums; the rules are pharmacy-side §3/§5 Order minimums and
// supplier-side §5.
const cents = fc.integer({ min: 0, max: 1_000_000 });
const line: fc.Arbitrary<MinimumLine> = fc.record({
  quantity: fc.integer({ min: 0, max: 100 }),
  totalCents: cents,
  isBrand: fc.boolean(),
});
const lines = fc.array(line, { maxLength: 12 });
const minimums: fc.Arbitrary<SupplierMinimums> = fc.record({
  wholesalerName: fc.constantFrom('Acme Wholesale', 'Northwind Rx'),
  minimumOrderTotalCents: fc.integer({ min: 0, max: 3_000_000 }),
  brandsMinimumOrderTotalCents: fc.integer({ min: 0, max: 1_500_000 }),
  brandsMinimumMandatory: fc.boolean(),
  genericsMinimumOrderTotalCents: fc.integer({ min: 0, max: 1_500_000 }),
  genericsMinimumMandatory: fc.boolean(),
});

describe('checkOrderMinimums properties', () => {
  it('is met exactly when there are no failures for any lines and minimums', () => {
    fc.assert(
      fc.property(lines, minimums, (ls, m) => {
        const check = checkOrderMinimums(ls, m);
        expect(check.met).toBe(check.failures.length === 0);
        expect(check.orderTotalCents).toBe(check.brandSubtotalCents + check.genericSubtotalCents);
        expect(check.failures.includes('order')).toBe(check.orderTotalCents < m.minimumOrderTotalCents);
      }),
      { numRuns: 500 },
    );
  });

  it('ignores added quantity-0 lines for any lines and minimums', () => {
    const zeroLine = line.map((l) => ({ ...l, quantity: 0 }));
    fc.assert(
      fc.property(lines, fc.array(zeroLine, { minLength: 1, maxLength: 5 }), minimums, (ls, zeros, m) => {
        expect(checkOrderMinimums([...ls, ...zeros], m)).toEqual(checkOrderMinimums(ls, m));
        expect(checkOrderMinimums([...zeros, ...ls], m)).toEqual(checkOrderMinimums(ls, m));
      }),
      { numRuns: 500 },
    );
  });

  it('does not depend on the order of lines for any permutation', () => {
    fc.assert(
      fc.property(
        lines.chain((ls) => fc.tuple(fc.constant(ls), fc.shuffledSubarray(ls, { minLength: ls.length }))),
        minimums,
        ([ls, shuffled], m) => {
          expect(checkOrderMinimums(shuffled, m)).toEqual(checkOrderMinimums(ls, m));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never brings the order failure back when a line is added for any lines and minimums', () => {
    fc.assert(
      fc.property(lines, line, minimums, (ls, extra, m) => {
        const before = checkOrderMinimums(ls, m);
        const after = checkOrderMinimums([...ls, extra], m);
        expect(after.orderTotalCents).toBeGreaterThanOrEqual(before.orderTotalCents);
        if (!before.failures.includes('order')) expect(after.failures).not.toContain('order');
      }),
      { numRuns: 500 },
    );
  });

  it('meets a non-mandatory brand minimum with no brand items for any generic lines', () => {
    const genericLine = line.map((l) => ({ ...l, isBrand: false }));
    const noBrandsBought = fc.array(
      fc.oneof(
        genericLine,
        line.map((l) => ({ ...l, quantity: 0 })),
      ),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(noBrandsBought, minimums, (ls, m) => {
        const optional = checkOrderMinimums(ls, { ...m, brandsMinimumMandatory: false });
        expect(optional.brandSubtotalCents).toBe(0);
        expect(optional.failures).not.toContain('brand');
        const mandatory = checkOrderMinimums(ls, { ...m, brandsMinimumMandatory: true });
        expect(mandatory.failures.includes('brand')).toBe(m.brandsMinimumOrderTotalCents > 0);
      }),
      { numRuns: 500 },
    );
  });

  it('fails an item-type minimum exactly when a positive subtotal falls short, or a mandatory one is missed, for any lines', () => {
    fc.assert(
      fc.property(lines, minimums, (ls, m) => {
        const check = checkOrderMinimums(ls, m);
        const short = (subtotal: number, minimum: number, mandatory: boolean) =>
          subtotal < minimum && (mandatory || subtotal > 0);
        expect(check.failures.includes('brand')).toBe(
          short(check.brandSubtotalCents, m.brandsMinimumOrderTotalCents, m.brandsMinimumMandatory),
        );
        expect(check.failures.includes('generic')).toBe(
          short(check.genericSubtotalCents, m.genericsMinimumOrderTotalCents, m.genericsMinimumMandatory),
        );
      }),
      { numRuns: 500 },
    );
  });
});
