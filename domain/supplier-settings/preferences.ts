/**
 * Supplier preferences (supplier-side §3 Supplier preference: pay_by_statement, the global
 * end-of-month section, send_license_updates_notifs_to_buyers; §4 Invoice due day; §5 "Invoices due
 * day is required unless due on last day is chosen"). Pure: the API and the page check the same rule.
 */
import type { FieldErrors } from '../errors.ts';

export type SupplierPreferences = {
  payByStatement: boolean;
  invoicesDueOnLastDay: boolean;
  /** 1–31; null when invoices are due on the month's last day. */
  invoicesDueDay: number | null;
  sendLicenseUpdatesNotifsToBuyers: boolean;
};

export const PREFERENCE_MESSAGES = {
  dueDayRequired: 'Invoices due day is required unless due on last day is chosen.',
  dueDayRange: 'Invoices due day must be a day of the month, 1 to 31.',
} as const;

/** The due-day field's errors: required unless due on the last day, and a day of the month. */
export function preferenceErrors(input: {
  invoicesDueOnLastDay: boolean;
  invoicesDueDay: number | null | undefined;
}): FieldErrors {
  if (input.invoicesDueOnLastDay) return {};
  const day = input.invoicesDueDay;
  if (day === null || day === undefined) return { invoices_due_day: [PREFERENCE_MESSAGES.dueDayRequired] };
  if (!Number.isInteger(day) || day < 1 || day > 31)
    return { invoices_due_day: [PREFERENCE_MESSAGES.dueDayRange] };
  return {};
}

/**
 * The preferences as stored: choosing the last day clears the due day (supplier-side §4), so a
 * stored row has exactly one end-of-month choice. Call after `preferenceErrors` found none.
 */
export function normalizePreferences(input: {
  payByStatement: boolean;
  invoicesDueOnLastDay: boolean;
  invoicesDueDay: number | null | undefined;
  sendLicenseUpdatesNotifsToBuyers: boolean;
}): SupplierPreferences {
  return {
    payByStatement: input.payByStatement,
    invoicesDueOnLastDay: input.invoicesDueOnLastDay,
    invoicesDueDay: input.invoicesDueOnLastDay ? null : (input.invoicesDueDay ?? null),
    sendLicenseUpdatesNotifsToBuyers: input.sendLicenseUpdatesNotifsToBuyers,
  };
}
