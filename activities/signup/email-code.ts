/**
 * The applicant's email code (issue 22): a new 6-digit code, its hash stored on the review with its
 * expiry, mailed through the mail port; and whether the email is verified (the review's wait
 * re-reads it on a timer, so a lost signal strands nobody).
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountReviews, users } from '../../db/schema/index.ts';
import { EMAIL_CODE_TTL_MS } from '../../domain/signup/email-verification.ts';
import { digest } from '../identity/tokens.ts';
import type { Mailer } from '../ports/mail.ts';

/** The stored form of a code: bound to its review, so one hash says nothing of another's code. */
export const emailCodeHash = (reviewId: string, code: string) => digest(`${reviewId}:${code}`);

/** Mails a new code to the application's email (the last code mailed is the one that counts). */
export async function sendSignupEmailCode(
  db: Database,
  mail: Mailer,
  accountId: string,
  now: Date,
): Promise<void> {
  const [row] = await db
    .select({ review: accountReviews, email: users.email })
    .from(accountReviews)
    .innerJoin(users, eq(users.accountId, accountReviews.accountId))
    .where(eq(accountReviews.accountId, accountId))
    .limit(1);
  if (!row || row.review.emailVerifiedAt) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .update(accountReviews)
    .set({
      emailCodeHash: emailCodeHash(row.review.id, code),
      emailCodeExpiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MS),
      emailCodeAttempts: 0,
    })
    .where(eq(accountReviews.id, row.review.id));
  await mail.send({
    to: row.email,
    subject: 'Your pharmacy signup code',
    text: `Your code is ${code}. Enter it on the signup page within 30 minutes to send your application to our team.`,
  });
}

/** Whether the application's email is verified (null when the application is gone). */
export async function isSignupEmailVerified(db: Database, accountId: string): Promise<boolean | null> {
  const [row] = await db
    .select({ verifiedAt: accountReviews.emailVerifiedAt })
    .from(accountReviews)
    .where(eq(accountReviews.accountId, accountId));
  return row ? row.verifiedAt !== null : null;
}
