/**
 * A new pharmacy account's review by support (issue 12, `account-review:<accountId>`): waits for
 * support's `decideAccountReview` update (approve, reject with a reason, ask for more information),
 * validated by the domain rule before anything is written. Asked for more, the applicant's answer
 * arrives as the `applicantAnswered` signal and the review waits for support again. Support is
 * reminded of an application left pending and the applicant of an unanswered request; both waits
 * come from the input. First of all the applicant's email is verified by a mailed code (issue 22):
 * support is told of the application only then, and an application never verified is abandoned.
 */
import { allHandlersFinished, condition, patched, proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import {
  assertReviewDecidable,
  reviewTimings,
  type AccountReviewDecision,
} from '../../domain/signup/account-review.ts';
import { CLOCK_ACTIVITY_OPTIONS, MOVE_ACTIVITY_OPTIONS } from '../shared/activity-options.ts';
import { asRefusal, guard } from '../shared/failures/refusals.ts';
import { turnLock } from '../shared/turn.ts';
import { emailVerification } from './email-verification.ts';
import {
  accountReviewStateQuery,
  applicantAnsweredSignal,
  decideAccountReviewUpdate,
  type AccountReviewInput,
  type AccountReviewState,
} from './messages.ts';

const acts = proxyActivities<Activities>(MOVE_ACTIVITY_OPTIONS);
const clockActs = proxyActivities<Activities>(CLOCK_ACTIVITY_OPTIONS);

/** The workflow `account-review:<accountId>`, started once the signup commits. */
export async function accountReviewWorkflow(input: AccountReviewInput): Promise<AccountReviewState> {
  const timings = reviewTimings(input.durations);
  const state: AccountReviewState = {
    accountId: input.accountId,
    status: 'pending',
    supportReminders: 0,
    applicantReminders: 0,
    answers: 0,
  };
  let opened = false;
  const answersWaiting: string[] = [];
  const decided = () => state.status === 'approved' || state.status === 'rejected';
  /** One step at a time: a decision, an answer and a reminder take turns. */
  const { take } = turnLock(() => opened);

  // Every handler is set before the first await: an update that finds no handler is refused.
  setHandler(accountReviewStateQuery, () => state);
  setHandler(
    decideAccountReviewUpdate,
    (decision) =>
      take(async () => {
        try {
          assertReviewDecidable(state.status, decision);
          state.status = await acts.recordAccountReviewDecision(input.accountId, decision);
          return state;
        } catch (error) {
          throw asRefusal(error);
        }
      }),
    {
      validator: (decision: AccountReviewDecision) => {
        if (opened) guard(() => assertReviewDecidable(state.status, decision));
      },
    },
  );
  setHandler(applicantAnsweredSignal, ({ answerId }) => {
    answersWaiting.push(answerId);
  });
  const verification = emailVerification(input.accountId, timings);

  // Reviews started before issue 22 opened at once: their histories replay without the wait.
  if (patched('account-review-email-verification') && !(await verification.run())) return state;

  const found = await clockActs.openAccountReview(input.accountId);
  if (!found) return state; // the row is gone: nothing to review
  state.status = found.status;
  opened = true;

  while (!decided()) {
    const status = state.status;
    const wait = status === 'pending' ? timings.supportReminderMs : timings.applicantReminderMs;
    const moved = await condition(
      () => decided() || state.status !== status || answersWaiting.length > 0,
      wait,
    );
    if (answersWaiting.length > 0) {
      const answerId = answersWaiting.shift()!;
      await take(async () => {
        state.status = await acts.takeApplicantAnswer(input.accountId, answerId);
        state.answers += 1;
      });
      continue;
    }
    if (moved) continue;
    await take(async () => {
      if (state.status === 'pending' && status === 'pending') {
        state.supportReminders += 1;
        await clockActs.remindSupportOfReview(input.accountId, state.supportReminders);
      } else if (state.status === 'more_info_requested' && status === 'more_info_requested') {
        state.applicantReminders += 1;
        await clockActs.remindApplicantOfReview(input.accountId, state.applicantReminders);
      }
    });
  }
  await condition(allHandlersFinished);
  return state;
}
