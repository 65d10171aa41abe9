import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, nextBusinessDay, type ShippingCalendar } from './business-days.ts';
import { monthDayOf, type MonthDay } from './holidays.ts';

// DESIGN §7 property tests for the shipping calendar (pharmacy-side §4 "weekends suppress delivery
// dates"; sellers' yearly holidays and vacation times, supplier-side §5, pharmacy-side §3).
const DAY_MS = 86_400_000;
const FIRST = Date.UTC(2020, 0, 1);
const LAST = Date.UTC(2035, 11, 31);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isoDate = fc.integer({ min: 0, max: (LAST - FIRST) / DAY_MS }).map((d) => iso(FIRST + d * DAY_MS));

// A holiday as a month and day (February 29 included), as the shipping model keeps it ('MM-DD').
const monthDay: fc.Arbitrary<MonthDay> = fc
  .integer({ min: 0, max: 365 })
  .map((d) => new Date(Date.UTC(2024, 0, 1) + d * DAY_MS))
  .map((date) => ({ month: date.getUTCMonth() + 1, day: date.getUTCDate() }));
const vacation = fc
  .tuple(isoDate, fc.integer({ min: 0, max: 20 }))
  .map(([start, days]) => ({ startDate: start, endDate: iso(Date.parse(start) + days * DAY_MS) }));
const calendarCase = fc
  .record({
    holidays: fc.array(monthDay, { maxLength: 12 }),
    vacations: fc.array(vacation, { maxLength: 4 }),
  })
  .map(({ holidays, vacations }) => ({
    days: holidays,
    calendar: { holidays: holidays.map(monthDayOf), vacations },
  }));
type CalendarCase = { days: MonthDay[]; calendar: ShippingCalendar };

/** The calendar's rule restated: a weekday, not a yearly holiday, not inside a vacation time. */
function isOpen(date: string, { days, calendar }: CalendarCase): boolean {
  const at = new Date(`${date}T00:00:00Z`);
  const weekday = at.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  if (days.some((h) => h.month === at.getUTCMonth() + 1 && h.day === at.getUTCDate())) return false;
  return !calendar.vacations.some((v) => v.startDate <= date && date <= v.endDate);
}

/** Business days in (from, to], walked day by day. */
function countOpenDays(from: string, to: string, c: CalendarCase): number {
  let count = 0;
  for (let ms = Date.parse(from) + DAY_MS; ms <= Date.parse(to); ms += DAY_MS)
    if (isOpen(iso(ms), c)) count++;
  return count;
}

describe('business days properties', () => {
  it('lands addBusinessDays(n) on a business day n business days later for any date and calendar', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 0, max: 25 }), calendarCase, (date, n, c) => {
        const result = addBusinessDays(date, n, c.calendar);
        expect(isOpen(result, c)).toBe(true);
        expect(result >= date).toBe(true);
        if (n === 0) expect(countOpenDays(date, result, c)).toBe(result === date ? 0 : 1);
        else expect(countOpenDays(date, result, c)).toBe(n);
      }),
      { numRuns: 500 },
    );
  });

  it('is monotone in n, strictly from n = 1, for any date and calendar', () => {
    fc.assert(
      fc.property(
        isoDate,
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        calendarCase,
        (date, a, b, c) => {
          const [n, m] = a <= b ? [a, b] : [b, a];
          const early = addBusinessDays(date, n, c.calendar);
          const late = addBusinessDays(date, m, c.calendar);
          expect(early <= late).toBe(true);
          if (n >= 1 && n < m) expect(early < late).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps a business day itself at n = 0 and otherwise agrees with n = 1 for any date and calendar', () => {
    fc.assert(
      fc.property(isoDate, calendarCase, (date, c) => {
        const zero = addBusinessDays(date, 0, c.calendar);
        if (isOpen(date, c)) expect(zero).toBe(date);
        else expect(zero).toBe(addBusinessDays(date, 1, c.calendar));
      }),
      { numRuns: 500 },
    );
  });

  it('finds the first business day strictly after the date for any date and calendar', () => {
    fc.assert(
      fc.property(isoDate, calendarCase, (date, c) => {
        const next = nextBusinessDay(date, c.calendar);
        expect(next > date).toBe(true);
        expect(isOpen(next, c)).toBe(true);
        expect(countOpenDays(date, next, c)).toBe(1);
      }),
      { numRuns: 500 },
    );
  });
});
