/**
 * Customer requests as workflows (issue 11; supplier-side §3, §4, §5, §7): a pharmacy asks Keystone
 * for a credit/terms increase, an account-type change or an end-of-month change; the supplier
 * approves or declines through the request's workflow, which validates the decision before
 * anything is written; approval writes the new terms to supplier_customers with the decision;
 * both sides are told.
 */
import { customerRequests } from '../../../db/schema/index.ts';
import { REQUEST_MESSAGES } from '../../../domain/customer-requests/requests.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  customerRequestStateQuery,
  customerRequestWorkflowId,
  decideCustomerRequestUpdate,
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
  SUPPLIER2_ID,
  SUPPLIER_ID,
  type AnswerJson,
} from './customer-requests-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let supplier2: Credentials;
let pharmacy: Credentials;
let close: () => Promise<void>;
let api: ReturnType<typeof requestsClient>;

beforeAll(async () => {
  ({ t, supplier, supplier2, pharmacy, close } = await openRequestsContext('customer-requests'));
  api = requestsClient(t);
});
afterAll(() => close());
beforeEach(() => resetTerms(t));

const CREDIT = {
  kind: 'credit_increase',
  credit_increase: true,
  credit_allocated: '40000.00',
  terms_increase: true,
  net_days: 45,
};

async function ask(body: unknown = CREDIT): Promise<AnswerJson> {
  const response = await api.ask(pharmacy, body);
  expect(response.status).toBe(201);
  return (await response.json()) as AnswerJson;
}

/** Waits until the request's workflow has opened it (the supplier is told it arrived). */
async function opened(requestId: string) {
  await expect
    .poll(() => noticesOf(t, SUPPLIER_ID, requestId), { timeout: 10_000 })
    .toContain('customer_request_received');
}

describe('customer requests: the pharmacy asks', () => {
  it('sends a pending request whose workflow runs and announces it to the supplier', async () => {
    const { request, message } = await ask();
    expect(message).toContain('credit increase request was sent');
    expect(request).toMatchObject({ status: 'pending', credit_increase: true, terms_increase: true });
    expect(request.asked).toMatchObject({ credit_allocated_cents: 4_000_000, net_days: 45 });
    await opened(request.id);
    expect((await readRequest(t, request.id)).workflowStartedAt).not.toBeNull();
    const list = (await (await api.list(supplier, '?type=pending')).json()) as { data: { id: string }[] };
    expect(list.data.map((r) => r.id)).toContain(request.id);
  });

  it('refuses a credit request with neither box ticked (422 naming credit_increase)', async () => {
    const response = await api.ask(pharmacy, { kind: 'credit_increase' });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty(
      'credit_increase',
    );
  });

  it('refuses a "raise" at or below the current credit or terms, naming the field, and writes nothing (issue 21)', async () => {
    // The pharmacy holds $25,000.00 on net 30 days.
    const errorsOf = async (body: Record<string, unknown>) => {
      const response = await api.ask(pharmacy, body);
      expect(response.status).toBe(422);
      return ((await response.json()) as { errors: Record<string, string[]> }).errors;
    };
    expect(
      await errorsOf({ kind: 'credit_increase', credit_increase: true, credit_allocated: '20000.00' }),
    ).toEqual({
      credit_allocated: [REQUEST_MESSAGES.creditNotRaised(2_500_000)],
    });
    expect(
      await errorsOf({ kind: 'credit_increase', credit_increase: true, credit_allocated: '25000.00' }),
    ).toEqual({
      credit_allocated: [REQUEST_MESSAGES.creditNotRaised(2_500_000)],
    });
    expect(await errorsOf({ kind: 'credit_increase', terms_increase: true, net_days: 30 })).toEqual({
      net_days: [REQUEST_MESSAGES.termsNotRaised(30)],
    });
    expect(await t.db.select().from(customerRequests)).toEqual([]);
    const raised = await api.ask(pharmacy, {
      kind: 'credit_increase',
      credit_increase: true,
      credit_allocated: '25000.01',
    });
    expect(raised.status).toBe(201);
  });

  it('requires the due day unless due on the last day (account-type change, 422 naming invoices_due_day)', async () => {
    const body = {
      kind: 'payment_account_change',
      credit_allocated: 1000,
      net_days: 30,
      invoices_due_on_last_day: false,
    };
    const response = await api.ask(pharmacy, body);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty(
      'invoices_due_day',
    );
    expect((await api.ask(pharmacy, { ...body, invoices_due_on_last_day: true })).status).toBe(201);
  });

  it('refuses a second pending request of the same kind to the same wholesaler (409)', async () => {
    await ask({ kind: 'eom_change', net_days: 30 });
    expect((await api.ask(pharmacy, { kind: 'eom_change', net_days: 60 })).status).toBe(409);
  });

  it('answers 404 for a wholesaler that has not approved the pharmacy', async () => {
    const response = await api.ask(pharmacy, CREDIT, PHARMACY.id);
    expect(response.status).toBe(404);
  });
});

describe('customer requests: the supplier decides', () => {
  it('approving a credit increase with neither box ticked ticks both, writes the terms and tells both sides', async () => {
    const { request } = await ask();
    await opened(request.id);
    const response = await api.decide(supplier, 'credit_increase', request.id, 'approve', {});
    expect(response.status).toBe(200);
    const answer = (await response.json()) as AnswerJson;
    expect(answer.message).toBe('Credit increase request approved.');
    expect(answer.request.status).toBe('approved');
    const terms = await keystoneTerms(t);
    expect(terms.creditAllocatedCents).toBe(4_000_000);
    expect(terms.netDays).toBe(45);
    expect(await noticesOf(t, PHARMACY.id, request.id)).toContain('customer_request_decided');
    expect(await noticesOf(t, SUPPLIER_ID, request.id)).toContain('customer_request_decided');
    const handle = t.temporal.client.workflow.getHandle(customerRequestWorkflowId(request.id));
    await handle.result();
    await recordHistoryIfAsked(
      'customer-request',
      customerRequestWorkflowId(request.id),
      t.env.temporal.address,
    );
  });

  it('approving with only the credit box ticked raises the credit line and leaves the terms', async () => {
    const { request } = await ask();
    const response = await api.decide(supplier, 'credit_increase', request.id, 'approve', {
      credit_increase: true,
    });
    expect(response.status).toBe(200);
    const terms = await keystoneTerms(t);
    expect(terms.creditAllocatedCents).toBe(4_000_000);
    expect(terms.netDays).toBe(30);
  });

  it('declining changes no terms', async () => {
    const { request } = await ask();
    const response = await api.decide(supplier, 'credit_increase', request.id, 'decline', {
      reason: 'Pay the open invoices first',
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as AnswerJson).request.status).toBe('declined');
    expect((await keystoneTerms(t)).creditAllocatedCents).toBe(2_500_000);
  });

  it('deciding twice is refused with 409 and nothing changed', async () => {
    const { request } = await ask();
    const decline = { reason: 'Not this quarter' };
    expect((await api.decide(supplier, 'credit_increase', request.id, 'decline', decline)).status).toBe(200);
    const before = { row: await readRequest(t, request.id), terms: await keystoneTerms(t) };
    const again = await api.decide(supplier, 'credit_increase', request.id, 'approve', {});
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe('This request was already declined.');
    expect({ row: await readRequest(t, request.id), terms: await keystoneTerms(t) }).toEqual(before);
  });

  it('another supplier deciding the request gets 404 and nothing changes', async () => {
    const { request } = await ask();
    const before = await readRequest(t, request.id);
    expect((await api.decide(supplier2, 'credit_increase', request.id, 'approve', {})).status).toBe(404);
    expect(await readRequest(t, request.id)).toEqual(before);
    expect((await keystoneTerms(t)).creditAllocatedCents).toBe(2_500_000);
  });

  it('the workflow validator refuses another supplier’s decision before anything is written', async () => {
    const { request } = await ask();
    await opened(request.id);
    const handle = t.temporal.client.workflow.getHandle(customerRequestWorkflowId(request.id));
    const foreign = {
      supplierAccountId: SUPPLIER2_ID,
      userId: PHARMACY.user.id,
      decision: 'approved' as const,
    };
    await expect(handle.executeUpdate(decideCustomerRequestUpdate, { args: [foreign] })).rejects.toThrow();
    expect((await handle.query(customerRequestStateQuery)).status).toBe('pending');
    expect((await readRequest(t, request.id)).status).toBe('pending');
  });

  it('a decision on the wrong kind’s path is 404', async () => {
    const { request } = await ask();
    expect((await api.decide(supplier, 'request_eom_changes', request.id, 'approve')).status).toBe(404);
  });

  it('approving an account-type change writes the form’s net terms; the due day is required unless due on the last day', async () => {
    const { request } = await ask({
      kind: 'payment_account_change',
      credit_allocated: '5000',
      net_days: 15,
      invoices_due_on_last_day: true,
    });
    const path = 'payment_account_change';
    const invalid = {
      credit_allocated: '8000.00',
      net_days: 20,
      invoices_due_on_last_day: false,
      invoices_due_day: 0,
    };
    const refused = await api.decide(supplier, path, request.id, 'approve', invalid);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty(
      'invoices_due_day',
    );
    expect((await readRequest(t, request.id)).status).toBe('pending');
    const ok = await api.decide(supplier, path, request.id, 'approve', { ...invalid, invoices_due_day: 10 });
    expect(ok.status).toBe(200);
    const terms = await keystoneTerms(t);
    expect(terms).toMatchObject({
      creditAllocatedCents: 800_000,
      netDays: 20,
      invoicesDueOnLastDay: false,
      invoicesDueDay: 10,
    });
  });

  it('declining an account-type change leaves the terms', async () => {
    const { request } = await ask({
      kind: 'payment_account_change',
      credit_allocated: '5000',
      net_days: 15,
      invoices_due_on_last_day: true,
    });
    expect((await api.decide(supplier, 'payment_account_change', request.id, 'decline', {})).status).toBe(
      200,
    );
    expect((await keystoneTerms(t)).netDays).toBe(30);
  });

  it('approving an end-of-month change takes the optional net_days query, else the asked days', async () => {
    const first = await ask({ kind: 'eom_change', net_days: 60 });
    expect(
      (
        await api.decide(
          supplier,
          'request_eom_changes',
          first.request.id,
          'approve',
          undefined,
          '?net_days=50',
        )
      ).status,
    ).toBe(200);
    expect(await keystoneTerms(t)).toMatchObject({ netDays: 50, invoicesDueOnLastDay: true });
    const second = await ask({ kind: 'eom_change', net_days: 60 });
    expect((await api.decide(supplier, 'request_eom_changes', second.request.id, 'approve')).status).toBe(
      200,
    );
    expect((await keystoneTerms(t)).netDays).toBe(60);
  });

  it('declining an end-of-month change leaves the terms', async () => {
    const { request } = await ask({ kind: 'eom_change', net_days: 60 });
    expect((await api.decide(supplier, 'request_eom_changes', request.id, 'decline')).status).toBe(200);
    expect((await keystoneTerms(t)).netDays).toBe(30);
  });

  it('the pharmacy reads its requests and their outcome; the supplier its history', async () => {
    const { request } = await ask({ kind: 'eom_change', net_days: 60 });
    await api.decide(supplier, 'request_eom_changes', request.id, 'decline');
    const mine = (await (await api.list(pharmacy, `?wholesaler_id=${SUPPLIER_ID}`)).json()) as {
      data: { id: string; status: string }[];
    };
    expect(mine.data.find((r) => r.id === request.id)?.status).toBe('declined');
    const history = (await (await api.list(supplier, '?type=history&kind=eom_change')).json()) as {
      data: { id: string }[];
    };
    expect(history.data.map((r) => r.id)).toContain(request.id);
    const other = (await (await api.list(supplier2)).json()) as { data: { id: string }[] };
    expect(other.data.map((r) => r.id)).not.toContain(request.id);
  });

  it('one request reads for its supplier and its pharmacy; for another supplier it is 404', async () => {
    const { request } = await ask({ kind: 'eom_change', net_days: 60 });
    for (const as of [supplier, pharmacy]) {
      const own = await t.call('GET', `/api/v1/customer_requests/${request.id}`, { as });
      expect(own.status).toBe(200);
      expect(((await own.json()) as { request: { id: string; kind: string } }).request).toMatchObject({
        id: request.id,
        kind: 'eom_change',
      });
    }
    const foreign = await t.call('GET', `/api/v1/customer_requests/${request.id}`, { as: supplier2 });
    expect(foreign.status).toBe(404);
    await api.decide(supplier, 'request_eom_changes', request.id, 'decline');
  });
});
