/**
 * The outbox half of placing an order (DESIGN §5): an order committed while Temporal could not be
 * reached has no workflow; the start-pending-orders schedule starts it as `order:<id>`, once.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/index.ts';
import { orderWorkflowId } from '../../../workflows/orders/messages.ts';
import { APP_ACCOUNT_IDS, APP_PROCESS, APP_SUBJECT_ID } from '../../../workflows/shared/messages.ts';
import type { startPendingOrdersWorkflow } from '../../../workflows/orders/start-pending-orders.ts';
import { createTestContext, type TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import { placeOrder, startWorker } from './order-fulfilment-fixtures.ts';

let t: TestContext;
let worker: Awaited<ReturnType<typeof startWorker>>;

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `pending-orders-${randomUUID()}` });
  worker = await startWorker(t);
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

async function runRelay(): Promise<number> {
  const workflowId = `start-pending-orders-${randomUUID()}`;
  const started = await t.temporal.client.workflow.execute<typeof startPendingOrdersWorkflow>(
    'startPendingOrdersWorkflow',
    {
      taskQueue: t.env.temporal.taskQueue,
      workflowId,
    },
  );
  // Recorded after its starts gained search attributes; start-pending-orders.json is from before.
  if (started > 0)
    await recordHistoryIfAsked('start-pending-orders-attributed', workflowId, t.env.temporal.address);
  return started;
}

describe('start-pending-orders', () => {
  it('starts the workflow of an order whose start failed at placement, and only once', async () => {
    const { order: stranded } = await placeOrder(t);
    const { order: fresh } = await placeOrder(t);
    // Placed two minutes ago and never started, as when Temporal was down after the commit.
    await t.db
      .update(orders)
      .set({ placedAt: new Date(Date.now() - 120_000), workflowStartedAt: null })
      .where(eq(orders.id, stranded.id));
    await t.db.update(orders).set({ workflowStartedAt: null }).where(eq(orders.id, fresh.id));

    expect(await runRelay()).toBe(1);
    const description = await t.temporal.client.workflow.getHandle(orderWorkflowId(stranded.id)).describe();
    expect(description.status.name).toBe('RUNNING');
    // Started with the attributes placement's start gives an order (issue 22).
    const found = description.typedSearchAttributes;
    expect(found.get(APP_PROCESS)).toBe('order');
    expect(found.get(APP_SUBJECT_ID)).toBe(stranded.id);
    expect(found.get(APP_ACCOUNT_IDS)?.sort()).toEqual(
      [stranded.pharmacyAccountId, stranded.supplierAccountId].sort(),
    );
    // An order placed a moment ago is left to its own placement's start.
    await expect(
      t.temporal.client.workflow.getHandle(orderWorkflowId(fresh.id)).describe(),
    ).rejects.toThrow();

    // The workflow's first step records the start (the worker ran it), so the next run finds nothing to do.
    const startedAt = async () =>
      (await t.db.select({ at: orders.workflowStartedAt }).from(orders).where(eq(orders.id, stranded.id)))[0]!
        .at;
    for (let i = 0; i < 100 && !(await startedAt()); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await startedAt(), 'the started workflow ran its first step').not.toBeNull();
    expect(await runRelay()).toBe(0);
  });
});
