/**
 * Support's review of a new pharmacy account (issue 12): approve, reject with a reason, or ask for
 * more information with a message; the applicant's answer puts the review back to pending. What a
 * pending or rejected account may do: nothing behind a login (it cannot log in); it follows its
 * application with the application token its browser keeps.
 */
import { DomainError } from '../errors.ts';

export type AccountReviewStatus = 'pending' | 'more_info_requested' | 'approved' | 'rejected';

export type AccountReviewDecision =
  | { decision: 'approve'; userId: string }
  | { decision: 'reject'; userId: string; reason: string }
  | { decision: 'request_info'; userId: string; message: string };

export type AccountReviewDurations = {
  /** Support is reminded of an application pending this long. */
  supportReminderMs?: number;
  /** The applicant is reminded of an unanswered request for more information after this long. */
  applicantReminderMs?: number;
  /** The wait for the applicant's email code re-reads the application this often (issue 22). */
  emailRecheckMs?: number;
  /** An application whose email is not verified within this long is abandoned. */
  emailVerificationMs?: number;
};

const DAY = 24 * 60 * 60 * 1000;
export const ACCOUNT_REVIEW_DEFAULTS = {
  supportReminderMs: 2 * DAY,
  applicantReminderMs: 3 * DAY,
  emailRecheckMs: DAY,
  emailVerificationMs: 30 * DAY,
} as const;

/** The waits with their production defaults. */
export function reviewTimings(
  durations: AccountReviewDurations | undefined,
): Required<AccountReviewDurations> {
  return { ...ACCOUNT_REVIEW_DEFAULTS, ...durations };
}

export const REVIEW_MESSAGES = {
  approved: 'The pharmacy account was approved.',
  rejected: 'The pharmacy account was rejected.',
  infoRequested: 'The pharmacy was asked for more information.',
  answered: 'Thank you: your answer was sent to our team.',
  decided: 'This application has already been decided.',
  notAwaitingAnswer: 'No information was asked of this application.',
  reasonRequired: 'Please give the reason.',
  messageRequired: 'Please write what the pharmacy must send.',
  unavailable: 'Applications cannot be decided right now. Please try again in a moment.',
} as const;

/** Whether support may take this decision on a review in `status`; throws the refusal otherwise. */
export function assertReviewDecidable(status: AccountReviewStatus, decision: AccountReviewDecision): void {
  if (status === 'approved' || status === 'rejected')
    throw new DomainError('RESOURCE_CONFLICT', REVIEW_MESSAGES.decided);
  if (decision.decision === 'reject' && decision.reason.trim() === '')
    throw new DomainError('REQUEST_INVALID', REVIEW_MESSAGES.reasonRequired, {
      fields: { reason: [REVIEW_MESSAGES.reasonRequired] },
    });
  if (decision.decision === 'request_info' && decision.message.trim() === '')
    throw new DomainError('REQUEST_INVALID', REVIEW_MESSAGES.messageRequired, {
      fields: { message: [REVIEW_MESSAGES.messageRequired] },
    });
}

/** Whether the applicant may answer: only while more information is asked of them. */
export function assertAnswerable(status: AccountReviewStatus): void {
  if (status !== 'more_info_requested')
    throw new DomainError('RESOURCE_CONFLICT', REVIEW_MESSAGES.notAwaitingAnswer);
}

/** The review's status after a decision. */
export function statusAfter(decision: AccountReviewDecision): AccountReviewStatus {
  return decision.decision === 'approve'
    ? 'approved'
    : decision.decision === 'reject'
      ? 'rejected'
      : 'more_info_requested';
}
