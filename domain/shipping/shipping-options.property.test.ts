import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDollarsToCents } from '../money.ts';
import { CUTOFF_WEEKDAYS, planShipDate, type CutoffSettings } from './cutoffs.ts';
import { monthDayOf, type MonthDay } from './holidays.ts';
import {
  FREE_SHIPPING_MESSAGE,
  OVERNIGHT,
  preselectMethod,
  shippingFee,
  timeInTransit,
  type PricedOption,
  type ShippingMethod,
} from './shipping-options.ts';

// DESIGN §7 property tests for the shipping calendar: pharmacy-side §4 Shipping choice (weekends
// and holidays suppress delivery, cheapest of the earliest preselected, free-shipping minimum).
const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const now = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2035-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const timeZone = fc.constantFrom(
  undefined,
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Pacific/Honolulu',
  'UTC',
);

const monthDay: fc.Arbitrary<MonthDay> = fc
  .integer({ min: 0, max: 365 })
  .map((d) => new Date(Date.UTC(2024, 0, 1) + d * DAY_MS))
  .map((date) => ({ month: date.getUTCMonth() + 1, day: date.getUTCDate() }));
const vacation = fc
  .tuple(
    fc.integer({ min: Date.UTC(2019, 11, 1) / DAY_MS, max: Date.UTC(2035, 11, 31) / DAY_MS }),
    fc.integer({ min: 0, max: 20 }),
  )
  .map(([start, days]) => ({ startDate: iso(start * DAY_MS), endDate: iso((start + days) * DAY_MS) }));
const calendarCase = fc
  .record({ days: fc.array(monthDay, { maxLength: 12 }), vacations: fc.array(vacation, { maxLength: 4 }) })
  .map(({ days, vacations }) => ({ days, calendar: { holidays: days.map(monthDayOf), vacations } }));

const time = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${h}:${String(m).padStart(2, '0')}`),
  fc.constantFrom('', '25:00', 'noon'),
);
const cutoffs: fc.Arbitrary<CutoffSettings | null> = fc.option(
  fc.record({
    sameForAllDays: fc.boolean(),
    allDays: fc.option(time, { nil: null }),
    perDay: fc
      .tuple(...CUTOFF_WEEKDAYS.map(() => fc.option(time, { nil: null })))
      .map(
        (times) =>
          Object.fromEntries(CUTOFF_WEEKDAYS.map((day, i) => [day, times[i]!])) as CutoffSettings['perDay'],
      ),
  }),
  { nil: null },
);
const serviceType = fc.constantFrom('ground', 'two_day', OVERNIGHT, 'freight');
const method: fc.Arbitrary<ShippingMethod> = fc.record({
  service_type: serviceType,
  name: fc.constant('Method'),
  transitBusinessDays: fc.integer({ min: 0, max: 7 }),
  feeCents: fc.integer({ min: 0, max: 10_000 }),
});

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const isHolidayDate = (date: string, days: MonthDay[]) =>
  days.some((h) => h.month === Number(date.slice(5, 7)) && h.day === Number(date.slice(8, 10)));
const isWeekendDate = (date: string) => weekdayOf(date) === 0 || weekdayOf(date) === 6;

describe('timeInTransit properties', () => {
  it('never delivers on a weekend or holiday, nor before the ship date, for any time, cut-offs and calendar', () => {
    fc.assert(
      fc.property(
        now,
        timeZone,
        cutoffs,
        calendarCase,
        fc.array(method, { maxLength: 4 }),
        (at, zone, settings, c, methods) => {
          const input = { now: at, timeZone: zone, cutoffs: settings, calendar: c.calendar, methods };
          const { today, shipDate } = planShipDate({ ...input, settings });
          const options = timeInTransit(input);
          expect(options.map((o) => o.service_type)).toEqual(methods.map((m) => m.service_type));
          for (const option of options) {
            expect(isWeekendDate(option.delivery_date)).toBe(false);
            expect(isHolidayDate(option.delivery_date, c.days)).toBe(false);
            expect(option.delivery_date >= shipDate).toBe(true);
            expect(option.label === 'Today').toBe(option.delivery_date === today);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('ships on a business day on or after today, the next one when not today, for any time, cut-offs and calendar', () => {
    fc.assert(
      fc.property(now, timeZone, cutoffs, calendarCase, (at, zone, settings, c) => {
        const { today, shipDate, secondsLeft } = planShipDate({
          now: at,
          timeZone: zone,
          settings,
          calendar: c.calendar,
        });
        const open = (date: string) =>
          !isWeekendDate(date) &&
          !isHolidayDate(date, c.days) &&
          !c.calendar.vacations.some((v) => v.startDate <= date && date <= v.endDate);
        expect(shipDate >= today).toBe(true);
        expect(open(shipDate)).toBe(true);
        expect(shipDate === today).toBe(secondsLeft > 0);
        for (let ms = Date.parse(today) + DAY_MS; ms < Date.parse(shipDate); ms += DAY_MS)
          expect(open(iso(ms))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

const pricedOption: fc.Arbitrary<PricedOption> = fc.record({
  service_type: serviceType,
  delivery_date: fc.constantFrom('2026-11-23', '2026-11-24', '2026-11-25'),
  feeCents: fc.integer({ min: 0, max: 5_000 }),
});

describe('preselectMethod properties', () => {
  it('returns one of the offered service types, null only when none is offered, for any options', () => {
    fc.assert(
      fc.property(fc.array(pricedOption, { maxLength: 6 }), fc.boolean(), (options, overnightMarker) => {
        const chosen = preselectMethod(options, { overnightMarker });
        if (options.length === 0) expect(chosen).toBeNull();
        else expect(options.map((o) => o.service_type)).toContain(chosen);
      }),
      { numRuns: 500 },
    );
  });

  it('picks overnight under the marker, else the earliest among the cheapest, for any options', () => {
    fc.assert(
      fc.property(
        fc.array(pricedOption, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        (options, overnightMarker) => {
          const chosen = preselectMethod(options, { overnightMarker });
          if (overnightMarker && options.some((o) => o.service_type === OVERNIGHT)) {
            expect(chosen).toBe(OVERNIGHT);
            return;
          }
          const cheapest = Math.min(...options.map((o) => o.feeCents));
          const earliest = options
            .filter((o) => o.feeCents === cheapest)
            .map((o) => o.delivery_date)
            .sort()[0]!;
          const winner = options.find((o) => o.feeCents === cheapest && o.delivery_date === earliest)!;
          expect(chosen).toBe(winner.service_type);
          // Never a dearer method than another that arrives the same day (pharmacy-side §4).
          for (const o of options)
            if (o.delivery_date === winner.delivery_date)
              expect(winner.feeCents).toBeLessThanOrEqual(o.feeCents);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('shippingFee properties', () => {
  it('ships free exactly when the subtotal reaches the minimum, for any fee, subtotal and minimum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
        (feeCents, subtotalCents, freeShippingMinimumCents) => {
          const fee = shippingFee({ method: { feeCents }, subtotalCents, freeShippingMinimumCents });
          const reached = freeShippingMinimumCents !== null && subtotalCents >= freeShippingMinimumCents;
          expect(fee.shipping_costs).toBe(reached ? 0 : feeCents);
          expect(fee.message === FREE_SHIPPING_MESSAGE).toBe(reached && feeCents > 0);
          const missing = /^Add (\S+) more for free shipping$/.exec(fee.message);
          if (missing)
            expect(subtotalCents + parseDollarsToCents(missing[1]!)!).toBe(freeShippingMinimumCents);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
