import { describe, expect, it } from 'vitest';
import { fieldsAfterTypingAllDays } from './cutoff-fields.ts';
import type { ShippingForm } from './settings-api.ts';

const values: ShippingForm = {
  time_zone: 'America/New_York',
  ship_from_zipcode: null,
  free_shipping_minimum: null,
  overnight_preselected: false,
  same_cutoff_for_all_days: true,
  supplier_shipping_setting_all_days_cutoff: '17:00',
  supplier_shipping_setting_monday_cutoff: '17:00',
  supplier_shipping_setting_tuesday_cutoff: '17:00',
  supplier_shipping_setting_wednesday_cutoff: '17:00',
  supplier_shipping_setting_thursday_cutoff: '17:00',
  supplier_shipping_setting_friday_cutoff: '17:00',
  supplier_shipping_setting_saturday_cutoff: null,
  shipping_methods: [],
  holidays: [],
};

describe('fieldsAfterTypingAllDays', () => {
  it('copies a valid all-days cut-off to monday through saturday and never to sunday (supplier-side §4)', () => {
    const fields = fieldsAfterTypingAllDays(values, '5:00');
    expect(fields).toEqual({
      supplier_shipping_setting_all_days_cutoff: '5:00',
      supplier_shipping_setting_monday_cutoff: '5:00',
      supplier_shipping_setting_tuesday_cutoff: '5:00',
      supplier_shipping_setting_wednesday_cutoff: '5:00',
      supplier_shipping_setting_thursday_cutoff: '5:00',
      supplier_shipping_setting_friday_cutoff: '5:00',
      supplier_shipping_setting_saturday_cutoff: '5:00',
    });
    expect(Object.keys(fields).some((key) => key.includes('sunday'))).toBe(false);
  });

  it('leaves the days as they were while the typed text is not yet a valid time', () => {
    const fields = fieldsAfterTypingAllDays(values, '5:0');
    expect(fields.supplier_shipping_setting_all_days_cutoff).toBe('5:0');
    expect(fields.supplier_shipping_setting_monday_cutoff).toBe('17:00');
    expect(fields.supplier_shipping_setting_saturday_cutoff).toBeNull();
  });

  it('copies nothing when the same cut-off for all days is off', () => {
    const fields = fieldsAfterTypingAllDays({ ...values, same_cutoff_for_all_days: false }, '9:00');
    expect(fields.supplier_shipping_setting_monday_cutoff).toBe('17:00');
  });
});
