/**
 * Licences that stay valid (issue 12): an account is warned 30 and 7 days before its DEA or a
 * state licence expires, and held from its expiry until a renewed licence is approved. "Held" is
 * computed from the expiry dates whenever it matters (checkout, listings), so a licence past its
 * expiry blocks an order even before the daily run has noticed it; the run only sends the notices.
 */
import { daysBetween } from '../dates.ts';
import { DomainError } from '../errors.ts';

export const WARNING_DAYS = [30, 7] as const;

/** Which notice a licence is due on `today`: a warning threshold, the hold, or none. */
export type LicenceNotice = 'warn_30' | 'warn_7' | 'held';

export type WatchedLicence = {
  kind: 'dea' | 'state';
  number: string;
  stateCode: string | null;
  expiresOn: string;
};

/** The notice due for a licence expiring on `expiresOn` (ISO dates), the most urgent one first. */
export function dueLicenceNotice(expiresOn: string, today: string): LicenceNotice | null {
  const left = daysBetween(today, expiresOn);
  if (left < 0) return 'held';
  if (left <= 7) return 'warn_7';
  if (left <= 30) return 'warn_30';
  return null;
}

/** The licence's name as a pharmacy reads it ("DEA registration AB1234563", "Ohio licence 123"). */
export function licenceLabel(licence: Pick<WatchedLicence, 'kind' | 'number' | 'stateCode'>): string {
  return licence.kind === 'dea'
    ? `DEA registration ${licence.number}`
    : `${licence.stateCode ?? 'State'} licence ${licence.number}`;
}

export const LICENCE_MESSAGES = {
  warning: (licence: WatchedLicence, days: number) =>
    `Your ${licenceLabel(licence)} expires on ${licence.expiresOn} (in ${days} days or less). Please upload the renewed licence.`,
  held: (licence: WatchedLicence) =>
    `Your ${licenceLabel(licence)} expired on ${licence.expiresOn}. Your account is on hold: you cannot order and your listings are hidden until the renewed licence is approved.`,
  supplierTold: (pharmacy: string, licence: WatchedLicence) =>
    `${pharmacy}'s ${licenceLabel(licence)} expired on ${licence.expiresOn}; the account is on hold until a renewed licence is approved.`,
  checkoutRefused: (licence: WatchedLicence) =>
    `Your ${licenceLabel(licence)} expired on ${licence.expiresOn}. Please upload the renewed licence; you can order again once support approves it.`,
  updateSubmitted: 'Your renewed licence was sent to support for approval.',
  updateApproved: (licence: WatchedLicence) =>
    `Your renewed ${licenceLabel(licence)} was approved; it now expires on ${licence.expiresOn}.`,
  updateRejected: (reason: string) => `Your renewed licence was rejected: ${reason}`,
  expiryNotFuture: 'The new expiry date must be in the future.',
  alreadyDecided: 'This licence update was already decided.',
  pendingExists: 'A renewed licence for this licence is already waiting for approval.',
} as const;

/** The first licence past its expiry on `today`, or null when the account is not held. */
export function expiredLicence<L extends WatchedLicence>(licences: L[], today: string): L | null {
  return licences.find((l) => daysBetween(today, l.expiresOn) < 0) ?? null;
}

/** Throws the checkout refusal when any licence of the account is past its expiry on `today`. */
export function assertLicencesValid(licences: WatchedLicence[], today: string): void {
  const expired = expiredLicence(licences, today);
  if (expired) throw new DomainError('LICENCE_EXPIRED', LICENCE_MESSAGES.checkoutRefused(expired));
}
