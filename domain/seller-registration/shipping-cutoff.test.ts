import { describe, expect, it } from 'vitest';
import { copyCutoffToWeekdays, CUTOFF_MESSAGE, isValidCutoff, resolveCutoffs } from './shipping-cutoff.ts';

const day = (value: string) => ({
  monday: value,
  tuesday: value,
  wednesday: value,
  thursday: value,
  friday: value,
  saturday: value,
});

describe('isValidCutoff', () => {
  it('accepts a cut-off time like 5:00 or 17:30', () => {
    for (const value of ['5:00', '05:00', '17:30', '0:00', '23:59']) expect(isValidCutoff(value)).toBe(true);
  });

  it('refuses a cut-off that is not a time or longer than 5 characters', () => {
    for (const value of ['', '5', '5:0', '24:00', '5:60', 'ab:cd', '05:00 ', '005:00'])
      expect(isValidCutoff(value)).toBe(false);
  });
});

describe('copyCutoffToWeekdays', () => {
  it('copies a valid all-days value to Monday through Saturday, Sunday excluded', () => {
    const copied = copyCutoffToWeekdays('5:00');
    expect(copied).toEqual(day('5:00'));
    expect(copied).not.toHaveProperty('sunday');
  });
});

describe('resolveCutoffs', () => {
  it('requires the all-days field when the same cut-off is used for all days', () => {
    expect(resolveCutoffs({ sameForAll: true, allDays: '', days: day('5:00') })).toEqual({
      ok: false,
      fields: { same_cutoff_time: [CUTOFF_MESSAGE] },
    });
  });

  it('ignores the per-day fields when the same cut-off is used for all days', () => {
    expect(resolveCutoffs({ sameForAll: true, allDays: '16:00', days: {} })).toEqual({
      ok: true,
      cutoffs: day('16:00'),
    });
  });

  it('names every weekday field whose cut-off is not valid', () => {
    const result = resolveCutoffs({
      sameForAll: false,
      allDays: '',
      days: { ...day('5:00'), friday: '25:00' },
    });
    expect(result).toEqual({
      ok: false,
      fields: { supplier_shipping_setting_friday_cutoff: [CUTOFF_MESSAGE] },
    });
  });

  it('keeps a cut-off per weekday when each is valid', () => {
    const days = { ...day('5:00'), saturday: '12:00' };
    expect(resolveCutoffs({ sameForAll: false, allDays: '', days })).toEqual({ ok: true, cutoffs: days });
  });
});
