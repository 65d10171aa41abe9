import { describe, expect, it } from 'vitest';
import { addDays, isShortDated, SHORT_DATED_DAYS } from './short-dated.ts';

describe('addDays', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-08', 0, '2026-03-08'],
  ])('%s + %i days is %s', (today, days, expected) => {
    expect(addDays(today, days)).toBe(expected);
  });
});

describe('isShortDated (short-dates mode /pharmacy/shortdates: expires within 180 days)', () => {
  const today = '2026-03-01';

  it('uses a 180-day window', () => expect(SHORT_DATED_DAYS).toBe(180));

  it.each([
    ['2026-03-01', true, 'expires today'],
    ['2026-06-01', true, 'inside the window'],
    [addDays(today, 180), true, 'on the last day of the window'],
    [addDays(today, 181), false, 'just outside the window'],
    ['2026-02-28', false, 'already expired'],
    [null, false, 'no expiry date'],
  ] as [string | null, boolean, string][])('%s → %s (%s)', (expiry, expected) => {
    expect(isShortDated(expiry, today)).toBe(expected);
  });
});
