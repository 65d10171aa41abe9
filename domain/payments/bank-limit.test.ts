import { describe, expect, it } from 'vitest';
import {
  isBankTransferAvailable,
  remainingWeeklyAllowanceCents,
  WEEKLY_UNVERIFIED_LIMIT_CENTS,
  weekStart,
} from './bank-limit.ts';

describe('isBankTransferAvailable (pharmacy-side §3 Payment methods, §4 Checkout: weekly sending limit)', () => {
  it.each([
    ['verified, whatever the amount', true, 10_000_000, 10_000_000, true],
    ['unverified, first order within the limit', false, 0, 500_000, true],
    ['unverified, first order over the limit', false, 0, 500_001, false],
    ['unverified, order fitting what is left', false, 300_000, 200_000, true],
    ['unverified, order exceeding what is left', false, 300_000, 200_001, false],
    ['unverified, already over the limit', false, 600_000, 1, false],
    ['unverified, nothing left and a zero order', false, 500_000, 0, true],
  ])('answers %s', (_label, verified, sentThisWeekCents, orderTotalCents, available) => {
    expect(isBankTransferAvailable({ verified, sentThisWeekCents, orderTotalCents })).toBe(available);
  });

  it('sets the weekly limit at $5,000.00', () => {
    expect(WEEKLY_UNVERIFIED_LIMIT_CENTS).toBe(500_000);
    expect(remainingWeeklyAllowanceCents(700_000)).toBe(0);
    expect(remainingWeeklyAllowanceCents(125_000)).toBe(375_000);
  });
});

describe('weekStart (the week counts from Monday 00:00 UTC)', () => {
  it.each([
    ['2025-06-16T00:00:00.000Z', '2025-06-16T00:00:00.000Z'], // Monday midnight
    ['2025-06-18T13:45:00.000Z', '2025-06-16T00:00:00.000Z'], // Wednesday
    ['2025-06-22T23:59:59.999Z', '2025-06-16T00:00:00.000Z'], // Sunday night
    ['2025-06-15T10:00:00.000Z', '2025-06-09T00:00:00.000Z'], // Sunday belongs to the week before
    ['2025-03-02T08:00:00.000Z', '2025-02-24T00:00:00.000Z'], // across a month
    ['2026-01-01T08:00:00.000Z', '2025-12-29T00:00:00.000Z'], // across a year
  ])('puts %s in the week starting %s', (now, start) => {
    expect(weekStart(new Date(now)).toISOString()).toBe(start);
  });
});
