/**
 * The steps of a pharmacy's account review (workflow `account-review:<accountId>`, issue 12): open
 * it (support is told), record support's decision (approval activates the account), remind support
 * and the applicant, and take the applicant's answer. Approval reserves the application's
 * identifiers (issue 22). Each notice carries a dedupe key so a retried step writes it once.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountReviews, accounts } from '../../db/schema/index.ts';
import {
  assertAnswerable,
  assertReviewDecidable,
  statusAfter,
  type AccountReviewDecision,
  type AccountReviewStatus,
} from '../../domain/signup/account-review.ts';
import { recordAuditEvent } from '../audit.ts';
import { notifyAccount } from '../notifications/notify-account.ts';
import { reserveIdentifiers } from './reserve-identifiers.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type ReviewRow = typeof accountReviews.$inferSelect;

/** The review as its workflow starts from. */
export type OpenedAccountReview = {
  reviewId: string;
  status: AccountReviewStatus;
  createdAt: string;
  name: string;
};

const supportLink = (row: ReviewRow) => `/support/account_reviews/${row.id}`;
const APPLICANT_LINK = '/signup/application';

async function reviewOf(tx: Pick<Database, 'select'>, accountId: string) {
  const [row] = await tx
    .select({ review: accountReviews, name: accounts.name })
    .from(accountReviews)
    .innerJoin(accounts, eq(accounts.id, accountReviews.accountId))
    .where(eq(accountReviews.accountId, accountId));
  return row ?? null;
}

/** Tells every support account (the support desk) in its pane. */
async function notifySupport(tx: Tx, row: ReviewRow, step: string, title: string, body: string) {
  const desks = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.kind, 'support'));
  for (const desk of desks)
    await notifyAccount(tx, {
      accountId: desk.id,
      kind: `account_review_${step.split(':')[0]}`,
      title,
      body,
      link: supportLink(row),
      dedupeKey: `account-review:${row.accountId}:${step}:${desk.id}`,
      details: { account_review_id: row.id },
    });
}

/** Tells the applicant's account (its pane, read once approved; the status page shows the same). */
async function notifyApplicant(tx: Tx, row: ReviewRow, step: string, title: string, body: string) {
  await notifyAccount(tx, {
    accountId: row.accountId,
    kind: `account_review_${step.split(':')[0]}`,
    title,
    body,
    link: APPLICANT_LINK,
    dedupeKey: `account-review:${row.accountId}:${step}`,
    details: { account_review_id: row.id },
  });
}

/** Reads the review for its workflow (null when gone) and tells support a new application arrived. */
export async function openAccountReview(
  db: Database,
  accountId: string,
): Promise<OpenedAccountReview | null> {
  return db.transaction(async (tx) => {
    const found = await reviewOf(tx, accountId);
    if (!found) return null;
    const { review, name } = found;
    if (review.status === 'pending')
      await notifySupport(
        tx,
        review,
        'received',
        'New pharmacy application',
        `${name} signed up and awaits review.`,
      );
    return { reviewId: review.id, status: review.status, createdAt: review.createdAt.toISOString(), name };
  });
}

const DECISION_NOTICES = {
  approve: () => ({ title: 'Your account was approved', body: 'Welcome! You can now log in and order.' }),
  reject: (d: { reason: string }) => ({ title: 'Your application was rejected', body: d.reason }),
  request_info: (d: { message: string }) => ({ title: 'We need more information', body: d.message }),
};

/** Support's decision, the account's status with it, and the applicant told, in one transaction. */
export async function recordAccountReviewDecision(
  db: Database,
  accountId: string,
  decision: AccountReviewDecision,
  now: Date,
): Promise<AccountReviewStatus> {
  return db.transaction(async (tx) => {
    const found = await reviewOf(tx, accountId);
    if (!found) throw new Error(`account review of ${accountId} is gone`);
    assertReviewDecidable(found.review.status, decision);
    // First, so an identifier an approved account took meanwhile refuses the approval (issue 22).
    if (decision.decision === 'approve') await reserveIdentifiers(tx, accountId);
    const status = statusAfter(decision);
    const [row] = await tx
      .update(accountReviews)
      .set({
        status,
        ...(decision.decision === 'request_info' ? { infoRequest: decision.message } : {}),
        ...(decision.decision === 'reject' ? { rejectionReason: decision.reason } : {}),
        ...(decision.decision === 'request_info' ? {} : { decidedByUserId: decision.userId, decidedAt: now }),
      })
      .where(eq(accountReviews.id, found.review.id))
      .returning();
    if (decision.decision !== 'request_info')
      await tx
        .update(accounts)
        .set({ status: decision.decision === 'approve' ? 'active' : 'rejected' })
        .where(and(eq(accounts.id, accountId), eq(accounts.status, 'pending_review')));
    const notice =
      decision.decision === 'approve'
        ? DECISION_NOTICES.approve()
        : decision.decision === 'reject'
          ? DECISION_NOTICES.reject(decision)
          : DECISION_NOTICES.request_info(decision);
    const step = decision.decision === 'request_info' ? `info_requested:${now.getTime()}` : decision.decision;
    await notifyApplicant(tx, row!, step, notice.title, notice.body);
    await recordAuditEvent(tx, {
      action: `account_review.${decision.decision}`,
      actorUserId: decision.userId,
      target: accountId,
    });
    return status;
  });
}

/** Reminds support of an application still waiting (the `n`th reminder). */
export async function remindSupportOfReview(db: Database, accountId: string, n: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await reviewOf(tx, accountId);
    if (!found || found.review.status !== 'pending') return;
    await notifySupport(
      tx,
      found.review,
      `reminder:${n}`,
      'Pharmacy application waiting',
      `${found.name} still awaits review.`,
    );
    await tx
      .update(accountReviews)
      .set({ supportRemindersSent: n })
      .where(eq(accountReviews.id, found.review.id));
  });
}

/** Reminds the applicant that more information is still asked of it (the `n`th reminder). */
export async function remindApplicantOfReview(db: Database, accountId: string, n: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await reviewOf(tx, accountId);
    if (!found || found.review.status !== 'more_info_requested') return;
    const body = found.review.infoRequest ?? 'Please answer our request for information.';
    await notifyApplicant(tx, found.review, `reminder:${n}`, 'We still need more information', body);
  });
}

/** The applicant answered (its document or comment is stored): the review waits for support again. */
export async function takeApplicantAnswer(
  db: Database,
  accountId: string,
  answerId: string,
): Promise<AccountReviewStatus> {
  return db.transaction(async (tx) => {
    const found = await reviewOf(tx, accountId);
    if (!found) throw new Error(`account review of ${accountId} is gone`);
    if (found.review.status !== 'more_info_requested') return found.review.status;
    assertAnswerable(found.review.status);
    await tx.update(accountReviews).set({ status: 'pending' }).where(eq(accountReviews.id, found.review.id));
    await notifySupport(
      tx,
      found.review,
      `answered:${answerId}`,
      'A pharmacy answered',
      `${found.name} sent the information asked for.`,
    );
    return 'pending';
  });
}
