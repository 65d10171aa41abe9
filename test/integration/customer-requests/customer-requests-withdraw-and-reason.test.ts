/**
 * Issue 21: the pharmacy withdraws a pending request (its workflow records it and the supplier is
 * told; another pharmacy's is 404, a decided one 409), and declining a credit increase needs a
 * reason, which the pharmacy reads on its request and in its notice. The workflow refuses both
 * wrongs itself too, when the update is sent to it directly.
 */
import { WorkflowUpdateFailedError } from '@temporalio/client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { notifications } from '../../../db/schema/index.ts';
import { REQUEST_MESSAGES } from '../../../domain/customer-requests/requests.ts';
import {
  customerRequestStateQuery,
  customerRequestWorkflowId,
  decideCustomerRequestUpdate,
  withdrawCustomerRequestUpdate,
  type CustomerRequestState,
} from '../../../workflows/customer-requests/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import {
  keystoneTerms,
  noticesOf,
  openRequestsContext,
  PHARMACY,
  readRequest,
  requestsClient,
  resetTerms,
  SUPPLIER_ID,
  type AnswerJson,
} from './customer-requests-fixtures.ts';

const KEYSTONE_USER_ID = DEMO_ACCOUNTS.find((a) => a.user.email === 'supplier@example.com')!.user.id;

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let seller: Credentials;
let close: () => Promise<void>;
let api: ReturnType<typeof requestsClient>;

beforeAll(async () => {
  ({ t, supplier, pharmacy, close } = await openRequestsContext('customer-requests-withdraw'));
  seller = await t.login('seller@example.com');
  api = requestsClient(t);
});
afterAll(() => close());
beforeEach(() => resetTerms(t));

const CREDIT = { kind: 'credit_increase', credit_increase: true, credit_allocated: '40000.00' };

async function askOpened(): Promise<AnswerJson['request']> {
  const response = await api.ask(pharmacy, CREDIT);
  expect(response.status).toBe(201);
  const { request } = (await response.json()) as AnswerJson;
  await expect
    .poll(() => noticesOf(t, SUPPLIER_ID, request.id), { timeout: 10_000 })
    .toContain('customer_request_received');
  return request;
}

const withdraw = (as: Credentials, id: string) =>
  t.call('PATCH', `/api/v1/customer_requests/${id}/withdraw`, { as });

describe('withdrawing a pending request', () => {
  it('withdraws the pharmacy’s own pending request, tells the supplier, and ends its workflow', async () => {
    const request = await askOpened();
    const response = await withdraw(pharmacy, request.id);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as AnswerJson;
    expect(answer.message).toBe(REQUEST_MESSAGES.withdrawn);
    expect(answer.request.status).toBe('withdrawn');
    expect((await readRequest(t, request.id)).status).toBe('withdrawn');
    expect(await noticesOf(t, SUPPLIER_ID, request.id)).toContain('customer_request_withdrawn');
    const handle = t.temporal.client.workflow.getHandle(customerRequestWorkflowId(request.id));
    expect(((await handle.result()) as CustomerRequestState).status).toBe('withdrawn');
    await recordHistoryIfAsked('customer-request-withdrawn', handle.workflowId, t.env.temporal.address);
    expect((await keystoneTerms(t)).creditAllocatedCents).toBe(2_500_000);
    // Withdrawn is not pending: the pharmacy may ask again at once.
    expect((await api.ask(pharmacy, CREDIT)).status).toBe(201);
  });

  it('answers 404 to another pharmacy and to the supplier’s kind of caller 403, changing nothing', async () => {
    const request = await askOpened();
    const before = await readRequest(t, request.id);
    expect((await withdraw(seller, request.id)).status).toBe(404);
    expect((await withdraw(supplier, request.id)).status).toBe(403);
    expect(await readRequest(t, request.id)).toEqual(before);
  });

  it('refuses withdrawing a decided request with 409, and the supplier deciding a withdrawn one', async () => {
    const decided = await askOpened();
    expect((await api.decide(supplier, 'credit_increase', decided.id, 'approve', {})).status).toBe(200);
    const late = await withdraw(pharmacy, decided.id);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toBe(REQUEST_MESSAGES.decided('approved'));

    await resetTerms(t);
    const withdrawn = await askOpened();
    expect((await withdraw(pharmacy, withdrawn.id)).status).toBe(200);
    const decide = await api.decide(supplier, 'credit_increase', withdrawn.id, 'approve', {});
    expect(decide.status).toBe(409);
    expect((await keystoneTerms(t)).creditAllocatedCents).toBe(2_500_000);
  });

  it('the workflow refuses another pharmacy’s withdrawal sent to it directly, writing nothing', async () => {
    const request = await askOpened();
    const handle = t.temporal.client.workflow.getHandle(customerRequestWorkflowId(request.id));
    const refused = handle.executeUpdate(withdrawCustomerRequestUpdate, {
      args: [{ pharmacyAccountId: SUPPLIER_ID, userId: PHARMACY.user.id }],
    });
    await expect(refused).rejects.toBeInstanceOf(WorkflowUpdateFailedError);
    expect((await handle.query(customerRequestStateQuery)).status).toBe('pending');
    expect((await readRequest(t, request.id)).status).toBe('pending');
  });
});

describe('declining with a reason', () => {
  it('refuses declining a credit increase without a reason, naming the field, and writes nothing', async () => {
    const request = await askOpened();
    for (const body of [{}, { reason: '   ' }]) {
      const response = await api.decide(supplier, 'credit_increase', request.id, 'decline', body);
      expect([400, 422]).toContain(response.status);
      expect(JSON.stringify(await response.json())).toContain('reason');
    }
    expect((await readRequest(t, request.id)).status).toBe('pending');
    // Sent to the workflow directly, the validator refuses it too.
    const handle = t.temporal.client.workflow.getHandle(customerRequestWorkflowId(request.id));
    const refused = handle.executeUpdate(decideCustomerRequestUpdate, {
      args: [{ supplierAccountId: SUPPLIER_ID, userId: KEYSTONE_USER_ID, decision: 'declined' }],
    });
    await expect(refused).rejects.toBeInstanceOf(WorkflowUpdateFailedError);
    expect((await readRequest(t, request.id)).status).toBe('pending');
  });

  it('keeps the reason on the request and tells the pharmacy why', async () => {
    const request = await askOpened();
    const reason = 'Please pay the two invoices past due first.';
    const response = await api.decide(supplier, 'credit_increase', request.id, 'decline', { reason });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { request: { decline_reason: string } }).request.decline_reason).toBe(
      reason,
    );
    const mine = (await (await api.list(pharmacy, '?type=history')).json()) as {
      data: { id: string; decline_reason: string | null }[];
    };
    expect(mine.data.find((r) => r.id === request.id)?.decline_reason).toBe(reason);
    const [notice] = await t.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(
        and(
          eq(notifications.accountId, PHARMACY.id),
          eq(notifications.dedupeKey, `customer-request:${request.id}:decided:pharmacy`),
        ),
      );
    expect(notice?.body).toContain(reason);
  });

  it('takes an optional reason when declining an end-of-month change', async () => {
    const response = await api.ask(pharmacy, { kind: 'eom_change', net_days: 45 });
    const { request } = (await response.json()) as AnswerJson;
    await expect
      .poll(() => noticesOf(t, SUPPLIER_ID, request.id), { timeout: 10_000 })
      .toContain('customer_request_received');
    const declined = await api.decide(
      supplier,
      'request_eom_changes',
      request.id,
      'decline',
      undefined,
      `?reason=${encodeURIComponent('Net 30 is our limit')}`,
    );
    expect(declined.status).toBe(200);
    expect((await readRequest(t, request.id)).declineReason).toBe('Net 30 is our limit');
  });
});
