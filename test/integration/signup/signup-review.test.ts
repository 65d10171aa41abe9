/**
 * The account review of a new pharmacy (issue 12): a pending account cannot log in; support sees
 * the checks and documents and approves, or asks for more (the applicant answers with its token)
 * and rejects with a reason. Records the account-review history.
 */
import { eq } from 'drizzle-orm';
import { INVALID_CREDENTIALS, NOT_APPROVED_MESSAGES } from '../../../services/identity/log-in.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountReviews, accounts, notifications } from '../../../db/schema/index.ts';
import { accountReviewWorkflowId } from '../../../workflows/signup/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import {
  openSignupContext,
  publicCall,
  signupFields,
  signupForm,
  submit,
  type SignedUp,
  verifyEmail,
} from './signup-fixtures.ts';

let t: TestContext;
let support: Credentials;
let texasId: number;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, support, texasId, close } = await openSignupContext('signup-review'));
});
afterAll(() => close());

async function signUp(overrides: Record<string, string> = {}) {
  const fields = signupFields(texasId, overrides);
  const response = await submit(t, signupForm(fields));
  expect(response.status).toBe(201);
  const answer = (await response.json()) as SignedUp;
  await verifyEmail(t, fields.email, answer.application_token);
  return { fields, answer };
}

async function reviewIdOf(accountId: string): Promise<string> {
  const [row] = await t.db.select().from(accountReviews).where(eq(accountReviews.accountId, accountId));
  return row!.id;
}

/** Waits until the review's workflow opened it (support told). */
async function opened(accountId: string) {
  await expect
    .poll(
      async () =>
        (await t.db.select().from(notifications).where(eq(notifications.kind, 'account_review_received')))
          .map((n) => n.body)
          .join('|'),
      { timeout: 10_000 },
    )
    .toContain('awaits review');
  await expect
    .poll(
      async () =>
        (await t.db.select().from(accountReviews).where(eq(accountReviews.accountId, accountId)))[0]
          ?.workflowStartedAt ?? null,
    )
    .not.toBeNull();
}

const logInAs = (email: string, password: string) =>
  t.call('POST', '/api/v1/session', { body: { email, password }, headers: { authorization: 'Web' } });

const application = async (token: string) =>
  (await (
    await publicCall(t, 'POST', '/api/v1/signup/application', { application_token: token })
  ).json()) as {
    status: string;
    info_request: string | null;
  };

describe('signup: the account review', () => {
  it('creates a pending account that cannot log in until support approves it', async () => {
    const { fields, answer } = await signUp();
    await opened(answer.account_id);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, answer.account_id));
    expect(account!.status).toBe('pending_review');
    // The right password is told the application is in review (issue 21); a wrong one learns nothing.
    const inReview = await logInAs(fields.email, fields.password);
    expect(inReview.status).toBe(403);
    expect(await inReview.json()).toMatchObject({
      code: 'AUTH_ACCOUNT_NOT_APPROVED',
      message: NOT_APPROVED_MESSAGES.pending_review,
    });
    const wrong = await logInAs(fields.email, `${fields.password}x`);
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toBe(INVALID_CREDENTIALS);
    const reviewId = await reviewIdOf(answer.account_id);
    const detail = (await (
      await t.call('GET', `/api/v1/support/account_reviews/${reviewId}`, { as: support })
    ).json()) as {
      checks: { name: string; outcome: string }[];
      documents: { id: string }[];
    };
    expect(detail.checks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: expect.stringMatching(/^TX licence .* expiry$/) as string,
          outcome: 'warn',
        }),
        expect.objectContaining({
          name: expect.stringMatching(/^DEA .* check digit$/) as string,
          outcome: 'pass',
        }),
        expect.objectContaining({
          name: 'NCPDP match',
          outcome: 'warn',
          detail: 'Differs from the directory in: name',
        }),
      ]),
    );
    const doc = await t.call(
      'GET',
      `/api/v1/support/account_reviews/${reviewId}/documents/${detail.documents[0]!.id}`,
      { as: support },
    );
    expect(new Uint8Array(await doc.arrayBuffer()).slice(0, 5)).toEqual(new TextEncoder().encode('%PDF-'));
    const approved = await t.call('PATCH', `/api/v1/support/account_reviews/${reviewId}/approve`, {
      as: support,
      body: {},
    });
    expect(await approved.json()).toEqual({
      message: 'The pharmacy account was approved.',
      status: 'approved',
    });
    const pharmacy = await t.login(fields.email, fields.password);
    const me = (await (await t.call('GET', '/api/v1/users/me', { as: pharmacy })).json()) as {
      account: { kind: string };
    };
    expect(me.account.kind).toBe('pharmacy');
    const again = await t.call('PATCH', `/api/v1/support/account_reviews/${reviewId}/reject`, {
      as: support,
      body: { reason: 'late' },
    });
    expect(again.status).toBe(409);
    await t.temporal.client.workflow.getHandle(accountReviewWorkflowId(answer.account_id)).result();
  });

  it('asks for more, takes the applicant’s answer, then rejects with a reason', async () => {
    const { fields, answer } = await signUp();
    await opened(answer.account_id);
    const reviewId = await reviewIdOf(answer.account_id);
    const asked = await t.call('PATCH', `/api/v1/support/account_reviews/${reviewId}/request_info`, {
      as: support,
      body: { message: 'Please send your latest state inspection report.' },
    });
    expect(asked.status).toBe(200);
    expect(await application(answer.application_token)).toMatchObject({
      status: 'more_info_requested',
      info_request: 'Please send your latest state inspection report.',
    });
    const form = new FormData();
    form.set('application_token', answer.application_token);
    form.set('comment', 'Attached.');
    form.set('document', new Blob([new TextEncoder().encode('%PDF-1.4 report')]), 'report.pdf');
    const answered = await t.call('POST', '/api/v1/signup/application/answer', {
      body: form,
      headers: { authorization: 'Web' },
    });
    expect(answered.status).toBe(200);
    await expect
      .poll(async () => (await application(answer.application_token)).status, { timeout: 10_000 })
      .toBe('pending');
    const noReason = await t.call('PATCH', `/api/v1/support/account_reviews/${reviewId}/reject`, {
      as: support,
      body: { reason: '' },
    });
    expect(noReason.status).toBe(400);
    const rejected = await t.call('PATCH', `/api/v1/support/account_reviews/${reviewId}/reject`, {
      as: support,
      body: { reason: 'The DEA registration does not match the address.' },
    });
    expect(await rejected.json()).toEqual({
      message: 'The pharmacy account was rejected.',
      status: 'rejected',
    });
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, answer.account_id));
    expect(account!.status).toBe('rejected');
    const declined = await logInAs(fields.email, fields.password);
    expect(declined.status).toBe(403);
    expect(((await declined.json()) as { message: string }).message).toBe(NOT_APPROVED_MESSAGES.rejected);
    await t.temporal.client.workflow.getHandle(accountReviewWorkflowId(answer.account_id)).result();
    await recordHistoryIfAsked(
      'account-review',
      accountReviewWorkflowId(answer.account_id),
      t.env.temporal.address,
    );
  });
});
