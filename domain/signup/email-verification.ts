/**
 * The applicant's email is verified by a code before support sees the application (issue 22): a
 * 6-digit code, mailed, valid 30 minutes, 5 tries; past either a new code is mailed. An application
 * whose email is never verified is abandoned after 30 days (its review ends, the purge removes it).
 */
import { DomainError } from '../errors.ts';

export const EMAIL_CODE_TTL_MS = 30 * 60 * 1000;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
const DAY = 24 * 60 * 60 * 1000;
/** How long an application waits for its email to be verified before it is abandoned. */
export const EMAIL_VERIFICATION_WINDOW_MS = 30 * DAY;

export const EMAIL_CODE_MESSAGES = {
  wrong: 'This code is not the one we sent. Please check the email and try again.',
  expired: 'This code has expired or was tried too often. We sent you a new one.',
  verified: 'Thank you: your email is verified and your application is now with our team.',
  sent: 'We sent you a new code.',
} as const;

export type EmailCodeState = { verifiedAt: Date | null; expiresAt: Date | null; attempts: number };
export type EmailCodeOutcome = 'verified' | 'already_verified' | 'expired' | 'wrong';

/** What a tried code does, given whether it matches the stored hash. */
export function emailCodeOutcome(state: EmailCodeState, matches: boolean, now: Date): EmailCodeOutcome {
  if (state.verifiedAt) return 'already_verified';
  if (!state.expiresAt || state.expiresAt <= now || state.attempts >= EMAIL_CODE_MAX_ATTEMPTS)
    return 'expired';
  return matches ? 'verified' : 'wrong';
}

/** The refusal of a code that did not verify the email (422 on the `code` field). */
export function emailCodeRefused(outcome: 'expired' | 'wrong'): DomainError {
  const message = EMAIL_CODE_MESSAGES[outcome];
  return new DomainError('SIGNUP_EMAIL_CODE_INVALID', message, { fields: { code: [message] } });
}
