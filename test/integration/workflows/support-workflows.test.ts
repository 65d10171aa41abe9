/**
 * Support's hands on workflows (issue 10 "Support's workflow signals go through an allow-list"):
 * a signal is sent only when its type allows it and its payload parses, invoicePaid only when a
 * payment exists; the signal and the cancel take effect and are audited; a visibility query
 * Temporal cannot read is a 400. A cancel needs a reason, and a workflow holding an order's money
 * is never cancelled by hand (issue 22).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { orderWorkflowId } from '../../../workflows/orders/messages.ts';
import { p2pOrderWorkflowId } from '../../../workflows/p2p/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import {
  openFulfilmentContext,
  placeAndStart,
  SANDBOX_SHIPMENT,
  waitForStatus,
} from '../orders/order-fulfilment-fixtures.ts';
import { placeP2pOrder, startP2pOrder } from '../p2p/p2p-orders-fixtures.ts';

const SUPPORT = DEMO_ACCOUNTS.find((a) => a.user.email === 'support@example.com')!;

let t: TestContext;
let supplier: Credentials;
let support: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  const world = await openFulfilmentContext('support-workflows');
  ({ t, supplier, close } = world);
  support = await t.login('support@example.com');
});
afterAll(async () => {
  await close?.();
});

type Problem = { message: string; errors?: Record<string, string[]> };

const signal = (workflowId: string, name: string, args: unknown[]) =>
  t.call('POST', `/api/v1/support/workflows/${encodeURIComponent(workflowId)}/signal`, {
    as: support,
    body: { name, args },
  });

async function auditsOf(action: string, target: string) {
  return t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.target, target)));
}

describe('support signals', () => {
  it('refuses a signal its workflow type does not allow, a malformed payload and an unpaid invoicePaid (422), sending nothing', async () => {
    const { order } = await placeAndStart(t);
    const id = orderWorkflowId(order.id);

    const unknown = await signal(id, 'acceptOrder', [{}]);
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as Problem).message).toBe(
      'The signal acceptOrder cannot be sent to a orderWorkflow workflow by hand. Allowed: markDelivered, invoicePaid.',
    );
    const malformed = await signal(id, 'markDelivered', [{ by: 'carrier' }]);
    expect(malformed.status).toBe(422);
    expect(Object.keys(((await malformed.json()) as Problem).errors ?? {})).toEqual(['args.0.by']);
    const unpaid = await signal(id, 'invoicePaid', [{ invoiceId: crypto.randomUUID() }]);
    expect(unpaid.status).toBe(422);
    expect(((await unpaid.json()) as Problem).message).toBe(
      'No payment of this invoice exists, so the order cannot be marked paid.',
    );
    expect(await auditsOf('workflow.signalled', id)).toEqual([]);
    // The workflow never saw any of them: its history holds no signal.
    const history = await t.temporal.client.workflow.getHandle(id).fetchHistory();
    expect(history.events?.some((e) => e.workflowExecutionSignaledEventAttributes)).toBe(false);
  });

  it('sends an allowed signal that takes effect, and audits it', async () => {
    const { order } = await placeAndStart(t, {
      durations: { tracking: { sandboxStepMs: 60_000, pollMs: 60_000 } },
    });
    for (const [step, body] of [
      ['accept', {}],
      ['ship', SANDBOX_SHIPMENT],
    ] as const) {
      const response = await t.call('POST', `/api/v1/suppliers/orders/${order.id}/${step}`, {
        as: supplier,
        body,
      });
      expect(response.status, step).toBe(200);
    }
    const id = orderWorkflowId(order.id);
    const response = await signal(id, 'markDelivered', [{ by: 'supplier' }]);
    expect(response.status).toBe(202);
    const delivered = await waitForStatus(t, order.id, 'invoiced');
    expect(delivered.deliveredAt).not.toBeNull();
    const [audit] = await auditsOf('workflow.signalled', id);
    expect(audit?.details).toEqual({ signal: 'markDelivered' });
  });
});

describe('support cancel', () => {
  const cancel = (workflowId: string, body: object) =>
    t.call('POST', `/api/v1/support/workflows/${encodeURIComponent(workflowId)}/cancel`, {
      as: support,
      body,
    });

  async function cancelRequested(workflowId: string) {
    const history = await t.temporal.client.workflow.getHandle(workflowId).fetchHistory();
    return history.events?.some((e) => e.workflowExecutionCancelRequestedEventAttributes) ?? false;
  }

  it('refuses to cancel a workflow that holds money (an order, a p2p order) with a message, cancelling nothing', async () => {
    const { order } = await placeAndStart(t);
    const placed = await placeP2pOrder(t, { lines: [{}] });
    await startP2pOrder(t, placed.order.id);
    for (const id of [orderWorkflowId(order.id), p2pOrderWorkflowId(placed.order.id)]) {
      const response = await cancel(id, { reason: 'Stuck in test' });
      expect(response.status, id).toBe(422);
      expect(((await response.json()) as Problem).message).toBe(
        `The workflow ${id} holds an order’s money, so support cannot cancel it by hand: cancel or settle the order through its own steps, which refund or pay out what it holds.`,
      );
      expect(await cancelRequested(id)).toBe(false);
      expect((await t.temporal.client.workflow.getHandle(id).describe()).status.name).toBe('RUNNING');
      expect(await auditsOf('workflow.cancelled', id)).toEqual([]);
    }
  });

  it('refuses a cancel without a reason (400 naming reason), cancelling nothing', async () => {
    const id = await idleWorkflow();
    for (const body of [{}, { reason: '   ' }]) {
      const response = await cancel(id, body);
      expect(response.status).toBe(400);
      expect(Object.keys(((await response.json()) as Problem).errors ?? {})).toEqual(['reason']);
    }
    expect(await cancelRequested(id)).toBe(false);
  });

  it('cancels a workflow that holds no money and audits who, why and which type', async () => {
    const id = await idleWorkflow();
    const response = await cancel(id, { reason: 'Stuck in test' });
    expect(response.status).toBe(202);
    expect(await cancelRequested(id)).toBe(true);
    const [audit] = await auditsOf('workflow.cancelled', id);
    expect(audit).toMatchObject({ actorUserId: SUPPORT.user.id, actorAccountId: SUPPORT.id });
    expect(audit?.details).toEqual({ reason: 'Stuck in test', type: 'purgeExpiredIdentityRecordsWorkflow' });
  });
});

/** A running workflow that holds no money, on a queue no worker polls (it waits to be cancelled). */
async function idleWorkflow() {
  const workflowId = `support-cancel-${crypto.randomUUID()}`;
  await t.temporal.client.workflow.start('purgeExpiredIdentityRecordsWorkflow', {
    taskQueue: `${t.env.temporal.taskQueue}-idle`,
    workflowId,
  });
  return workflowId;
}

describe('support workflow list', () => {
  it('answers 400 naming the query when Temporal cannot read it', async () => {
    const response = await t.call(
      'GET',
      `/api/v1/support/workflows?query=${encodeURIComponent('WorkflowId = = 1')}`,
      {
        as: support,
      },
    );
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as Problem).errors ?? {})).toEqual(['query']);
  });
});
