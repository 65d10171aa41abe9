import { describe, expect, it } from 'vitest';
import { normalizePreferences, PREFERENCE_MESSAGES, preferenceErrors } from './preferences.ts';

describe('preferenceErrors (supplier-side §5: invoices due day is required unless due on last day)', () => {
  it('requires the due day, naming the field, when invoices are not due on the last day', () => {
    expect(preferenceErrors({ invoicesDueOnLastDay: false, invoicesDueDay: null })).toEqual({
      invoices_due_day: [PREFERENCE_MESSAGES.dueDayRequired],
    });
  });

  it('removes the requirement when invoices are due on the last day', () => {
    expect(preferenceErrors({ invoicesDueOnLastDay: true, invoicesDueDay: null })).toEqual({});
  });

  it.each([0, 32, 1.5, -3])('refuses a due day outside 1–31 (%s)', (day) => {
    expect(preferenceErrors({ invoicesDueOnLastDay: false, invoicesDueDay: day })).toEqual({
      invoices_due_day: [PREFERENCE_MESSAGES.dueDayRange],
    });
  });

  it.each([1, 15, 31])('accepts due day %s', (day) => {
    expect(preferenceErrors({ invoicesDueOnLastDay: false, invoicesDueDay: day })).toEqual({});
  });
});

describe('normalizePreferences (supplier-side §4: choosing the last day clears the due day)', () => {
  it('clears the due day when invoices are due on the last day', () => {
    const stored = normalizePreferences({
      payByStatement: true,
      invoicesDueOnLastDay: true,
      invoicesDueDay: 12,
      sendLicenseUpdatesNotifsToBuyers: false,
    });
    expect(stored).toEqual({
      payByStatement: true,
      invoicesDueOnLastDay: true,
      invoicesDueDay: null,
      sendLicenseUpdatesNotifsToBuyers: false,
    });
  });

  it('keeps the due day otherwise', () => {
    const stored = normalizePreferences({
      payByStatement: false,
      invoicesDueOnLastDay: false,
      invoicesDueDay: 12,
      sendLicenseUpdatesNotifsToBuyers: true,
    });
    expect(stored.invoicesDueDay).toBe(12);
  });
});
