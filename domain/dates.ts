/**
 * Calendar dates as ISO strings (YYYY-MM-DD), the form the database and the API use. The spec
 * accepts YYYY-MM-DD or MM-DD-YYYY (pharmacy-side §5); CSV files also carry MM/DD/YYYY.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const US = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/;

export const INVALID_DATE_MESSAGE = 'Please enter a valid date in the format MM-DD-YYYY';

/** The ISO date a text means, or null when it is not a real calendar date. */
export function parseDate(text: string): string | null {
  const trimmed = text.trim();
  let y: number, m: number, d: number;
  const iso = ISO.exec(trimmed);
  const us = US.exec(trimmed);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) [y, m, d] = [Number(us[3]), Number(us[1]), Number(us[2])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** Whole days from one ISO date to another (UTC calendar days; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Today's ISO date in UTC for a given instant. */
export function isoDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}
