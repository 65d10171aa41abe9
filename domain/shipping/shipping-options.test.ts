import { describe, expect, it } from 'vitest';
import { addCalendarDays, isWeekend, type ShippingCalendar } from './business-days.ts';
import { planShipDate, type CutoffSettings } from './cutoffs.ts';
import { isHoliday } from './holidays.ts';
import {
  allowedMethods,
  FREE_SHIPPING_MESSAGE,
  labelDeliveryDate,
  methodWarning,
  preselectMethod,
  shippingFee,
  timeInTransit,
  type ShippingMethod,
} from './shipping-options.ts';

// November 2026 in New York (UTC-5): Fri 20, Sat 21, Sun 22, Mon 23, Tue 24, Wed 25, Thu 26, Fri 27.
const newYork = (local: string) => new Date(`${local}-05:00`);
const cutoffs: CutoffSettings = {
  sameForAllDays: true,
  allDays: '17:00',
  perDay: { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null },
};
const calendar: ShippingCalendar = {
  holidays: ['11-26'],
  vacations: [{ startDate: '2026-12-21', endDate: '2026-12-24' }],
};
const methods: ShippingMethod[] = [
  { service_type: 'ground', name: 'Ground', transitBusinessDays: 3, feeCents: 995 },
  { service_type: 'two_day', name: 'Two Day', transitBusinessDays: 2, feeCents: 1995 },
  { service_type: 'overnight', name: 'Overnight', transitBusinessDays: 1, feeCents: 3495 },
];

describe('labelDeliveryDate (pharmacy-side §4: Today, Tomorrow or weekday format)', () => {
  it.each([
    ['2026-11-23', '2026-11-23', 'Today'],
    ['2026-11-24', '2026-11-23', 'Tomorrow'],
    ['2026-11-23', '2026-11-22', 'Tomorrow'],
    ['2026-11-23', '2026-11-20', 'Monday, Nov 23'],
    ['2026-11-25', '2026-11-23', 'Wednesday, Nov 25'],
    ['2027-01-01', '2026-12-31', 'Tomorrow'],
  ])('labels %s seen on %s as %j', (delivery, today, expected) => {
    expect(labelDeliveryDate(delivery, today)).toBe(expected);
  });
});

describe('timeInTransit (pharmacy-side §3 Shipping time option: delivery_date, delivery_time, service_type)', () => {
  it('counts transit from today when ordered on a business day before the cut-off', () => {
    expect(timeInTransit({ now: newYork('2026-11-23T10:00'), cutoffs, calendar, methods })).toEqual([
      {
        service_type: 'ground',
        delivery_date: '2026-11-27',
        delivery_time: 'End of day',
        label: 'Friday, Nov 27',
      },
      {
        service_type: 'two_day',
        delivery_date: '2026-11-25',
        delivery_time: 'End of day',
        label: 'Wednesday, Nov 25',
      },
      {
        service_type: 'overnight',
        delivery_date: '2026-11-24',
        delivery_time: '10:30 AM',
        label: 'Tomorrow',
      },
    ]);
  });

  it('ships Monday and delivers Tuesday overnight when ordered Friday after the cut-off', () => {
    const [, , overnight] = timeInTransit({ now: newYork('2026-11-20T17:30'), cutoffs, calendar, methods });
    expect(overnight).toMatchObject({ delivery_date: '2026-11-24', label: 'Tuesday, Nov 24' });
  });

  it('labels Monday delivery Tomorrow when ordered on a Sunday with same-day transit', () => {
    const sameDay = [{ service_type: 'courier', name: 'Courier', transitBusinessDays: 0, feeCents: 0 }];
    const [option] = timeInTransit({ now: newYork('2026-11-22T12:00'), cutoffs, calendar, methods: sameDay });
    expect(option).toMatchObject({ delivery_date: '2026-11-23', label: 'Tomorrow' });
  });

  it('skips a holiday in transit when delivery would fall on it', () => {
    const [, twoDay] = timeInTransit({ now: newYork('2026-11-24T09:00'), cutoffs, calendar, methods });
    expect(twoDay?.delivery_date).toBe('2026-11-27');
  });

  it('delivers during the supplier vacation when the parcel left before it (vacations only stop shipping)', () => {
    const [ground] = timeInTransit({ now: newYork('2026-12-17T09:00'), cutoffs, calendar, methods });
    expect(ground?.delivery_date).toBe('2026-12-22');
  });

  it('never delivers on a weekend or holiday, nor before the ship date, over a year of order times', () => {
    const holidayCalendar: ShippingCalendar = {
      holidays: ['01-01', '07-04', '11-26', '12-25'],
      vacations: [],
    };
    for (let day = 0; day < 366; day++) {
      for (const hour of ['08:00', '19:00']) {
        const now = newYork(`${addCalendarDays('2026-01-01', day)}T${hour}`);
        const { shipDate } = planShipDate({ now, settings: cutoffs, calendar: holidayCalendar });
        for (const option of timeInTransit({ now, cutoffs, calendar: holidayCalendar, methods })) {
          expect(isWeekend(option.delivery_date)).toBe(false);
          expect(isHoliday(option.delivery_date, holidayCalendar.holidays)).toBe(false);
          expect(option.delivery_date > shipDate).toBe(true);
        }
      }
    }
  });
});

describe('preselectMethod (pharmacy-side §4 Shipping choice)', () => {
  const option = (service_type: string, delivery_date: string, feeCents: number) => ({
    service_type,
    delivery_date,
    feeCents,
  });

  it('preselects the cheapest among methods with the same delivery date', () => {
    const options = [
      option('overnight', '2026-11-24', 3495),
      option('priority', '2026-11-24', 2495),
      option('ground', '2026-11-27', 995),
    ];
    expect(preselectMethod(options, { overnightMarker: false })).toBe('ground');
    const sameDay = [option('overnight', '2026-11-24', 3495), option('priority', '2026-11-24', 2495)];
    expect(preselectMethod(sameDay, { overnightMarker: false })).toBe('priority');
  });

  it('never preselects a dearer method because it is faster: the marker alone chooses overnight (issue 21)', () => {
    const options = [option('overnight', '2026-11-24', 4500), option('ground', '2026-11-27', 1500)];
    expect(preselectMethod(options, { overnightMarker: false })).toBe('ground');
  });

  it('preselects the fastest of methods that cost the same, as when shipping is free', () => {
    const options = [option('ground', '2026-11-27', 0), option('overnight', '2026-11-24', 0)];
    expect(preselectMethod(options, { overnightMarker: false })).toBe('overnight');
  });

  it('keeps the first listed when the same date and fee tie', () => {
    const options = [option('a', '2026-11-25', 500), option('b', '2026-11-25', 500)];
    expect(preselectMethod(options, { overnightMarker: false })).toBe('a');
  });

  it('preselects overnight when the shipping marker says so', () => {
    const options = [option('ground', '2026-11-24', 0), option('overnight', '2026-11-24', 3495)];
    expect(preselectMethod(options, { overnightMarker: true })).toBe('overnight');
  });

  it('falls back to the usual rule when the marker is set but no overnight method is offered', () => {
    expect(preselectMethod([option('ground', '2026-11-27', 995)], { overnightMarker: true })).toBe('ground');
  });

  it('answers null when there are no methods', () =>
    expect(preselectMethod([], { overnightMarker: false })).toBeNull());
});

describe('shippingFee (pharmacy-side §4: free shipping when the subtotal reaches the supplier minimum)', () => {
  const method = { feeCents: 995 };

  it.each([
    [50_000, 50_000, { shipping_costs: 0, message: FREE_SHIPPING_MESSAGE }, 'exactly at the threshold'],
    [60_000, 50_000, { shipping_costs: 0, message: FREE_SHIPPING_MESSAGE }, 'above the threshold'],
    [49_999, 50_000, { shipping_costs: 995, message: 'Add $0.01 more for free shipping' }, 'one cent short'],
    [12_345, 150_000, { shipping_costs: 995, message: 'Add $1,376.55 more for free shipping' }, 'well short'],
    [1_000_000, null, { shipping_costs: 995, message: '' }, 'no free-shipping minimum'],
  ] as [number, number | null, { shipping_costs: number; message: string }, string][])(
    'subtotal %i with minimum %s charges %j (%s)',
    (subtotalCents, freeShippingMinimumCents, expected) => {
      expect(shippingFee({ method, subtotalCents, freeShippingMinimumCents })).toEqual(expected);
    },
  );

  it('says nothing when the method itself is free', () => {
    expect(
      shippingFee({ method: { feeCents: 0 }, subtotalCents: 100, freeShippingMinimumCents: 50_000 }),
    ).toEqual({
      shipping_costs: 0,
      message: '',
    });
  });
});

describe('allowedMethods and methodWarning (pharmacy-side §4: the intersection of the items specific shipping methods)', () => {
  it.each([
    [[null, null], null, 'no item restricts'],
    [[['ground', 'overnight'], null], ['ground', 'overnight'], 'one item restricts'],
    [
      [
        ['ground', 'overnight'],
        ['overnight', 'two_day'],
      ],
      ['overnight'],
      'two items overlap',
    ],
    [[['ground'], ['overnight']], [], 'two items share nothing'],
    [[], null, 'an empty cart'],
  ] as [(string[] | null)[], string[] | null, string][])('intersects %j into %j (%s)', (items, expected) => {
    expect(allowedMethods(items)).toEqual(expected);
  });

  it.each([
    ['ground', null, null, 'any method is allowed'],
    ['ground', ['ground', 'overnight'], null, 'the chosen method is allowed'],
    [
      'ground',
      ['overnight', 'two_day'],
      'The selected shipping method is not allowed for all items in this order. Allowed: Overnight, Two Day.',
      'the chosen method is outside the intersection',
    ],
    ['ground', [], 'No shipping method is allowed for all items in this order.', 'the intersection is empty'],
  ] as [string, string[] | null, string | null, string][])(
    'warns about %s within %j with %j (%s)',
    (chosen, allowed, expected) => {
      expect(methodWarning(chosen, allowed)).toBe(expected);
    },
  );
});
