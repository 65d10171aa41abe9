import { describe, expect, it } from 'vitest';
import {
  formatHoliday,
  holidayToMonthDay,
  isMonthDay,
  monthDayOf,
  monthDayToHoliday,
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

describe('the stored form MM-DD', () => {
  it('converts between the typed Month DD and MM-DD', () => {
    expect(holidayToMonthDay('July 4')).toBe('07-04');
    expect(holidayToMonthDay('dec 25')).toBe('12-25');
    expect(holidayToMonthDay('February 30')).toBeNull();
    expect(monthDayToHoliday('07-04')).toBe('July 04');
    expect(monthDayOf({ month: 2, day: 29 })).toBe('02-29');
  });

  it('accepts only real days as MM-DD', () => {
    expect(isMonthDay('12-25')).toBe(true);
    expect(isMonthDay('02-29')).toBe(true);
    for (const bad of ['02-30', '13-01', '00-10', '1-5', 'December 25', '12/25'])
      expect(isMonthDay(bad)).toBe(false);
  });
});

describe('isHoliday (yearly holidays, MM-DD)', () => {
  it.each([
    ['2026-12-25', ['12-25'], true, 'the holiday itself'],
    ['2031-12-25', ['12-25'], true, 'the same day in another year'],
    ['2026-12-24', ['12-25'], false, 'the day before'],
    ['2028-02-29', ['02-29'], true, 'February 29 in a leap year'],
    ['2026-12-25', ['07-04', '12-25'], true, 'one of several'],
    ['2026-12-25', [], false, 'no holidays'],
  ] as [string, string[], boolean, string][])('%s with %j is %s (%s)', (date, holidays, expected) => {
    expect(isHoliday(date, holidays)).toBe(expected);
  });
});
