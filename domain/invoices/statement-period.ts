/**
 * Statement periods are calendar months in UTC, written 'YYYY-MM' (the statements.period column).
 * Pure helpers, shared by the statements activity and the balance dropdown.
 */
const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether a text is a period 'YYYY-MM'. */
export function isPeriod(text: string): boolean {
  return PERIOD.test(text);
}

const format = (date: Date) => date.toISOString().slice(0, 7);

/** The month before the one `now` falls in: what the statement run on the 1st closes. */
export function previousPeriod(now: Date): string {
  return format(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
}

/** The month `now` falls in. */
export function currentPeriod(now: Date): string {
  return format(now);
}

/** A period's first day and the first day after it, as ISO dates: [start, end). */
export function periodBounds(period: string): { start: string; end: string } {
  const match = PERIOD.exec(period);
  if (!match) throw new RangeError(`not a period: ${period}`);
  const next = new Date(Date.UTC(Number(match[1]), Number(match[2]), 1));
  return { start: `${period}-01`, end: next.toISOString().slice(0, 10) };
}
