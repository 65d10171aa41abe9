import { describe, expect, it } from 'vitest';
import { CUTOFF_TIME_MESSAGE } from '../shipping/cutoffs.ts';
import { HOLIDAY_FORMAT_MESSAGE } from '../shipping/holidays.ts';
import {
  normalizeShippingSettings,
  SHIPPING_MESSAGES,
  validateShippingSettings,
  type ShippingInput,
} from './shipping-rules.ts';

const base: ShippingInput = {
  timeZone: 'America/Chicago',
  freeShippingMinimumCents: 50_000,
  overnightPreselected: false,
  cutoffs: {
    sameForAllDays: true,
    allDays: '17:00',
    perDay: { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null },
  },
  methods: [{ serviceType: 'ground', name: 'Ground', transitBusinessDays: 3, feeCents: 1_500 }],
  holidays: [{ name: 'Christmas Day', monthDay: 'dec 25' }],
};

describe('normalizeShippingSettings', () => {
  it('copies the same cut-off to monday through saturday, not sunday, when same for all days (supplier-side §4)', () => {
    const { cutoffs } = normalizeShippingSettings({
      ...base,
      cutoffs: { ...base.cutoffs, allDays: ' 9:30 ' },
    });
    expect(cutoffs.perDay).toEqual({
      monday: '9:30',
      tuesday: '9:30',
      wednesday: '9:30',
      thursday: '9:30',
      friday: '9:30',
      saturday: '9:30',
    });
    expect(cutoffs).not.toHaveProperty('perDay.sunday');
  });

  it('keeps per-day cut-offs and drops an invalid hidden all-days time when not same for all days', () => {
    const perDay = { ...base.cutoffs.perDay, monday: '16:00', saturday: ' ' };
    const { cutoffs } = normalizeShippingSettings({
      ...base,
      cutoffs: { sameForAllDays: false, allDays: 'soon', perDay },
    });
    expect(cutoffs.allDays).toBeNull();
    expect(cutoffs.perDay.monday).toBe('16:00');
    expect(cutoffs.perDay.saturday).toBeNull();
  });

  it('writes holidays as Month DD (supplier-side §5 holiday date format)', () => {
    expect(normalizeShippingSettings(base).holidays).toEqual([
      { name: 'Christmas Day', monthDay: 'December 25' },
    ]);
  });
});

describe('validateShippingSettings', () => {
  it('accepts a complete form', () => {
    expect(validateShippingSettings(normalizeShippingSettings(base))).toEqual({});
  });

  it('names the all-days cut-off with the spec message when it is not a time like 5:00 (supplier-side §5)', () => {
    const errors = validateShippingSettings({ ...base, cutoffs: { ...base.cutoffs, allDays: '17:000' } });
    expect(errors.supplier_shipping_setting_all_days_cutoff).toEqual([CUTOFF_TIME_MESSAGE]);
  });

  it('names the holiday row when its date is not month name and day', () => {
    const errors = validateShippingSettings({ ...base, holidays: [{ name: 'Day', monthDay: '12/25' }] });
    expect(errors['holidays.0.month_day']).toEqual([HOLIDAY_FORMAT_MESSAGE]);
  });

  it('refuses duplicate service types, a bad fee and transit days outside 1 to 30', () => {
    const method = base.methods[0]!;
    const errors = validateShippingSettings({
      ...base,
      methods: [method, { ...method, feeCents: Number.NaN, transitBusinessDays: 0 }],
    });
    expect(errors['shipping_methods.1.service_type']).toEqual([SHIPPING_MESSAGES.serviceTypeTaken]);
    expect(errors['shipping_methods.1.fee']).toEqual([SHIPPING_MESSAGES.amount]);
    expect(errors['shipping_methods.1.transit_business_days']).toEqual([SHIPPING_MESSAGES.transitDays]);
  });

  it('needs an overnight method when overnight is preselected (pharmacy-side §4 shipping marker)', () => {
    expect(validateShippingSettings({ ...base, overnightPreselected: true }).overnight_preselected).toEqual([
      SHIPPING_MESSAGES.overnightMissing,
    ]);
  });

  it('refuses an unknown time zone and a free-shipping minimum that is not an amount', () => {
    const errors = validateShippingSettings({
      ...base,
      timeZone: 'Mars/Olympus',
      freeShippingMinimumCents: Number.NaN,
    });
    expect(errors.time_zone).toEqual([SHIPPING_MESSAGES.timeZone]);
    expect(errors.free_shipping_minimum).toEqual([SHIPPING_MESSAGES.amount]);
  });
});
