/**
 * The seller's overnight-shipping cut-off (supplier-side §3, §4 "Same cutoff for all days", §5
 * "Same-cutoff field"): a time like 5:00, at most 5 characters, per weekday Monday to Saturday or
 * one value for all of them (copied to Monday through Saturday, Sunday excluded).
 */
export const SELLER_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type SellerWeekday = (typeof SELLER_WEEKDAYS)[number];
export type WeekdayCutoffs = Record<SellerWeekday, string>;

export const CUTOFF_MESSAGE = 'Please enter valid a overnight shipping cutoff time (e.g. 5:00).';
export const CUTOFF_MAX_LENGTH = 5;

const CUTOFF = /^([01]?\d|2[0-3]):[0-5]\d$/;

/** The form field of a weekday's cut-off (supplier-side §3). */
export const cutoffField = (day: SellerWeekday) => `supplier_shipping_setting_${day}_cutoff`;

/** Whether `value` is a cut-off time like 5:00 or 17:30 (hours 0–23, two-digit minutes, ≤ 5 characters). */
export function isValidCutoff(value: string): boolean {
  return value.length <= CUTOFF_MAX_LENGTH && CUTOFF.test(value);
}

/** The same cut-off copied to Monday through Saturday (Sunday is not a shipping day here). */
export function copyCutoffToWeekdays(value: string): WeekdayCutoffs {
  return Object.fromEntries(SELLER_WEEKDAYS.map((day) => [day, value])) as WeekdayCutoffs;
}

/** The weekday cut-offs the registration keeps, or the fields that are not valid (each with the message). */
export function resolveCutoffs(input: {
  sameForAll: boolean;
  allDays: string;
  days: Partial<Record<SellerWeekday, string>>;
}): { ok: true; cutoffs: WeekdayCutoffs } | { ok: false; fields: Record<string, string[]> } {
  if (input.sameForAll)
    return isValidCutoff(input.allDays)
      ? { ok: true, cutoffs: copyCutoffToWeekdays(input.allDays) }
      : { ok: false, fields: { same_cutoff_time: [CUTOFF_MESSAGE] } };
  const fields: Record<string, string[]> = {};
  for (const day of SELLER_WEEKDAYS)
    if (!isValidCutoff(input.days[day] ?? '')) fields[cutoffField(day)] = [CUTOFF_MESSAGE];
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, cutoffs: input.days as WeekdayCutoffs };
}
