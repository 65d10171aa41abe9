/**
 * The seller registration's life (issue 12 "Seller registration"): submitted, then the seller
 * agreement is signed, then support approves or declines with a reason. A decision on a
 * registration that is not waiting for one is refused.
 */
import { DomainError } from '../errors.ts';

export type SellerRegistrationStatus = 'awaiting_signature' | 'in_review' | 'approved' | 'declined';
/** Support's decision, with the support user who took it. */
export type SellerRegistrationDecision =
  { decision: 'approve'; byUserId: string } | { decision: 'decline'; reason: string; byUserId: string };

export const SELLER_REGISTRATION_MESSAGES = {
  submitted: 'Your seller registration was received. Please sign the seller agreement.',
  alreadyOpen: 'You already have a seller registration in progress or approved.',
  notSigned: 'The seller agreement is not signed yet.',
  alreadyDecided: 'This seller registration was already decided.',
  reasonRequired: 'Please give the reason for declining.',
  approved: 'Your seller registration was approved: you can now sell to other pharmacies.',
  declined: (reason: string) => `Your seller registration was declined: ${reason}`,
  signed: 'Thank you for signing. Support will review your seller registration.',
} as const;

/** Durations of the registration's waits (production defaults in `registrationTimings`). */
export type SellerRegistrationDurations = {
  signatureReminderMs?: number;
  reviewReminderMs?: number;
  /** How often the wait re-reads the agreement in case its signal was lost. */
  signatureRecheckMs?: number;
};

const DAY_MS = 86_400_000;

/** The waits with their defaults: the applicant is reminded to sign after 3 days, support to review after 2; the agreement re-read every 10 minutes. */
export function registrationTimings(durations: SellerRegistrationDurations = {}) {
  return {
    signatureReminderMs: durations.signatureReminderMs ?? 3 * DAY_MS,
    reviewReminderMs: durations.reviewReminderMs ?? 2 * DAY_MS,
    signatureRecheckMs: durations.signatureRecheckMs ?? 10 * 60_000,
  };
}

/** Throws unless support may decide now: the agreement signed, not yet decided, a decline with its reason. */
export function assertRegistrationDecidable(
  status: SellerRegistrationStatus,
  decision: SellerRegistrationDecision,
): void {
  if (status === 'awaiting_signature')
    throw new DomainError('RESOURCE_CONFLICT', SELLER_REGISTRATION_MESSAGES.notSigned);
  if (status !== 'in_review')
    throw new DomainError('RESOURCE_CONFLICT', SELLER_REGISTRATION_MESSAGES.alreadyDecided);
  if (decision.decision === 'decline' && decision.reason.trim() === '')
    throw new DomainError('REQUEST_INVALID', SELLER_REGISTRATION_MESSAGES.reasonRequired, {
      fields: { reason: [SELLER_REGISTRATION_MESSAGES.reasonRequired] },
    });
}

/** The registration's workflow id: its business key is the applicant (one registration per user at a time). */
export const sellerRegistrationWorkflowId = (userId: string) => `seller-registration:${userId}`;
