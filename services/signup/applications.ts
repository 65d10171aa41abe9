/**
 * The applicant's side of its review (issue 12): a pending or rejected account cannot log in; its
 * browser keeps the application token the signup answered and follows the application with it —
 * the status, what support asked, and the answer (a document and/or a comment).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountReviewDocuments, accountReviews, accounts } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import { assertAnswerable } from '../../domain/signup/account-review.ts';
import type { StoredUpload } from '../../activities/ports/file-store.ts';
import { digest } from '../../activities/identity/tokens.ts';

const UNKNOWN = 'This application was not found.';

/** The application a token names, or 404. */
export async function findApplication(db: Database, applicationToken: string) {
  const [row] = await db
    .select({ review: accountReviews, name: accounts.name })
    .from(accountReviews)
    .innerJoin(accounts, eq(accounts.id, accountReviews.accountId))
    .where(eq(accountReviews.applicationTokenHash, digest(applicationToken)));
  if (!row) throw new DomainError('RESOURCE_NOT_FOUND', UNKNOWN);
  return row;
}

/** Stores the applicant's answer (only while support asks for more); answers its id for the signal. */
export async function addApplicantAnswer(
  db: Database,
  reviewId: string,
  answer: { file: StoredUpload | null; comment: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ status: accountReviews.status })
      .from(accountReviews)
      .where(eq(accountReviews.id, reviewId))
      .for('update');
    if (!review) throw new DomainError('RESOURCE_NOT_FOUND', UNKNOWN);
    assertAnswerable(review.status);
    const [row] = await tx
      .insert(accountReviewDocuments)
      .values({
        reviewId,
        kind: 'answer',
        fileKey: answer.file?.fileKey ?? '',
        fileName: answer.file?.fileName ?? '',
        contentType: answer.file?.contentType ?? '',
        sizeBytes: answer.file?.sizeBytes ?? 0,
        comment: answer.comment || null,
      })
      .returning({ id: accountReviewDocuments.id });
    return row!.id;
  });
}
