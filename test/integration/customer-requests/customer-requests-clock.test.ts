/**
 * A customer request's clock (issue 11): the supplier is reminded of a request left pending, a
 * request nobody decides expires after a period from the workflow's input (short here), and a
 * decision on an expired request is refused with nothing changed. A request whose workflow start
 * was lost gets it from the start-stranded-workflows relay.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerRequests } from '../../../db/schema/index.ts';
import type { customerRequestWorkflow } from '../../../workflows/customer-requests/customer-request.ts';
import { customerRequestWorkflowId } from '../../../workflows/customer-requests/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import {
  CALM,
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

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let close: () => Promise<void>;
let api: ReturnType<typeof requestsClient>;

beforeAll(async () => {
  ({ t, supplier, pharmacy, close } = await openRequestsContext('customer-requests-clock'));
  api = requestsClient(t);
});
afterAll(() => close());
beforeEach(async () => {
  t.env.customerRequests = { ...CALM };
  await resetTerms(t);
});

async function askEom(): Promise<string> {
  const response = await api.ask(pharmacy, { kind: 'eom_change', net_days: 60 });
  expect(response.status).toBe(201);
  return ((await response.json()) as AnswerJson).request.id;
}

describe('customer-request clock', () => {
  it('reminds the supplier of a request left pending, once', async () => {
    t.env.customerRequests = { reminderMs: 500, expiryMs: 60_000 };
    const id = await askEom();
    await expect
      .poll(() => noticesOf(t, SUPPLIER_ID, id), { timeout: 15_000 })
      .toContain('customer_request_reminder');
    expect((await readRequest(t, id)).remindedAt).not.toBeNull();
    expect(
      (await noticesOf(t, SUPPLIER_ID, id)).filter((k) => k === 'customer_request_reminder'),
    ).toHaveLength(1);
    expect((await readRequest(t, id)).status).toBe('pending');
  });

  it('expires a request nobody decides and tells both sides; deciding it then is refused with 409 and nothing changed', async () => {
    t.env.customerRequests = { reminderMs: 300, expiryMs: 1_500 };
    const id = await askEom();
    const handle = t.temporal.client.workflow.getHandle<typeof customerRequestWorkflow>(
      customerRequestWorkflowId(id),
    );
    expect((await handle.result()).status).toBe('expired');
    expect((await readRequest(t, id)).status).toBe('expired');
    expect(await noticesOf(t, PHARMACY.id, id)).toContain('customer_request_expired');
    expect(await noticesOf(t, SUPPLIER_ID, id)).toContain('customer_request_expired');
    await recordHistoryIfAsked(
      'customer-request-expired',
      customerRequestWorkflowId(id),
      t.env.temporal.address,
    );

    const before = { row: await readRequest(t, id), terms: await keystoneTerms(t) };
    const refused = await api.decide(supplier, 'request_eom_changes', id, 'approve');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'This request has expired and can no longer be decided.',
    );
    expect({ row: await readRequest(t, id), terms: await keystoneTerms(t) }).toEqual(before);
  });

  it('a request whose workflow start was lost gets it from the start-stranded-workflows relay, once', async () => {
    const terms = await keystoneTerms(t);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    const [row] = await t.db
      .insert(customerRequests)
      .values({
        supplierCustomerId: terms.id,
        supplierAccountId: SUPPLIER_ID,
        pharmacyAccountId: PHARMACY.id,
        kind: 'eom_change',
        askedNetDays: 45,
        expiresAt: new Date(Date.now() + 60_000),
        createdAt: twoMinutesAgo,
      })
      .returning();
    const relay = () =>
      t.temporal.client.workflow.execute<() => Promise<number>>('startStrandedWorkflowsWorkflow', {
        taskQueue: t.env.temporal.taskQueue,
        workflowId: `start-stranded-workflows-${randomUUID()}`,
      });
    expect(await relay()).toBeGreaterThanOrEqual(1);
    const description = await t.temporal.client.workflow
      .getHandle(customerRequestWorkflowId(row!.id))
      .describe();
    expect(description.status.name).toBe('RUNNING');
    expect((await readRequest(t, row!.id)).workflowStartedAt).not.toBeNull();
    // It runs: the supplier can decide it.
    expect((await api.decide(supplier, 'request_eom_changes', row!.id, 'approve')).status).toBe(200);
    expect((await keystoneTerms(t)).netDays).toBe(45);
    expect(await relay()).toBe(0);
  });
});
