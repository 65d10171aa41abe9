/**
 * The account workflows' update validators refuse on their own (issue 21): a new pharmacy's
 * account review and a pharmacy user's seller registration, each sent support's bad decisions
 * straight with the Temporal client, skipping the API's checks. See update-validators-fixtures.ts
 * for what "refused" means.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountReviews, accounts, sellerRegistrations } from '../../../db/schema/index.ts';
import {
  accountReviewStateQuery,
  accountReviewWorkflowId,
  decideAccountReviewUpdate,
} from '../../../workflows/signup/messages.ts';
import {
  decideSellerRegistrationUpdate,
  sellerRegistrationStateQuery,
  sellerRegistrationWorkflowId,
} from '../../../workflows/seller-registration/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { SUPPORT } from '../audits/audits-fixtures.ts';
import {
  agreementOf,
  registrationForm,
  submitRegistration,
  waitForRegistrationStatus,
} from '../seller-registration/seller-registration-fixtures.ts';
import {
  openSignupContext,
  signupFields,
  signupForm,
  submit,
  type SignedUp,
  verifyEmail,
} from '../signup/signup-fixtures.ts';
import { signAgreement } from '../wholesaler-applications/wholesaler-applications-fixtures.ts';
import {
  expectValidatorRefuses,
  waitUntilActivityCompleted,
  waitUntilLoaded,
  type BadUpdate,
} from './update-validators-fixtures.ts';

const SUPPORT_USER = SUPPORT.user.id;

let t: TestContext;
let pharmacy: Credentials;
let texasId: number;
let close: () => Promise<void>;

beforeAll(async () => {
  // The signup world (a worker, support): it runs the seller registration as well.
  ({ t, texasId, close } = await openSignupContext('update-validators-accounts'));
  pharmacy = await t.login('pharmacy@example.com');
});
afterAll(() => close());

/** Sends every bad update of a table to one running workflow, each refused with nothing changed. */
async function refuseAll(workflowId: string, table: BadUpdate[], snapshot: () => Promise<unknown>) {
  await waitUntilLoaded(t, workflowId);
  for (const bad of table) await expectValidatorRefuses(t, workflowId, bad, snapshot);
}

describe('update validators refuse a bad update sent straight to the workflow (issue 21)', () => {
  it('a pending account review refuses a rejection without a reason and a request for information without a message', async () => {
    const fields = signupFields(texasId);
    const response = await submit(t, signupForm(fields));
    expect(response.status).toBe(201);
    const { account_id: accountId, application_token } = (await response.json()) as SignedUp;
    // Support decides only once the email is verified (issue 22): the decision's validators with it.
    await verifyEmail(t, fields.email, application_token);
    // The record is loaded after the verification's own activities: wait for that, not the first.
    await waitUntilActivityCompleted(t, accountReviewWorkflowId(accountId), 'openAccountReview');
    const workflowId = accountReviewWorkflowId(accountId);
    const handle = t.temporal.client.workflow.getHandle(workflowId);
    await refuseAll(
      workflowId,
      [
        {
          what: 'a rejection with a blank reason',
          update: decideAccountReviewUpdate,
          input: { decision: 'reject', userId: SUPPORT_USER, reason: '  ' },
          code: 'REQUEST_INVALID',
        },
        {
          what: 'a request for information with a blank message',
          update: decideAccountReviewUpdate,
          input: { decision: 'request_info', userId: SUPPORT_USER, message: '' },
          code: 'REQUEST_INVALID',
        },
      ],
      async () => ({
        state: await handle.query(accountReviewStateQuery),
        review: (await t.db.select().from(accountReviews).where(eq(accountReviews.accountId, accountId)))[0],
        account: (await t.db.select().from(accounts).where(eq(accounts.id, accountId)))[0]?.status,
      }),
    );
    // Still waiting for support: a decision the validator lets through is taken.
    expect((await handle.query(accountReviewStateQuery)).status).toBe('pending');
  });

  it('a seller registration refuses approval before the agreement is signed, and a decline without a reason after', async () => {
    const response = await submitRegistration(t, pharmacy, registrationForm());
    expect(response.status).toBe(201);
    const { registration } = (await response.json()) as { registration: { id: string } };
    const [row] = await t.db
      .select()
      .from(sellerRegistrations)
      .where(eq(sellerRegistrations.id, registration.id));
    const workflowId = sellerRegistrationWorkflowId(row!.userId);
    const handle = t.temporal.client.workflow.getHandle(workflowId);
    const snapshot = async () => ({
      state: await handle.query(sellerRegistrationStateQuery),
      row: (
        await t.db.select().from(sellerRegistrations).where(eq(sellerRegistrations.id, registration.id))
      )[0],
    });
    // The agreement prepared, the registration stands still until it is signed.
    const documentId = await agreementOf(t, row!.userId);
    await refuseAll(
      workflowId,
      [
        {
          what: 'support approving an unsigned registration',
          update: decideSellerRegistrationUpdate,
          input: { decision: 'approve', byUserId: SUPPORT_USER },
          code: 'RESOURCE_CONFLICT',
        },
      ],
      snapshot,
    );

    expect((await signAgreement(t, pharmacy, documentId)).status).toBe(200);
    await waitForRegistrationStatus(t, row!.userId, 'in_review');
    await refuseAll(
      workflowId,
      [
        {
          what: 'support declining with a blank reason',
          update: decideSellerRegistrationUpdate,
          input: { decision: 'decline', reason: ' ', byUserId: SUPPORT_USER },
          code: 'REQUEST_INVALID',
        },
      ],
      snapshot,
    );
  });
});
