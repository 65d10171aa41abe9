/** The account-review workflow's activities (registered by activities/index.ts); refusals are typed failures. */
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../ports/mail.ts';
import type { AccountReviewDecision } from '../../domain/signup/account-review.ts';
import { refusing } from '../../platform/temporal/failure-codec.ts';
import {
  openAccountReview,
  recordAccountReviewDecision,
  remindApplicantOfReview,
  remindSupportOfReview,
  takeApplicantAnswer,
} from './review-steps.ts';
import { isSignupEmailVerified, sendSignupEmailCode } from './email-code.ts';

export function createAccountReviewActivities({
  db,
  now,
  mail,
}: {
  db: Database;
  now: () => Date;
  mail: Mailer;
}) {
  return {
    /** Mails the applicant a new code for its email (issue 22). */
    sendSignupEmailCode: (accountId: string) =>
      refusing(() => sendSignupEmailCode(db, mail, accountId, now())),
    /** Whether the applicant verified its email (null when the application is gone). */
    isSignupEmailVerified: (accountId: string) => refusing(() => isSignupEmailVerified(db, accountId)),
    /** Reads the review for its workflow (null when gone) and tells support it arrived. */
    openAccountReview: (accountId: string) => refusing(() => openAccountReview(db, accountId)),
    /** Support's decision and the account's status in one transaction; the applicant told. */
    recordAccountReviewDecision: (accountId: string, decision: AccountReviewDecision) =>
      refusing(() => recordAccountReviewDecision(db, accountId, decision, now())),
    /** Reminds support of an application still pending. */
    remindSupportOfReview: (accountId: string, n: number) =>
      refusing(() => remindSupportOfReview(db, accountId, n)),
    /** Reminds the applicant of a request for information still unanswered. */
    remindApplicantOfReview: (accountId: string, n: number) =>
      refusing(() => remindApplicantOfReview(db, accountId, n)),
    /** The applicant's answer puts the review back to pending; support told. */
    takeApplicantAnswer: (accountId: string, answerId: string) =>
      refusing(() => takeApplicantAnswer(db, accountId, answerId)),
  };
}
