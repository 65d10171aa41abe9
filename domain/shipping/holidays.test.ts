import { describe, expect, it } from 'vitest';
import {
  formatHoliday,
  holidayOf,
  HOLIDAY_FORMAT_MESSAGE,
  isHoliday,
  normalizeHoliday,
  parseHoliday,
  validateHoliday,
} from './holidays.ts';

describe('parseHoliday (supplier-side §5: holiday date format is month name and day)', () => {
  it.each([
    ['December 25', { month: 12, day: 25 }],
    ['december 25', { month: 12, day: 25 }],
    ['Dec 25', { month: 12, day: 25 }],
    ['Dec. 25', { month: 12, day: 25 }],
    ['July 04', { month: 7, day: 4 }],
    ['July 4', { month: 7, day: 4 }],
    ['  January   1 ', { month: 1, day: 1 }],
    ['February 29', { month: 2, day: 29 }],
  ])('reads %j as a month and day', (text, expected) => {
    expect(parseHoliday(text)).toEqual(expected);
  });

  it.each([
    ['February 30', 'a day the month never has'],
    ['April 31', 'a day the month never has'],
    ['December 0', 'day zero'],
    ['Decembre 25', 'an unknown month name'],
    ['12-25', 'digits instead of a month name'],
    ['2026-12-25', 'an ISO date'],
    ['December', 'no day'],
    ['', 'nothing'],
    ['December 25'.padEnd(40, ' ') + 'x', 'text longer than the cap'],
  ])('rejects %j (%s)', (text) => {
    expect(parseHoliday(text)).toBeNull();
  });
});

describe('formatHoliday and normalizeHoliday (pharmacy-side §5: holiday as Month DD)', () => {
  it('writes the full month name and a two-digit day when formatting', () => {
    expect(formatHoliday({ month: 7, day: 4 })).toBe('July 04');
    expect(formatHoliday({ month: 12, day: 25 })).toBe('December 25');
  });

  it('gives the canonical Month DD form when the text is a holiday', () => {
    expect(normalizeHoliday('dec 5')).toBe('December 05');
    expect(normalizeHoliday('nope')).toBeNull();
  });
});

describe('validateHoliday', () => {
  it('answers null when the text is a valid Month DD', () =>
    expect(validateHoliday('November 26')).toBeNull());
  it('answers the holiday message when the text is not a Month DD', () => {
    expect(validateHoliday('26/11')).toBe(HOLIDAY_FORMAT_MESSAGE);
  });
});

describe('holidayOf and isHoliday (yearly holidays)', () => {
  it('names the Month DD an ISO date falls on', () => expect(holidayOf('2026-07-04')).toBe('July 04'));

  it.each([
    ['2026-12-25', ['December 25'], true, 'the holiday itself'],
    ['2031-12-25', ['December 25'], true, 'the same day in another year'],
    ['2026-07-04', ['July 4'], true, 'a holiday written without the leading zero'],
    ['2026-12-24', ['December 25'], false, 'the day before'],
    ['2028-02-29', ['February 29'], true, 'February 29 in a leap year'],
    ['2026-12-25', ['garbage', 'December 25'], true, 'an unreadable entry beside a good one'],
    ['2026-12-25', [], false, 'no holidays'],
  ] as [string, string[], boolean, string][])('%s with %j is %s (%s)', (date, holidays, expected) => {
    expect(isHoliday(date, holidays)).toBe(expected);
  });
});
