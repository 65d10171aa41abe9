/** The outbox half of an account review: marks the rows whose workflow runs. */
import { and, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountReviews } from '../../db/schema/index.ts';

/** Records that these pharmacy accounts' review workflows run (the API after its start, the relay after its). */
export async function markAccountReviewsStarted(
  db: Database,
  accountIds: string[],
  now: Date,
): Promise<void> {
  if (accountIds.length === 0) return;
  await db
    .update(accountReviews)
    .set({ workflowStartedAt: now })
    .where(and(inArray(accountReviews.accountId, accountIds), isNull(accountReviews.workflowStartedAt)));
}
