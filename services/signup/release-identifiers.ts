/**
 * Support releases a rejected application's identifiers (issue 22): its email, DEA number, tax id
 * and licences are never named again as colliding with another application. They were never held
 * (only approval reserves), so nothing else changes; the release is audited.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountReviews } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';
import { assertIdentifiersReleasable } from '../../domain/signup/identifiers.ts';
import { recordAuditEvent } from '../../activities/audit.ts';

/** Releases review `reviewId`'s identifiers for support user `userId`: 404 when absent, 409 unless rejected. */
export async function releaseApplicationIdentifiers(
  db: Database,
  options: { reviewId: string; userId: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [review] = await tx
      .select()
      .from(accountReviews)
      .where(eq(accountReviews.id, options.reviewId))
      .for('update');
    if (!review) throw notFound('Application');
    assertIdentifiersReleasable(review.status, review.identifiersReleasedAt);
    await tx
      .update(accountReviews)
      .set({ identifiersReleasedAt: options.now, identifiersReleasedByUserId: options.userId })
      .where(eq(accountReviews.id, review.id));
    await recordAuditEvent(tx, {
      action: 'account_review.release_identifiers',
      actorUserId: options.userId,
      target: review.accountId,
      details: { account_review_id: review.id },
    });
  });
}
