/**
 * Calendar days where the account is: a date-range filter means the account's days, not UTC's
 * (an order placed at 8 pm in California is in California's "Today", though UTC is already
 * tomorrow). Pure: the zone is an IANA name, the clock is passed in.
 */
import { zonedWallClock } from './shipping/cutoffs.ts';

/** The calendar date of an instant in a time zone: '2026-11-24'. */
export function isoDateIn(instant: Date, timeZone: string): string {
  return zonedWallClock(instant, timeZone).date;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const { date, secondsOfDay } = zonedWallClock(instant, timeZone);
  const wall = Date.parse(`${date}T00:00:00Z`) + secondsOfDay * 1000;
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a calendar day begins in a time zone (its local midnight, across DST changes). */
export function startOfDayIn(isoDate: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${isoDate}T00:00:00Z`);
  let instant = midnightUtc - offsetAt(new Date(midnightUtc), timeZone);
  // The offset at the guess may differ from the offset at local midnight (a DST change that night).
  instant = midnightUtc - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

/** The half-open span [from, to) of the days start..end (ISO dates) in a time zone. */
export function daySpanIn(range: { start: string; end: string }, timeZone: string): { from: Date; to: Date } {
  const next = new Date(Date.parse(`${range.end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { from: startOfDayIn(range.start, timeZone), to: startOfDayIn(next, timeZone) };
}
