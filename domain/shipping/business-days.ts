/**
 * The shipping calendar (pharmacy-side §4 "weekends suppress delivery dates"): a business day is
 * a weekday that is neither one of the supplier's yearly holidays nor inside one of its vacation
 * times. Dates are ISO 'YYYY-MM-DD' strings; the arithmetic runs in UTC on the string, so no
 * time zone can move a date.
 */
import { DomainError } from '../errors.ts';
import { isHoliday } from './holidays.ts';

/** Vacation time (pharmacy-side §3): a closed period, both ends included. */
export type VacationPeriod = { startDate: string; endDate: string };
/** Holidays as 'MM-DD' (the shipping model's stored form); vacations as ISO date ranges. */
export type ShippingCalendar = { holidays: readonly string[]; vacations: readonly VacationPeriod[] };

export const EMPTY_CALENDAR: ShippingCalendar = { holidays: [], vacations: [] };

/** Weekday names indexed like Date#getUTCDay (0 = Sunday). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

// Ten years of closed days in a row means the calendar is broken, not that we should loop on.
const MAX_SEARCH_DAYS = 3660;

function toUtc(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** ISO date `days` calendar days after `isoDate` (negative goes back). */
export function addCalendarDays(isoDate: string, days: number): string {
  const date = toUtc(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Day of the week of an ISO date, 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(isoDate: string): number {
  return toUtc(isoDate).getUTCDay();
}

/** Saturdays and Sundays never ship (pharmacy-side §4). */
export function isWeekend(isoDate: string): boolean {
  const day = dayOfWeek(isoDate);
  return day === 0 || day === 6;
}

/** Whether an ISO date lies inside one of the vacation times (both ends included). */
export function isOnVacation(isoDate: string, vacations: readonly VacationPeriod[]): boolean {
  return vacations.some((v) => v.startDate <= isoDate && isoDate <= v.endDate);
}

/** A weekday that is neither a holiday nor inside a vacation time. */
export function isBusinessDay(isoDate: string, calendar: ShippingCalendar): boolean {
  return (
    !isWeekend(isoDate) &&
    !isHoliday(isoDate, calendar.holidays) &&
    !isOnVacation(isoDate, calendar.vacations)
  );
}

/** The first business day strictly after `isoDate`. */
export function nextBusinessDay(isoDate: string, calendar: ShippingCalendar): string {
  let date = isoDate;
  for (let i = 0; i < MAX_SEARCH_DAYS; i++) {
    date = addCalendarDays(date, 1);
    if (isBusinessDay(date, calendar)) return date;
  }
  throw new DomainError('SHIPPING_NO_DAY_AVAILABLE', 'No shipping day is available.', {
    message: `no business day within ${MAX_SEARCH_DAYS} days after ${isoDate}`,
  });
}

/**
 * The `n`th business day after `isoDate` (Saturday + 1 is Monday). With n = 0, the date itself
 * when it is a business day, otherwise the next one: the answer is always a business day.
 */
export function addBusinessDays(isoDate: string, n: number, calendar: ShippingCalendar): string {
  if (n <= 0) return isBusinessDay(isoDate, calendar) ? isoDate : nextBusinessDay(isoDate, calendar);
  let date = isoDate;
  for (let i = 0; i < n; i++) date = nextBusinessDay(date, calendar);
  return date;
}

/** '2026-11-25' → 'Wednesday, Nov 25': the weekday format of delivery dates (pharmacy-side §4). */
export function formatWeekdayDate(isoDate: string): string {
  const month = MONTH_ABBREVIATIONS[Number(isoDate.slice(5, 7)) - 1]!;
  return `${WEEKDAY_NAMES[dayOfWeek(isoDate)]!}, ${month} ${Number(isoDate.slice(8, 10))}`;
}
