/**
 * How long a personal access token lives (issue 10). A token is a password that scripts keep, so
 * it must end: 90 days unless its maker asks otherwise, a year at most (ASVS v5 7.3.1 asks for a
 * documented absolute lifetime of every session-like credential).
 */
export const ACCESS_TOKEN_LIFETIME_DAYS = { default: 90, max: 365 } as const;

const DAY_MS = 86_400_000;

/** When a token made at `now` for `days` days stops working. */
export function accessTokenExpiry(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}
