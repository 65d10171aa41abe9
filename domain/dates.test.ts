import { describe, expect, it } from 'vitest';
import { daysBetween, INVALID_DATE_MESSAGE, isoDate, parseDate } from './dates.ts';

describe('parseDate (pharmacy-side §5: YYYY-MM-DD or MM-DD-YYYY)', () => {
  it.each([
    ['2026-02-28', '2026-02-28'],
    ['02-28-2026', '2026-02-28'],
    ['2-8-2026', '2026-02-08'],
    ['02/28/2026', '2026-02-28'], // CSV files carry MM/DD/YYYY
    [' 12-31-2027 ', '2027-12-31'],
    ['02-29-2024', '2024-02-29'], // leap year
  ])('reads %j as %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it.each([
    '02-30-2026',
    '2026-02-30',
    '02-29-2025',
    '13-01-2026',
    '00-10-2026',
    '04-31-2026',
    '2026-1-5',
    '28-02-2026',
    'tomorrow',
    '',
  ])('refuses %j (not a real calendar date in either format)', (text) => {
    expect(parseDate(text)).toBeNull();
  });

  it("carries the spec's message for an invalid date", () => {
    expect(INVALID_DATE_MESSAGE).toBe('Please enter a valid date in the format MM-DD-YYYY');
  });
});

describe('isoDate', () => {
  it('gives the UTC calendar date of an instant', () => {
    expect(isoDate(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-01');
    expect(isoDate(new Date('2026-03-01T00:00:00-05:00'))).toBe('2026-03-01');
  });
});

describe('daysBetween', () => {
  it('counts calendar days between ISO dates across a month end', () => {
    expect(daysBetween('2026-01-30', '2026-03-01')).toBe(30);
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(0);
  });
});
