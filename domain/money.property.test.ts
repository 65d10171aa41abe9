import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, lessPercent, MAX_AMOUNT_CENTS, parseDollarsToCents } from './money.ts';

// DESIGN §7: property tests for money. Amounts are integer cents (DESIGN §4); a trillion dollars
// is far beyond any order, and percentages are 0–100 % in basis points. Parsing takes amounts up to
// MAX_AMOUNT_CENTS (the int4 columns), and refuses any above.
const cents = fc.integer({ min: 0, max: 100_000_000_000_000 });
const parseable = fc.integer({ min: 0, max: MAX_AMOUNT_CENTS });
const bp = fc.integer({ min: 0, max: 10_000 });

describe('money properties', () => {
  it('parses back what it formats for any whole non-negative cents', () => {
    fc.assert(
      fc.property(parseable, (amount) => {
        expect(parseDollarsToCents(formatCents(amount))).toBe(amount);
      }),
      { numRuns: 1000 },
    );
  });

  it('formats as $0,0.00 for any integer cents, negatives with a leading minus', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_000_000, max: 100_000_000_000_000 }), (amount) => {
        const text = formatCents(amount);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(text.startsWith('-')).toBe(amount < 0);
        const parsed = parseDollarsToCents(text.replace('-', ''));
        expect(parsed).toBe(Math.abs(amount) <= MAX_AMOUNT_CENTS ? Math.abs(amount) : null);
      }),
      { numRuns: 500 },
    );
  });

  it('parses plain and grouped dollar text alike for any whole dollars and cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_AMOUNT_CENTS / 100 - 1 }),
        fc.integer({ min: 0, max: 99 }),
        (dollars, rest) => {
          const plain = `${dollars}.${String(rest).padStart(2, '0')}`;
          const grouped = `$${dollars.toLocaleString('en-US')}.${String(rest).padStart(2, '0')}`;
          expect(parseDollarsToCents(plain)).toBe(dollars * 100 + rest);
          expect(parseDollarsToCents(grouped)).toBe(dollars * 100 + rest);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses any amount above MAX_AMOUNT_CENTS ($20,000,000.00), whatever its form', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_AMOUNT_CENTS + 1, max: 100_000_000_000_000 }), (amount) => {
        expect(parseDollarsToCents(formatCents(amount))).toBeNull();
        expect(parseDollarsToCents(String(amount / 100))).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('never goes below zero nor above the input for any cents and 0–100 % discount', () => {
    fc.assert(
      fc.property(cents, bp, (amount, discountBp) => {
        const less = lessPercent(amount, discountBp);
        expect(Number.isSafeInteger(less)).toBe(true);
        expect(less).toBeGreaterThanOrEqual(0);
        expect(less).toBeLessThanOrEqual(amount);
      }),
      { numRuns: 1000 },
    );
  });

  it('rounds down exactly like integer arithmetic for any cents up to $1B and any discount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), bp, (amount, discountBp) => {
        const exact = (BigInt(amount) * BigInt(10_000 - discountBp)) / 10_000n;
        expect(lessPercent(amount, discountBp)).toBe(Number(exact));
      }),
      { numRuns: 1000 },
    );
  });

  it('is monotone in the discount for any cents', () => {
    fc.assert(
      fc.property(cents, bp, bp, (amount, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(lessPercent(amount, high)).toBeLessThanOrEqual(lessPercent(amount, low));
      }),
      { numRuns: 500 },
    );
  });
});
