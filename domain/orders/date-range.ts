/**
 * The orders date-range filter (pharmacy-side §2 range, §9; supplier-side §3–§5, §9): presets,
 * MM/DD/YYYY display, the 'start - end' value carried in the `range` query parameter (plus signs
 * read as spaces), a single mm/dd/yy date, and an end never before the start.
 */
import { parseDate } from '../dates.ts';

export type DateRange = { start: string; end: string };
export type RangePreset = DateRange & { label: string };

const MAX_INPUT = 64;
const SHORT_US = /^(\d{1,2})([-/])(\d{1,2})\2(\d{2})$/;

function shift(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function monthStart(isoDate: string): string {
  return `${isoDate.slice(0, 8)}01`;
}

function monthEnd(isoDate: string): string {
  const [y, m] = [Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7))];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** The spec's presets for `today`: Today, Yesterday, Last 7 Days (today and 6 before), Last 30 Days (today and 29 before), This Month, Last Month. */
export function rangePresets(todayIso: string): RangePreset[] {
  const lastMonthDay = shift(monthStart(todayIso), -1);
  return [
    { label: 'Today', start: todayIso, end: todayIso },
    { label: 'Yesterday', start: shift(todayIso, -1), end: shift(todayIso, -1) },
    { label: 'Last 7 Days', start: shift(todayIso, -6), end: todayIso },
    { label: 'Last 30 Days', start: shift(todayIso, -29), end: todayIso },
    { label: 'This Month', start: monthStart(todayIso), end: monthEnd(todayIso) },
    { label: 'Last Month', start: monthStart(lastMonthDay), end: lastMonthDay },
  ];
}

/** '2026-03-08' → '03/08/2026' (display MM/DD/YYYY). */
export function formatUsDate(isoDate: string): string {
  return `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;
}

/** The filter's value: 'MM/DD/YYYY - MM/DD/YYYY'. */
export function formatRange({ start, end }: DateRange): string {
  return `${formatUsDate(start)} - ${formatUsDate(end)}`;
}

/** One date of a range: MM/DD/YYYY, MM-DD-YYYY, YYYY-MM-DD or mm/dd/yy (yy over 68 is 19yy, else 20yy). */
function parseRangeDate(text: string): string | null {
  const short = SHORT_US.exec(text);
  if (!short) return parseDate(text);
  const yy = Number(short[4]);
  return parseDate(`${short[1]}/${short[3]}/${yy > 68 ? 1900 + yy : 2000 + yy}`);
}

/** A `range` value → ISO start and end; null when unreadable or the end is before the start. */
export function parseRange(text: string): DateRange | null {
  if (text.length > MAX_INPUT) return null;
  const value = text.replaceAll('+', ' ').trim();
  let parts = value.split(/\s+-\s+/);
  if (parts.length === 1 && value.includes('/')) parts = value.split('-');
  if (parts.length > 2) return null;
  const start = parseRangeDate(parts[0]!.trim());
  const end = parts.length === 2 ? parseRangeDate(parts[1]!.trim()) : start;
  if (start === null || end === null || end < start) return null;
  return { start, end };
}
