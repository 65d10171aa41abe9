/**
 * Whether a licence on file is still good on a day (issue 11: "licences on file with expiry").
 * A licence is valid through its expiry date; within EXPIRING_SOON_DAYS of it, it is expiring, so
 * the supplier can ask for the renewed one before an order is refused.
 */
export const EXPIRING_SOON_DAYS = 30;

export type LicenceStatus = 'valid' | 'expiring' | 'expired';

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function dayNumber(isoDate: string): number {
  if (!ISO_DATE.test(isoDate)) throw new RangeError(`not an ISO date: ${isoDate}`);
  return Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
}

/** The licence's status on `today` (both ISO dates). */
export function licenceStatus(expiresOn: string, today: string): LicenceStatus {
  const left = dayNumber(expiresOn) - dayNumber(today);
  if (left < 0) return 'expired';
  return left <= EXPIRING_SOON_DAYS ? 'expiring' : 'valid';
}
