import { describe, expect, it } from 'vitest';
import type { ShippingCalendar } from './business-days.ts';
import {
  applySameCutoffToAllDays,
  cutoffFieldName,
  cutoffFor,
  CUTOFF_TIME_MESSAGE,
  formatCutoffTime,
  parseCutoffTime,
  planShipDate,
  shippingCutoff,
  validateCutoffSettings,
  validateCutoffTime,
  zonedWallClock,
  type CutoffSettings,
} from './cutoffs.ts';

// November 2026 in New York is UTC-5: Fri 20, Sat 21, Sun 22, Mon 23, Wed 25, Thu 26 (holiday here).
const newYork = (local: string) => new Date(`${local}-05:00`);
const calendar: ShippingCalendar = {
  holidays: ['11-26'],
  vacations: [{ startDate: '2026-12-21', endDate: '2026-12-31' }],
};
const perDay = {
  monday: '17:00',
  tuesday: '17:00',
  wednesday: '17:00',
  thursday: '17:00',
  friday: '15:30',
  saturday: null,
};
const settings: CutoffSettings = { sameForAllDays: false, allDays: null, perDay };

describe('validateCutoffTime (supplier-side §5: a time like 5:00, max length 5)', () => {
  it('uses the spec message verbatim', () => {
    expect(CUTOFF_TIME_MESSAGE).toBe('Please enter valid a overnight shipping cutoff time (e.g. 5:00).');
  });

  it.each(['5:00', '05:00', '17:30', '0:00', '23:59'])('accepts %j', (text) => {
    expect(validateCutoffTime(text)).toBeNull();
  });

  it.each(['', '5', '5:0', '24:00', '12:60', '5:00 PM', '017:00', '5.00', 'ab:cd'])(
    'rejects %j with the spec message',
    (text) => {
      expect(validateCutoffTime(text)).toBe(CUTOFF_TIME_MESSAGE);
    },
  );

  it('reads 24-hour times as minutes after midnight', () => {
    expect(parseCutoffTime('5:00')).toBe(300);
    expect(parseCutoffTime('17:30')).toBe(1050);
    expect(parseCutoffTime('17:300')).toBeNull();
  });
});

describe('validateCutoffSettings', () => {
  it('requires the all-days field when the same cut-off applies to all days (supplier-side §4)', () => {
    const errors = validateCutoffSettings({ ...settings, sameForAllDays: true, allDays: '' });
    expect(errors).toEqual({ [cutoffFieldName('all_days')]: [CUTOFF_TIME_MESSAGE] });
  });

  it('names the per-day field supplier_shipping_setting_{day}_cutoff when a day is invalid', () => {
    const errors = validateCutoffSettings({ ...settings, perDay: { ...perDay, tuesday: '25:00' } });
    expect(errors).toEqual({ supplier_shipping_setting_tuesday_cutoff: [CUTOFF_TIME_MESSAGE] });
  });

  it('accepts empty per-day fields when each day has its own cut-off', () => {
    expect(validateCutoffSettings(settings)).toEqual({});
  });
});

describe('applySameCutoffToAllDays (supplier-side §4, §9: copied to monday through saturday, sunday excluded)', () => {
  it('copies a valid all-days value to Monday through Saturday when the option is checked', () => {
    const applied = applySameCutoffToAllDays({ ...settings, sameForAllDays: true, allDays: ' 16:00 ' });
    expect(applied.perDay).toEqual({
      monday: '16:00',
      tuesday: '16:00',
      wednesday: '16:00',
      thursday: '16:00',
      friday: '16:00',
      saturday: '16:00',
    });
    expect(Object.keys(applied.perDay)).not.toContain('sunday');
  });

  it.each([
    ['an invalid value', { ...settings, sameForAllDays: true, allDays: '16' }],
    ['the option unchecked', { ...settings, sameForAllDays: false, allDays: '16:00' }],
  ])('leaves the per-day values alone for %s', (_, input) => {
    expect(applySameCutoffToAllDays(input).perDay).toEqual(perDay);
  });
});

describe('cutoffFor', () => {
  it.each([
    ['friday', false, '15:30'],
    ['saturday', false, null],
    ['friday', true, '16:00'],
    ['sunday', true, null],
  ] as const)('answers the %s cut-off (same for all days: %s) as %j', (day, same, expected) => {
    expect(cutoffFor({ ...settings, sameForAllDays: same, allDays: '16:00' }, day)).toBe(expected);
  });
});

describe('formatCutoffTime', () => {
  it.each([
    ['17:00', '5:00 PM'],
    ['5:00', '5:00 AM'],
    ['0:15', '12:15 AM'],
    ['12:00', '12:00 PM'],
    ['bad', 'bad'],
  ])('shows %s as %s', (time, expected) => expect(formatCutoffTime(time)).toBe(expected));
});

describe('zonedWallClock', () => {
  it('reads the date and time in the supplier zone when UTC is already tomorrow', () => {
    expect(zonedWallClock(new Date('2026-11-21T02:30:15Z'), 'America/New_York')).toEqual({
      date: '2026-11-20',
      secondsOfDay: 21 * 3600 + 30 * 60 + 15,
    });
  });

  it('reads another zone when the supplier is on the west coast', () => {
    expect(zonedWallClock(new Date('2026-11-20T20:00:00Z'), 'America/Los_Angeles').date).toBe('2026-11-20');
  });
});

describe('planShipDate (orders before the cut-off ship today, later ones the next business day)', () => {
  it.each([
    ['2026-11-23T16:59:59', '2026-11-23', 'Monday one second before the cut-off'],
    ['2026-11-23T17:00:00', '2026-11-24', 'Monday at the cut-off'],
    ['2026-11-20T15:00', '2026-11-20', 'Friday before its own 15:30 cut-off'],
    ['2026-11-20T15:30', '2026-11-23', 'Friday after the cut-off → Monday'],
    ['2026-11-21T09:00', '2026-11-23', 'Saturday → Monday'],
    ['2026-11-25T18:00', '2026-11-27', 'Wednesday after the cut-off, Thursday a holiday → Friday'],
    ['2026-11-26T09:00', '2026-11-27', 'on the holiday itself → Friday'],
    [
      '2026-12-18T16:00',
      '2027-01-01',
      'the Friday before a vacation, after the cut-off → after the vacation',
    ],
  ])('at %s ships %s (%s)', (local, expected) => {
    expect(planShipDate({ now: newYork(local), settings, calendar }).shipDate).toBe(expected);
  });

  it('uses the 17:00 default when the supplier has no settings', () => {
    expect(planShipDate({ now: newYork('2026-11-24T16:00'), settings: null, calendar }).cutoff).toBe('17:00');
  });
});

describe('shippingCutoff (pharmacy-side §3 Shipping cutoff: cutoff_message, cutoff_past)', () => {
  it.each([
    ['2026-11-23T14:45', 'Order within 2h 15m to ship today', false],
    ['2026-11-23T16:15:30', 'Order within 45m to ship today', false],
    ['2026-11-23T16:59:30', 'Order within 1m to ship today', false],
    ['2026-11-23T17:00', "Today's cut-off (5:00 PM) has passed; orders ship tomorrow", true],
    ['2026-11-20T16:00', "Today's cut-off (3:30 PM) has passed; orders ship on Monday", true],
    ['2026-11-22T10:00', 'No shipping today; orders ship tomorrow', true],
    ['2026-11-21T10:00', 'No shipping today; orders ship on Monday', true],
    ['2026-12-18T16:00', "Today's cut-off (3:30 PM) has passed; orders ship on Friday, Jan 1", true],
  ])('at %s says %j (past: %s)', (local, message, past) => {
    expect(shippingCutoff({ now: newYork(local), settings, calendar })).toEqual({
      cutoff_message: message,
      cutoff_past: past,
    });
  });

  it('judges the cut-off on the supplier wall clock when the zone differs', () => {
    const now = new Date('2026-11-23T21:30:00Z'); // 16:30 in New York, 13:30 in Los Angeles
    expect(shippingCutoff({ now, timeZone: 'America/New_York', settings, calendar }).cutoff_past).toBe(false);
    expect(shippingCutoff({ now, timeZone: 'America/Los_Angeles', settings, calendar }).cutoff_message).toBe(
      'Order within 3h 30m to ship today',
    );
  });
});
