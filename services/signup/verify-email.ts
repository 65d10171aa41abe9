/**
 * The applicant enters the code mailed to it (issue 22): the right code, in time and within the
 * tries, verifies the email; a wrong one counts a try; an expired or spent one asks for a new code.
 * One row lock per try, so two tries at once cannot both be the fifth.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountReviews } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import { emailCodeOutcome, type EmailCodeOutcome } from '../../domain/signup/email-verification.ts';
import { digest } from '../../activities/identity/tokens.ts';
import { emailCodeHash } from '../../activities/signup/email-code.ts';

/** Tries `code` on the application `applicationToken` names (404 when none); answers the outcome. */
export async function verifySignupEmail(
  db: Database,
  options: { applicationToken: string; code: string; now: Date },
): Promise<{ outcome: EmailCodeOutcome; accountId: string }> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select()
      .from(accountReviews)
      .where(eq(accountReviews.applicationTokenHash, digest(options.applicationToken)))
      .for('update');
    if (!review) throw new DomainError('RESOURCE_NOT_FOUND', 'This application was not found.');
    const matches = review.emailCodeHash === emailCodeHash(review.id, options.code);
    const outcome = emailCodeOutcome(
      {
        verifiedAt: review.emailVerifiedAt,
        expiresAt: review.emailCodeExpiresAt,
        attempts: review.emailCodeAttempts,
      },
      matches,
      options.now,
    );
    if (outcome === 'verified')
      await tx
        .update(accountReviews)
        .set({ emailVerifiedAt: options.now, emailCodeHash: null, emailCodeExpiresAt: null })
        .where(eq(accountReviews.id, review.id));
    if (outcome === 'wrong')
      await tx
        .update(accountReviews)
        .set({ emailCodeAttempts: review.emailCodeAttempts + 1 })
        .where(eq(accountReviews.id, review.id));
    return { outcome, accountId: review.accountId };
  });
}
