/**
 * Whether a licence on file is still good on a day (issue 11: "licences on file with expiry").
 * A licence is valid through its expiry date; within EXPIRING_SOON_DAYS of it, it is expiring, so
 * the supplier can ask for the renewed one before an order is refused.
 */
import { daysBetween } from '../dates.ts';

export const EXPIRING_SOON_DAYS = 30;

export type LicenceStatus = 'valid' | 'expiring' | 'expired';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The licence's status on `today` (both ISO dates). */
export function licenceStatus(expiresOn: string, today: string): LicenceStatus {
  for (const date of [expiresOn, today])
    if (!ISO_DATE.test(date)) throw new RangeError(`not an ISO date: ${date}`);
  const left = daysBetween(today, expiresOn);
  if (left < 0) return 'expired';
  return left <= EXPIRING_SOON_DAYS ? 'expiring' : 'valid';
}
