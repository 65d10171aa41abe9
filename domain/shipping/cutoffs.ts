/**
 * Supplier shipping cut-offs (supplier-side §2–§5): a wall-clock time per weekday, Monday to
 * Saturday, or one time for all days. Orders placed on a business day before its cut-off ship
 * that day; later orders ship on the next business day. Times are 24-hour 'H:MM' or 'HH:MM'
 * in the supplier's time zone ('5:00' is 05:00; 5 PM is '17:00').
 */
import type { FieldErrors } from '../errors.ts';
import {
  addCalendarDays,
  dayOfWeek,
  formatWeekdayDate,
  isBusinessDay,
  nextBusinessDay,
  WEEKDAY_NAMES,
  type ShippingCalendar,
} from './business-days.ts';

export const CUTOFF_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type CutoffWeekday = (typeof CUTOFF_WEEKDAYS)[number];
export type Weekday = 'sunday' | CutoffWeekday;

export type CutoffSettings = {
  sameForAllDays: boolean;
  allDays: string | null;
  perDay: Record<CutoffWeekday, string | null>;
};

/** supplier-side §5, verbatim (including its word order). */
export const CUTOFF_TIME_MESSAGE = 'Please enter valid a overnight shipping cutoff time (e.g. 5:00).';
export const CUTOFF_TIME_MAX_LENGTH = 5;
/** Used when a business day has no cut-off set (the supplier_settings column default). */
export const DEFAULT_CUTOFF_TIME = '17:00';
export const DEFAULT_TIME_ZONE = 'America/New_York';

const WEEKDAYS: readonly Weekday[] = ['sunday', ...CUTOFF_WEEKDAYS];
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** '17:30' → 1050 minutes after midnight; null unless 'H:MM' or 'HH:MM' in 24-hour time. */
export function parseCutoffTime(text: string): number | null {
  if (text.length > CUTOFF_TIME_MAX_LENGTH) return null;
  const match = TIME.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The spec's cut-off message when the text is not a time like 5:00 (max length 5), else null. */
export function validateCutoffTime(text: string): string | null {
  return parseCutoffTime(text.trim()) === null ? CUTOFF_TIME_MESSAGE : null;
}

/** Form field of a cut-off: supplier_shipping_setting_{day}_cutoff (supplier-side §3). */
export function cutoffFieldName(day: CutoffWeekday | 'all_days'): string {
  return `supplier_shipping_setting_${day}_cutoff`;
}

/** Errors by field: the all-days time is required when the same cut-off applies to all days. */
export function validateCutoffSettings(settings: CutoffSettings): FieldErrors {
  const errors: FieldErrors = {};
  if (settings.sameForAllDays) {
    if (validateCutoffTime(settings.allDays ?? ''))
      errors[cutoffFieldName('all_days')] = [CUTOFF_TIME_MESSAGE];
    return errors;
  }
  for (const day of CUTOFF_WEEKDAYS) {
    const value = settings.perDay[day];
    if (value !== null && value.trim() !== '' && validateCutoffTime(value))
      errors[cutoffFieldName(day)] = [CUTOFF_TIME_MESSAGE];
  }
  return errors;
}

/** Copies a valid all-days cut-off to Monday through Saturday, Sunday excluded (supplier-side §4). */
export function applySameCutoffToAllDays(settings: CutoffSettings): CutoffSettings {
  const value = settings.allDays?.trim() ?? '';
  if (!settings.sameForAllDays || validateCutoffTime(value)) return settings;
  const perDay = Object.fromEntries(CUTOFF_WEEKDAYS.map((day) => [day, value])) as Record<
    CutoffWeekday,
    string
  >;
  return { ...settings, allDays: value, perDay };
}

/** The cut-off set for a weekday; Sunday never has one. */
export function cutoffFor(settings: CutoffSettings, weekday: Weekday): string | null {
  if (weekday === 'sunday') return null;
  return settings.sameForAllDays ? settings.allDays : settings.perDay[weekday];
}

/** '17:00' → '5:00 PM'; the text itself when it is not a valid time. */
export function formatCutoffTime(time: string): string {
  const minutes = parseCutoffTime(time);
  if (minutes === null) return time;
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The supplier's wall clock at `now`: its calendar date and seconds since its midnight. */
export function zonedWallClock(now: Date, timeZone: string): { date: string; secondsOfDay: number } {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    const options = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    } as const;
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone, hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(now).map((p) => [p.type, p.value]));
  const secondsOfDay = Number(part.hour) * 3600 + Number(part.minute) * 60 + Number(part.second);
  return { date: `${part.year}-${part.month}-${part.day}`, secondsOfDay };
}

export type CutoffInput = {
  now: Date;
  timeZone?: string;
  settings: CutoffSettings | null;
  calendar: ShippingCalendar;
};
export type ShipPlan = { today: string; shipDate: string; cutoff: string; secondsLeft: number };

/** When an order placed at `now` ships: today if a business day before its cut-off, else the next business day. */
export function planShipDate({
  now,
  timeZone = DEFAULT_TIME_ZONE,
  settings,
  calendar,
}: CutoffInput): ShipPlan {
  const { date: today, secondsOfDay } = zonedWallClock(now, timeZone);
  const set = settings ? cutoffFor(settings, WEEKDAYS[dayOfWeek(today)]!) : null;
  const cutoff = set !== null && parseCutoffTime(set.trim()) !== null ? set.trim() : DEFAULT_CUTOFF_TIME;
  const secondsLeft = isBusinessDay(today, calendar) ? parseCutoffTime(cutoff)! * 60 - secondsOfDay : 0;
  const shipDate = secondsLeft > 0 ? today : nextBusinessDay(today, calendar);
  return { today, shipDate, cutoff, secondsLeft: Math.max(0, secondsLeft) };
}

/** The checkout's cut-off notice (pharmacy-side §3 Shipping cutoff); cutoff_past: an order now does not ship today. */
export function shippingCutoff(input: CutoffInput): { cutoff_message: string; cutoff_past: boolean } {
  const { today, shipDate, cutoff, secondsLeft } = planShipDate(input);
  if (shipDate === today) {
    const minutes = Math.ceil(secondsLeft / 60);
    const left = minutes >= 60 ? `${Math.floor(minutes / 60)}h ${minutes % 60}m` : `${minutes}m`;
    return { cutoff_message: `Order within ${left} to ship today`, cutoff_past: false };
  }
  const when = shipDate === addCalendarDays(today, 1) ? 'tomorrow' : `on ${describeDay(shipDate, today)}`;
  const message = isBusinessDay(today, input.calendar)
    ? `Today's cut-off (${formatCutoffTime(cutoff)}) has passed; orders ship ${when}`
    : `No shipping today; orders ship ${when}`;
  return { cutoff_message: message, cutoff_past: true };
}

// Within the coming week the weekday alone is clear; further out it needs the date.
function describeDay(isoDate: string, today: string): string {
  return isoDate <= addCalendarDays(today, 6)
    ? WEEKDAY_NAMES[dayOfWeek(isoDate)]!
    : formatWeekdayDate(isoDate);
}
