import { describe, expect, it } from 'vitest';
import { monthStartOf, SpendLimitSchema, spendLimitBreach } from './spend-limits.ts';

describe('spendLimitBreach', () => {
  it('passes an order within both limits', () => {
    expect(spendLimitBreach({ perOrderCents: 10_000, perMonthCents: 50_000 }, 10_000, 40_000)).toBeNull();
  });

  it('names the per-order limit when one order is over it', () => {
    expect(spendLimitBreach({ perOrderCents: 10_000, perMonthCents: null }, 10_001, 0)).toEqual({
      reason: 'per_order',
      limitCents: 10_000,
    });
  });

  it('names the per-month limit when the month would go over it', () => {
    expect(spendLimitBreach({ perOrderCents: null, perMonthCents: 50_000 }, 10_000, 40_001)).toEqual({
      reason: 'per_month',
      limitCents: 50_000,
    });
  });

  it('passes everything when there is no limit', () => {
    expect(spendLimitBreach(null, 1_000_000, 1_000_000)).toBeNull();
    expect(spendLimitBreach({ perOrderCents: null, perMonthCents: null }, 1_000_000, 0)).toBeNull();
  });
});

describe('SpendLimitSchema', () => {
  it('refuses fractions and zero, names the field', () => {
    const result = SpendLimitSchema.safeParse({ per_order_cents: 10.5, per_month_cents: 0 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['per_order_cents', 'per_month_cents']);
  });
});

describe('monthStartOf', () => {
  it('is the first of the month', () => {
    expect(monthStartOf('2026-11-29')).toBe('2026-11-01');
  });
});
