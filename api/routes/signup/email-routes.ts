/**
 * The applicant verifies its email (issue 22): `POST /signup/application/verify_email` with the
 * code mailed to it, `POST /signup/application/email_code` for a new code. Public: the application
 * token is the credential; both count against the signup limit. The review workflow is told by
 * signal (it also re-reads the application on a timer).
 */
import { DomainError } from '../../../domain/errors.ts';
import { EMAIL_CODE_MESSAGES, emailCodeRefused } from '../../../domain/signup/email-verification.ts';
import { findApplication } from '../../../services/signup/applications.ts';
import { verifySignupEmail } from '../../../services/signup/verify-email.ts';
import { signalSignupEmail } from '../../../platform/temporal/account-reviews.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { ApplicationBody, EmailCodeAnswerSchema, VerifyEmailBody } from './schemas.ts';

const verifyRoute = defineRoute({
  method: 'post',
  path: '/signup/application/verify_email',
  area: 'signup',
  access: 'public',
  rateLimit: 'signup',
  summary: 'Verify the applicant’s email with the 6-digit code mailed to it',
  request: { body: VerifyEmailBody },
  responses: { 200: jsonContent(EmailCodeAnswerSchema, 'Verified: the application goes to support') },
  problems: [404, 422],
});
const codeRoute = defineRoute({
  method: 'post',
  path: '/signup/application/email_code',
  area: 'signup',
  access: 'public',
  rateLimit: 'signup',
  summary: 'Mail the applicant a new code for its email',
  request: { body: ApplicationBody },
  responses: { 200: jsonContent(EmailCodeAnswerSchema, 'A new code is on its way') },
  problems: [404, 409],
});

export const emailRoutes = createRouter();

addRoute(emailRoutes, verifyRoute, async (c) => {
  const { db, now, temporal } = c.get('deps');
  const { application_token, code } = c.req.valid('json');
  const { outcome, accountId } = await verifySignupEmail(db, {
    applicationToken: application_token,
    code,
    now: now(),
  });
  if (outcome === 'expired') await signalSignupEmail(temporal, accountId, 'code_requested');
  if (outcome === 'expired' || outcome === 'wrong') throw emailCodeRefused(outcome);
  // Again on a repeat: the signal is what moves the review, and it may have been lost.
  await signalSignupEmail(temporal, accountId, 'verified');
  return c.json({ message: EMAIL_CODE_MESSAGES.verified }, 200);
});

addRoute(emailRoutes, codeRoute, async (c) => {
  const { db, temporal } = c.get('deps');
  const { review } = await findApplication(db, c.req.valid('json').application_token);
  if (review.emailVerifiedAt) throw new DomainError('RESOURCE_CONFLICT', 'This email is already verified.');
  await signalSignupEmail(temporal, review.accountId, 'code_requested');
  return c.json({ message: EMAIL_CODE_MESSAGES.sent }, 200);
});
