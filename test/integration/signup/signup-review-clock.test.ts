/**
 * The account review's clock (issue 12): support is reminded of an application left pending and
 * the applicant of a request for information left unanswered, after the waits of the input; a
 * review whose start was lost is started by the stranded-workflows relay.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountReviews, notifications } from '../../../db/schema/index.ts';
import { submitSignup } from '../../../services/signup/submit-signup.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { isoDate } from '../../../domain/dates.ts';
import { signupSchema } from '../../../domain/signup/signup-schema.ts';
import { startAccountReview } from '../../../platform/temporal/account-reviews.ts';
import { accountReviewWorkflowId } from '../../../workflows/signup/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import {
  openSignupContext,
  signupFields,
  signupForm,
  submit,
  verifyEmail,
  type SignedUp,
} from './signup-fixtures.ts';

const SUPPORT_ID = DEMO_ACCOUNTS.find((a) => a.kind === 'support')!.id;

let t: TestContext;
let support: Credentials;
let texasId: number;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, support, texasId, close } = await openSignupContext('signup-clock'));
});
afterAll(() => close());

const kindsFor = async (accountId: string) =>
  (
    await t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.accountId, accountId))
  ).map((n) => n.kind);

describe('account review reminders', () => {
  it('reminds support of a pending application and the applicant of an unanswered request', async () => {
    const fields = signupFields(texasId);
    const response = await submit(t, signupForm(fields));
    const { account_id: accountId, application_token } = (await response.json()) as SignedUp;
    // The API starts the review with production waits: run it again with short ones.
    await t.temporal.client.workflow.getHandle(accountReviewWorkflowId(accountId)).terminate('short waits');
    await startAccountReview(t.temporal.client, t.env.temporal.taskQueue, accountId, {
      supportReminderMs: 1_000,
      applicantReminderMs: 1_000,
    });
    await verifyEmail(t, fields.email, application_token);
    await expect.poll(() => kindsFor(SUPPORT_ID), { timeout: 15_000 }).toContain('account_review_reminder');
    const [review] = await t.db.select().from(accountReviews).where(eq(accountReviews.accountId, accountId));
    expect(review!.supportRemindersSent).toBeGreaterThan(0);
    await t.call('PATCH', `/api/v1/support/account_reviews/${review!.id}/request_info`, {
      as: support,
      body: { message: 'Please send your inspection report.' },
    });
    await expect.poll(() => kindsFor(accountId), { timeout: 15_000 }).toContain('account_review_reminder');
    const reminders = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, accountId), eq(notifications.kind, 'account_review_reminder')));
    expect(reminders[0]!.body).toBe('Please send your inspection report.');
    await t.temporal.client.workflow.getHandle(accountReviewWorkflowId(accountId)).terminate('done');
  });
});

describe('account review outbox', () => {
  it('the stranded-workflows relay starts the review of a signup whose start was lost', async () => {
    const fields = signupFields(texasId, { documents_by_fax: 'true' });
    const input = signupSchema(isoDate(new Date())).parse({
      ...fields,
      licences: JSON.parse(fields.licences) as unknown,
      state_id: Number(fields.state_id),
      terms: true,
      documents_by_fax: true,
    });
    // The signup committed; the API died before starting its workflow.
    const { accountId } = await submitSignup(t.db, input, { stateLicence: [], dea: [] });
    await t.db
      .update(accountReviews)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(accountReviews.accountId, accountId));
    await t.temporal.client.workflow.execute('startStrandedWorkflowsWorkflow', {
      taskQueue: t.env.temporal.taskQueue,
      workflowId: `start-stranded-workflows-${accountId}`,
    });
    const described = await t.temporal.client.workflow
      .getHandle(accountReviewWorkflowId(accountId))
      .describe();
    expect(described.status.name).toBe('RUNNING');
    const [review] = await t.db.select().from(accountReviews).where(eq(accountReviews.accountId, accountId));
    expect(review!.workflowStartedAt).not.toBeNull();
    await t.temporal.client.workflow.getHandle(accountReviewWorkflowId(accountId)).terminate('done');
  });
});
