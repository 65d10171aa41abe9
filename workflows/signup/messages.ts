/**
 * The account-review workflow's names and payloads (issue 12). They live in Temporal histories,
 * so renaming one is a versioning change. Safe to import from the API: message definitions only.
 */
import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';
import type {
  AccountReviewDecision,
  AccountReviewDurations,
  AccountReviewStatus,
} from '../../domain/signup/account-review.ts';

export type { AccountReviewDecision, AccountReviewDurations };

export const accountReviewWorkflowId = (accountId: string) => `account-review:${accountId}`;
export const ACCOUNT_REVIEW_WORKFLOW = 'accountReviewWorkflow';

export type AccountReviewInput = { accountId: string; durations?: AccountReviewDurations };

/** What the workflow knows; answered by the decide update and the state query. */
export type AccountReviewState = {
  accountId: string;
  status: AccountReviewStatus;
  supportReminders: number;
  applicantReminders: number;
  answers: number;
};

/** Support approves, rejects (with a reason) or asks for more information (validated first). */
export const decideAccountReviewUpdate = defineUpdate<AccountReviewState, [AccountReviewDecision]>(
  'decideAccountReview',
);
/** The applicant answered a request for information (its document or comment is stored). */
export const applicantAnsweredSignal = defineSignal<[{ answerId: string }]>('applicantAnswered');
/**
 * The applicant's email (issue 22): `verified` (the right code was entered, support may review) or
 * `code_requested` (asked for a new code, or spent the last one: the workflow mails a new one).
 */
export const signupEmailSignal = defineSignal<[{ event: 'verified' | 'code_requested' }]>('signupEmail');
export const accountReviewStateQuery = defineQuery<AccountReviewState>('accountReviewState');
