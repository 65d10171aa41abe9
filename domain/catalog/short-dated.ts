/**
 * Short-dated stock: the spec's short-dates mode (/pharmacy/shortdates) lists stock that expires
 * soon. The spec gives no window; we use 180 days (docs/decisions.md).
 */
export const SHORT_DATED_DAYS = 180;

/** ISO date (YYYY-MM-DD) `days` after `today`. */
export function addDays(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether stock expiring on `expiry` has expired on `today` (it may be sold through its expiry day). */
export function isExpired(expiry: string | null, today: string): boolean {
  return expiry !== null && expiry < today;
}

/** Whether stock expiring on `expiry` is short-dated on `today` (not yet expired, within the window). */
export function isShortDated(expiry: string | null, today: string): boolean {
  return expiry !== null && expiry >= today && expiry <= addDays(today, SHORT_DATED_DAYS);
}
