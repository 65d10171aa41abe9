import { describe, expect, it } from 'vitest';
import { currentPeriod, isPeriod, periodBounds, previousPeriod } from './statement-period.ts';

describe('statement periods', () => {
  it('closes the previous month when the monthly run starts on the 1st (issue 4: monthly statements)', () => {
    expect(previousPeriod(new Date('2026-03-01T00:05:00Z'))).toBe('2026-02');
    expect(previousPeriod(new Date('2026-01-01T00:00:00Z'))).toBe('2025-12');
  });

  it('gives the month of now when asked for the current period (balance dropdown "this month")', () => {
    expect(currentPeriod(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12');
  });

  it('bounds a period by its first day and the first day after it when the month ends the year', () => {
    expect(periodBounds('2026-02')).toEqual({ start: '2026-02-01', end: '2026-03-01' });
    expect(periodBounds('2026-12')).toEqual({ start: '2026-12-01', end: '2027-01-01' });
  });

  it('rejects texts that are not YYYY-MM when reading a period', () => {
    expect(isPeriod('2026-13')).toBe(false);
    expect(isPeriod('2026-1')).toBe(false);
    expect(isPeriod('2026-10')).toBe(true);
    expect(() => periodBounds('2026-00')).toThrow(RangeError);
  });
});
