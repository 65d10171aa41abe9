/** The account-review workflow (`account-review:<accountId>`) as the API drives it: start, decide, answer. */
import type { Client } from '@temporalio/client';
import { WorkflowNotFoundError } from '@temporalio/common';
import { DomainError } from '../../domain/errors.ts';
import { REVIEW_MESSAGES } from '../../domain/signup/account-review.ts';
import {
  ACCOUNT_REVIEW_WORKFLOW,
  accountReviewWorkflowId,
  applicantAnsweredSignal,
  decideAccountReviewUpdate,
  signupEmailSignal,
  type AccountReviewDecision,
  type AccountReviewDurations,
  type AccountReviewState,
} from '../../workflows/signup/messages.ts';
import { executeWorkflowUpdate, signalWorkflow, startWorkflowOnce, type Temporal } from './commands.ts';

/** Starts a new account's review right after its signup commits; starting twice is harmless. */
export async function startAccountReview(
  client: Client,
  taskQueue: string,
  accountId: string,
  durations?: AccountReviewDurations,
): Promise<void> {
  await startWorkflowOnce(client, ACCOUNT_REVIEW_WORKFLOW, {
    taskQueue,
    workflowId: accountReviewWorkflowId(accountId),
    input: { accountId, ...(durations ? { durations } : {}) },
    attributes: { process: 'account-review', subjectId: accountId, accountIds: [accountId] },
  });
}

/** Sends support's decision; answers the state after it or throws the refusal (nothing changed). */
export async function decideAccountReview(
  temporal: Temporal,
  accountId: string,
  decision: AccountReviewDecision,
  options: { updateId?: string | undefined } = {},
): Promise<AccountReviewState> {
  try {
    return await executeWorkflowUpdate(
      temporal,
      accountReviewWorkflowId(accountId),
      decideAccountReviewUpdate,
      decision,
      {
        updateId: options.updateId,
        unavailable: REVIEW_MESSAGES.unavailable,
      },
    );
  } catch (error) {
    if (error instanceof WorkflowNotFoundError)
      throw new DomainError('RESOURCE_CONFLICT', REVIEW_MESSAGES.decided);
    throw error;
  }
}

/** Tells the review the applicant answered (a fact: a signal). */
export async function signalApplicantAnswered(
  temporal: Temporal,
  accountId: string,
  answerId: string,
): Promise<void> {
  await signalWorkflow(temporal.client, accountReviewWorkflowId(accountId), applicantAnsweredSignal, {
    answerId,
  });
}

/** Tells the review the applicant verified its email, or asks it to mail a new code (issue 22). */
export async function signalSignupEmail(
  temporal: Temporal,
  accountId: string,
  event: 'verified' | 'code_requested',
): Promise<void> {
  await signalWorkflow(temporal.client, accountReviewWorkflowId(accountId), signupEmailSignal, { event });
}
