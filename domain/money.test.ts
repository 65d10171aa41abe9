import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatCents, lessPercent, parseDollarsToCents, readDollars } from './money.ts';

describe('parseDollarsToCents (DESIGN §4: money is integer cents, parsed exactly)', () => {
  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['12', 1200],
    ['.5', 50],
    ['0.07', 7],
    ['$1,234.56', 123_456],
    [' $ 1,000,000.01 ', 100_000_001],
    ['0.29', 29], // 0.29 * 100 is 28.999… in floating point; the parse must not round through floats
    ['1.15', 115],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseDollarsToCents(text)).toBe(cents);
  });

  it.each(['', '$', 'abc', '-1.00', '1.234', '12.', '1,23', '12,3456', '1e3', '$12.5.0'])(
    'refuses %j (not an amount with at most 2 decimals)',
    (text) => {
      expect(parseDollarsToCents(text)).toBeNull();
    },
  );
});

describe('formatCents (spec currency format $0,0.00)', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [1250, '$12.50'],
    [123_456, '$1,234.56'],
    [100_000_000, '$1,000,000.00'],
    [-100, '-$1.00'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('round-trips what it formats', () => {
    for (const cents of [1, 99, 100, 101, 99_999, 1_234_567])
      expect(parseDollarsToCents(formatCents(cents))).toBe(cents);
  });
});

describe('lessPercent (basis points, rounded down to the cent)', () => {
  it('takes 8 % (800 bp) off', () => expect(lessPercent(10_000, 800)).toBe(9200));
  it('rounds a fractional cent down', () => expect(lessPercent(999, 2500)).toBe(749));
  it('leaves the amount whole at 0 bp', () => expect(lessPercent(1234, 0)).toBe(1234));
});

describe('readDollars (why text is not an amount)', () => {
  it.each([
    ['12.345', 'format'],
    ['abc', 'format'],
    ['', 'format'],
    ['20000000.01', 'too_large'],
  ] as const)('answers %j as a %s problem', (text, problem) => {
    expect(readDollars(text)).toEqual({ ok: false, problem });
  });

  it('reads exactly the largest amount', () => {
    expect(readDollars('$20,000,000.00')).toEqual({ ok: true, cents: 2_000_000_000 });
  });
});

describe('centsToDecimal (a dollars field’s value from cents, no float on the way)', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1_005, '10.05'],
    [3_000_000, '30000.00'],
    [-150, '-1.50'],
  ])('%i cents is %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });

  it('reads back to the same cents', () => {
    for (const cents of [1, 99, 100, 123_456, 2_000_000_000])
      expect(parseDollarsToCents(centsToDecimal(cents))).toBe(cents);
  });
});
