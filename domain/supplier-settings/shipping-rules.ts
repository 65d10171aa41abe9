/**
 * The shipping settings form's rules beyond the shared domain ones (supplier-side §2 Shipping
 * settings, §3, §4, §5): cut-offs and holidays are checked by domain/shipping; methods, the
 * free-shipping minimum and the time zone here. Pure.
 */
import type { FieldErrors } from '../errors.ts';
import {
  applySameCutoffToAllDays,
  CUTOFF_WEEKDAYS,
  validateCutoffSettings,
  validateCutoffTime,
  type CutoffSettings,
} from '../shipping/cutoffs.ts';
import { normalizeHoliday, validateHoliday } from '../shipping/holidays.ts';
import { zip5Of } from '../shipping/distance.ts';
import { OVERNIGHT } from '../shipping/shipping-options.ts';

export type ShippingMethodInput = {
  serviceType: string;
  name: string;
  transitBusinessDays: number;
  /** NaN when the fee text was not an amount. */
  feeCents: number;
};
export type HolidayInput = { name: string; monthDay: string };
export type ShippingInput = {
  timeZone: string;
  /** Where parcels leave from; null: none (transit then takes each method's days); undefined: unchanged. */
  shipFromZipcode?: string | null | undefined;
  /** null: no free shipping; NaN: unreadable text. */
  freeShippingMinimumCents: number | null;
  overnightPreselected: boolean;
  cutoffs: CutoffSettings;
  methods: ShippingMethodInput[];
  holidays: HolidayInput[];
};

/** Our wording where the spec gives none (docs/decisions.md). */
export const SHIPPING_MESSAGES = {
  required: 'This field is required.',
  amount: 'Please enter an amount in dollars and cents, e.g. 15.00.',
  serviceType: 'Please use lowercase letters, digits and underscores, e.g. two_day.',
  serviceTypeTaken: 'Each shipping method needs its own service type.',
  transitDays: 'Transit days must be a whole number from 1 to 30.',
  noMethods: 'Please add at least one shipping method.',
  overnightMissing: 'Add an overnight shipping method to preselect it.',
  timeZone: 'Please choose a valid time zone.',
  shipFromZipcode: 'Please enter a 5-digit ZIP code, e.g. 17101.',
  shipFromUnknown: (zip: string) =>
    `We could not find the ZIP code ${zip}. Please enter the ZIP code of your warehouse.`,
} as const;

const SERVICE_TYPE = /^[a-z][a-z0-9_]{0,31}$/;
export const MAX_TRANSIT_DAYS = 30;

/** Whether the runtime knows the IANA time zone (the supplier's cut-offs are read in it). */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Field errors of the whole form, keyed like its body (holidays.0.month_day, shipping_methods.1.fee). */
export function validateShippingSettings(input: ShippingInput): FieldErrors {
  const errors: FieldErrors = validateCutoffSettings(input.cutoffs);
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!isValidTimeZone(input.timeZone)) add('time_zone', SHIPPING_MESSAGES.timeZone);
  const zip = input.shipFromZipcode;
  if (typeof zip === 'string' && zip5Of(zip) === null)
    add('ship_from_zipcode', SHIPPING_MESSAGES.shipFromZipcode);
  const free = input.freeShippingMinimumCents;
  if (free !== null && !(Number.isSafeInteger(free) && free >= 0))
    add('free_shipping_minimum', SHIPPING_MESSAGES.amount);
  if (input.methods.length === 0) add('shipping_methods', SHIPPING_MESSAGES.noMethods);
  const seen = new Set<string>();
  input.methods.forEach((method, i) => {
    const at = `shipping_methods.${i}`;
    if (!SERVICE_TYPE.test(method.serviceType)) add(`${at}.service_type`, SHIPPING_MESSAGES.serviceType);
    else if (seen.has(method.serviceType)) add(`${at}.service_type`, SHIPPING_MESSAGES.serviceTypeTaken);
    seen.add(method.serviceType);
    if (method.name.trim() === '') add(`${at}.name`, SHIPPING_MESSAGES.required);
    const days = method.transitBusinessDays;
    if (!Number.isInteger(days) || days < 1 || days > MAX_TRANSIT_DAYS)
      add(`${at}.transit_business_days`, SHIPPING_MESSAGES.transitDays);
    if (!Number.isSafeInteger(method.feeCents) || method.feeCents < 0)
      add(`${at}.fee`, SHIPPING_MESSAGES.amount);
  });
  // pharmacy-side §4: overnight is preselected when the marker says so, which needs an overnight method.
  if (input.overnightPreselected && !seen.has(OVERNIGHT))
    add('overnight_preselected', SHIPPING_MESSAGES.overnightMissing);
  input.holidays.forEach((holiday, i) => {
    if (holiday.name.trim() === '') add(`holidays.${i}.name`, SHIPPING_MESSAGES.required);
    const message = validateHoliday(holiday.monthDay);
    if (message) add(`holidays.${i}.month_day`, message);
  });
  return errors;
}

/**
 * The form as stored: trimmed text, holidays as 'Month DD', and with the same cut-off for all days
 * that time copied to Monday through Saturday, Sunday excluded (supplier-side §4). With per-day
 * cut-offs a blank day has none, and the hidden all-days field is kept only when it is a time.
 */
export function normalizeShippingSettings(input: ShippingInput): ShippingInput {
  const trimmed = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());
  const perDay = Object.fromEntries(
    CUTOFF_WEEKDAYS.map((day) => [day, trimmed(input.cutoffs.perDay[day])]),
  ) as CutoffSettings['perDay'];
  const allDays = trimmed(input.cutoffs.allDays);
  const cutoffs = applySameCutoffToAllDays({
    sameForAllDays: input.cutoffs.sameForAllDays,
    allDays:
      input.cutoffs.sameForAllDays || (allDays !== null && !validateCutoffTime(allDays)) ? allDays : null,
    perDay,
  });
  const zip = input.shipFromZipcode;
  return {
    ...input,
    timeZone: input.timeZone.trim(),
    // Blank is none; ZIP+4 is kept as its 5 digits (what the centroids are keyed by).
    shipFromZipcode: typeof zip === 'string' ? (zip.trim() === '' ? null : (zip5Of(zip) ?? zip)) : zip,
    cutoffs,
    methods: input.methods.map((m) => ({ ...m, serviceType: m.serviceType.trim(), name: m.name.trim() })),
    holidays: input.holidays.map((h) => ({
      name: h.name.trim(),
      monthDay: normalizeHoliday(h.monthDay) ?? h.monthDay,
    })),
  };
}
