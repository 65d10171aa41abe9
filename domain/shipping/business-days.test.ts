import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import {
  addBusinessDays,
  addCalendarDays,
  dayOfWeek,
  EMPTY_CALENDAR,
  formatWeekdayDate,
  isBusinessDay,
  isWeekend,
  nextBusinessDay,
  type ShippingCalendar,
} from './business-days.ts';

// November 2026: Fri 20, Sat 21, Sun 22, Mon 23, Tue 24, Wed 25, Thu 26, Fri 27.
const calendar: ShippingCalendar = {
  holidays: ['11-26', '12-25'],
  vacations: [{ startDate: '2026-12-28', endDate: '2026-12-31' }],
};

describe('addCalendarDays and dayOfWeek', () => {
  it.each([
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %i is %s', (date, days, expected) => {
    expect(addCalendarDays(date, days)).toBe(expected);
  });

  it('reads the weekday from the string alone, Sunday being 0', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(dayOfWeek('2026-11-21')).toBe(6);
  });
});

describe('isBusinessDay (pharmacy-side §4: weekends suppress delivery dates; holidays and vacation times)', () => {
  it.each([
    ['2026-11-20', true, 'a Friday'],
    ['2026-11-21', false, 'a Saturday'],
    ['2026-11-22', false, 'a Sunday'],
    ['2026-11-26', false, 'a holiday on a Thursday'],
    ['2026-12-25', false, 'a holiday on a Friday'],
    ['2026-12-28', false, 'the first day of a vacation'],
    ['2026-12-31', false, 'the last day of a vacation'],
    ['2027-01-01', true, 'the Friday after the vacation'],
    ['2026-12-24', true, 'the day before a holiday'],
  ])('%s is %s (%s)', (date, expected) => {
    expect(isBusinessDay(date, calendar)).toBe(expected);
  });

  it('never counts a weekend day even when the calendar is empty', () => {
    expect(isWeekend('2026-11-21')).toBe(true);
    expect(isBusinessDay('2026-11-21', EMPTY_CALENDAR)).toBe(false);
  });
});

describe('nextBusinessDay', () => {
  it.each([
    ['2026-11-20', '2026-11-23', 'Friday → Monday over the weekend'],
    ['2026-11-21', '2026-11-23', 'Saturday → Monday'],
    ['2026-11-25', '2026-11-27', 'Wednesday → Friday over a Thursday holiday'],
    ['2026-12-24', '2027-01-01', 'Thursday → over a holiday, a weekend and a vacation'],
  ])('%s → %s (%s)', (date, expected) => {
    expect(nextBusinessDay(date, calendar)).toBe(expected);
  });

  it('throws a rule violation when no business day exists for ten years', () => {
    const closed: ShippingCalendar = {
      holidays: [],
      vacations: [{ startDate: '2026-01-01', endDate: '2099-12-31' }],
    };
    expect(() => nextBusinessDay('2026-01-01', closed)).toThrow(DomainError);
  });
});

describe('addBusinessDays', () => {
  it.each([
    ['2026-11-20', 0, '2026-11-20', 'zero days from a business day is that day'],
    ['2026-11-21', 0, '2026-11-23', 'zero days from a Saturday is the Monday'],
    ['2026-11-20', 1, '2026-11-23', 'one day from Friday is Monday'],
    ['2026-11-21', 1, '2026-11-23', 'one day from Saturday is Monday'],
    ['2026-11-24', 2, '2026-11-27', 'two days from Tuesday skip the Thursday holiday'],
    ['2026-11-20', 5, '2026-11-30', 'a week of business days over a weekend and a holiday'],
  ])('%s + %i business days is %s (%s)', (date, n, expected) => {
    expect(addBusinessDays(date, n, calendar)).toBe(expected);
  });
});

describe('formatWeekdayDate (pharmacy-side §4: weekday format)', () => {
  it('writes the weekday, abbreviated month and day', () => {
    expect(formatWeekdayDate('2026-11-25')).toBe('Wednesday, Nov 25');
    expect(formatWeekdayDate('2027-01-01')).toBe('Friday, Jan 1');
  });
});
