/**
 * Sellers' holidays: yearly dates, written on the supplier's forms as month name and day, 'Month DD'
 * (supplier-side §5 "Holiday date format: month name and day"; pharmacy-side §5 "holiday as
 * 'Month DD'"), and stored and read by the shipping calendar as 'MM-DD'. They recur every year;
 * 'February 29' only falls in leap years.
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The spec gives no wording for a bad holiday; this is ours (docs/decisions.md). */
export const HOLIDAY_FORMAT_MESSAGE = 'Please enter a holiday as month name and day (e.g. December 25).';

export type MonthDay = { month: number; day: number };

const MAX_INPUT = 20;
const MONTH_DAY = /^([A-Za-z]{3,9})\.?\s+(\d{1,2})$/;
// Days per month in a leap year, so 'February 29' is a valid holiday.
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** 'December 25', 'dec 25' or 'July 4' → { month, day }; null when not a real month and day. */
export function parseHoliday(text: string): MonthDay | null {
  const trimmed = text.trim();
  if (trimmed.length > MAX_INPUT) return null;
  const match = MONTH_DAY.exec(trimmed);
  if (!match) return null;
  const name = match[1]!.toLowerCase();
  const index = MONTH_NAMES.findIndex(
    (m) => m.toLowerCase() === name || m.slice(0, 3).toLowerCase() === name,
  );
  const day = Number(match[2]);
  if (index < 0 || day < 1 || day > DAYS_IN_MONTH[index]!) return null;
  return { month: index + 1, day };
}

/** { month: 7, day: 4 } → 'July 04': the month's full name and a two-digit day ('Month DD'). */
export function formatHoliday({ month, day }: MonthDay): string {
  return `${MONTH_NAMES[month - 1]} ${String(day).padStart(2, '0')}`;
}

/** The canonical 'Month DD' form of a typed holiday, or null when it is not one. */
export function normalizeHoliday(text: string): string | null {
  const parsed = parseHoliday(text);
  return parsed ? formatHoliday(parsed) : null;
}

/** The message for a holiday field, or null when the text is a valid 'Month DD'. */
export function validateHoliday(text: string): string | null {
  return parseHoliday(text) ? null : HOLIDAY_FORMAT_MESSAGE;
}

/**
 * The stored form of a holiday, 'MM-DD' (the shipping model keeps every seller's holidays so, and
 * the shipping calendar reads them so): { month: 7, day: 4 } → '07-04'.
 */
export function monthDayOf({ month, day }: MonthDay): string {
  return `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether 'MM-DD' names a real day of some year ('02-29' counts; it falls in leap years). */
export function isMonthDay(text: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}

/** A typed holiday ('December 25', 'dec 25') in its stored form '12-25', or null when it is not one. */
export function holidayToMonthDay(text: string): string | null {
  const parsed = parseHoliday(text);
  return parsed ? monthDayOf(parsed) : null;
}

/** The stored '12-25' as the supplier's forms show it, 'December 25'. */
export function monthDayToHoliday(monthDay: string): string {
  return formatHoliday({ month: Number(monthDay.slice(0, 2)), day: Number(monthDay.slice(3, 5)) });
}

/** Whether an ISO date falls on one of the seller's yearly holidays ('MM-DD'). */
export function isHoliday(isoDate: string, holidays: readonly string[]): boolean {
  return holidays.includes(isoDate.slice(5, 10));
}
