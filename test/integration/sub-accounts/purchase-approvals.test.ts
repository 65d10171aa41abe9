/**
 * Spend limits and the master's approval (issue 23): a sub-account buyer's order over its per-order
 * or per-month limit is placed awaiting approval, with nothing charged and the supplier unaware;
 * the `purchase-approval:<orderId>` workflow asks the master. Approved, the order proceeds as any
 * order (its order workflow runs); declined or expired, the stock goes back and nothing is charged.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, notifications, orders, payments } from '../../../db/schema/index.ts';
import type { purchaseApprovalWorkflow } from '../../../workflows/sub-accounts/purchase-approval.ts';
import { purchaseApprovalWorkflowId } from '../../../workflows/sub-accounts/messages.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import {
  addToCart,
  createListing,
  offlineBody,
  place,
  stockOf,
  SUPPLIER_ID,
  type Placed,
} from '../checkout/checkout-helpers.ts';
import { startWorker } from '../orders/order-fulfilment-fixtures.ts';
import { MASTER, openSubAccount } from './sub-account-fixtures.ts';

let t: TestContext;
let master: Credentials;
let worker: Awaited<ReturnType<typeof startWorker>>;
const CALM = { expiryMs: 120_000, reminderMs: 90_000 };

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `purchase-approvals-${randomUUID()}` });
  t.env.purchaseApprovals = { ...CALM };
  worker = await startWorker(t);
  master = await t.login('pharmacy@example.com');
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

/** A store of the master linked to a new sub-account with limits; its buyer logged in. */
async function buyerWithLimits(limits: { per_order_cents: number | null; per_month_cents: number | null }) {
  const [store] = await t.db
    .insert(locations)
    .values({
      accountId: MASTER.id,
      name: `Store ${randomUUID().slice(0, 4)}`,
      address1: '201 E Main St',
      city: 'Round Rock',
      stateId: 48,
      zipcode: '78664',
    })
    .returning();
  const sub = await openSubAccount(t, master, store!.id);
  const set = await t.call('PUT', `/api/v1/accounts/sub_accounts/users/${sub.user_id}/spend_limit`, {
    as: master,
    body: limits,
  });
  expect(set.status).toBe(200);
  return { ...sub, locationId: store!.id };
}

/** Puts `quantity` packs of a fresh $50.00 listing in the buyer's cart and places the order. */
async function order(buyer: Awaited<ReturnType<typeof buyerWithLimits>>, quantity: number) {
  const { listing } = await createListing(t, { priceCents: 5_000, stock: 100 });
  await addToCart(t, buyer.account_id, listing, quantity);
  const response = await place(t, buyer.buyer, SUPPLIER_ID, offlineBody(buyer.locationId));
  expect(response.status, await response.clone().text()).toBe(201);
  return { listing, placed: ((await response.json()) as Placed).order };
}

const decide = (orderId: string, verdict: 'approve' | 'decline', as: Credentials = master) =>
  t.call('POST', `/api/v1/purchase_approvals/${orderId}/${verdict}`, {
    as,
    ...(verdict === 'decline' ? { body: {} } : {}),
  });

async function statusOf(orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

async function paymentsOf(orderId: string) {
  return t.db.select().from(payments).where(eq(payments.orderId, orderId));
}

describe('spend limits at checkout', () => {
  it('places an order within the limits as usual', async () => {
    const buyer = await buyerWithLimits({ per_order_cents: 100_000, per_month_cents: null });
    const { placed } = await order(buyer, 2);
    expect(placed.status).toBe('placed');
  });

  it('limit per order: an order over it awaits the master, nothing charged, the supplier unaware', async () => {
    const buyer = await buyerWithLimits({ per_order_cents: 10_000, per_month_cents: null });
    const { placed, listing } = await order(buyer, 3);
    expect(placed.status).toBe('awaiting_approval');
    expect(await stockOf(t, listing.id)).toBe(97);
    expect(await paymentsOf(placed.id)).toEqual([]);
    const supplier = await t.login('supplier@example.com');
    expect((await t.call('GET', `/api/v1/suppliers/orders/${placed.id}`, { as: supplier })).status).toBe(404);
    await expect
      .poll(async () =>
        (
          await t.db
            .select({ kind: notifications.kind })
            .from(notifications)
            .where(
              and(
                eq(notifications.accountId, MASTER.id),
                sql`${notifications.details}->>'order_id' = ${placed.id}`,
              ),
            )
        ).map((n) => n.kind),
      )
      .toContain('purchase_approval_requested');
  });

  it('limit per month: the order taking the month over it awaits the master', async () => {
    const buyer = await buyerWithLimits({ per_order_cents: null, per_month_cents: 25_000 });
    expect((await order(buyer, 4)).placed.status).toBe('placed');
    expect((await order(buyer, 2)).placed.status).toBe('awaiting_approval');
  });
});

describe('the master decides', () => {
  it('approve proceeds: the order is placed and its order workflow runs', async () => {
    const buyer = await buyerWithLimits({ per_order_cents: 10_000, per_month_cents: null });
    const { placed } = await order(buyer, 3);
    const listed = (await (
      await t.call('GET', '/api/v1/purchase_approvals?status=pending', { as: master })
    ).json()) as {
      data: { order_id: string }[];
    };
    expect(listed.data.map((a) => a.order_id)).toContain(placed.id);
    const response = await decide(placed.id, 'approve');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'approved', order_status: 'placed' });
    await expect
      .poll(async () => (await statusOf(placed.id)).workflowStartedAt, { timeout: 15_000 })
      .not.toBeNull();
    expect((await decide(placed.id, 'decline')).status).toBe(409);
    const handle = t.temporal.client.workflow.getHandle<typeof purchaseApprovalWorkflow>(
      purchaseApprovalWorkflowId(placed.id),
    );
    expect((await handle.result()).status).toBe('approved');
    await recordHistoryIfAsked(
      'purchase-approval',
      purchaseApprovalWorkflowId(placed.id),
      t.env.temporal.address,
    );
  });

  it('decline releases the stock and charges nothing', async () => {
    const buyer = await buyerWithLimits({ per_order_cents: 10_000, per_month_cents: null });
    const { placed, listing } = await order(buyer, 3);
    const response = await decide(placed.id, 'decline');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'declined', order_status: 'cancelled' });
    expect((await statusOf(placed.id)).status).toBe('cancelled');
    expect(await stockOf(t, listing.id)).toBe(100);
    expect(await paymentsOf(placed.id)).toEqual([]);
  });

  it('answers 403 to a member and 404 to another master', async () => {
    const buyer = await buyerWithLimits({ per_order_cents: 10_000, per_month_cents: null });
    const { placed } = await order(buyer, 3);
    expect((await decide(placed.id, 'approve', await t.login('pharmacy.member@example.com'))).status).toBe(
      403,
    );
    expect((await decide(placed.id, 'approve', await t.login('seller@example.com'))).status).toBe(404);
    expect((await statusOf(placed.id)).status).toBe('awaiting_approval');
  });

  it('expiry after the period of the workflow input: cancelled, stock released, nothing charged', async () => {
    t.env.purchaseApprovals = { expiryMs: 1_500, reminderMs: 500 };
    try {
      const buyer = await buyerWithLimits({ per_order_cents: 10_000, per_month_cents: null });
      const { placed, listing } = await order(buyer, 3);
      const handle = t.temporal.client.workflow.getHandle<typeof purchaseApprovalWorkflow>(
        purchaseApprovalWorkflowId(placed.id),
      );
      const result = await handle.result();
      expect(result).toMatchObject({ status: 'expired', orderStatus: 'cancelled', remindersSent: 1 });
      expect((await statusOf(placed.id)).status).toBe('cancelled');
      expect(await stockOf(t, listing.id)).toBe(100);
      expect(await paymentsOf(placed.id)).toEqual([]);
      expect((await decide(placed.id, 'approve')).status).toBe(409);
      await recordHistoryIfAsked(
        'purchase-approval-expired',
        purchaseApprovalWorkflowId(placed.id),
        t.env.temporal.address,
      );
    } finally {
      t.env.purchaseApprovals = { ...CALM };
    }
  });
});
