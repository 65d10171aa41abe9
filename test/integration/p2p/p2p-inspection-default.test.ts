/**
 * The production inspection window of a p2p order (issue 21): every other p2p test starts
 * `p2p-order:<id>` itself with a short window. Here the order is placed through the real p2p
 * checkout route, which starts the workflow as production does (only this deployment's tracking
 * overrides, never an inspection window), so the workflow's own default decides the payout's hold:
 * 2 days after delivery (docs/architecture.md, the processes table).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../../db/schema/index.ts';
import { p2pOrderStateQuery, p2pOrderWorkflowId } from '../../../workflows/p2p/messages.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { addToCart, DEMO_CARD_ID, PHARMACY_LOCATION } from '../checkout/checkout-helpers.ts';
import { readOrder, startWorker } from '../orders/order-fulfilment-fixtures.ts';
import {
  acknowledgeP2p,
  insertP2pListing,
  makeP2pSeller,
  P2P_BUYER,
  P2P_SELLER,
} from './p2p-buying-fixtures.ts';
import { eventually, moneyOf } from './p2p-orders-fixtures.ts';

const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

let t: TestContext;
let buyer: Credentials;
let seller: Credentials;
let stopWorker: () => Promise<void>;

beforeAll(async () => {
  // The deployment's tracking overrides (as the demo sets them) so the sandbox carrier delivers in
  // about a second; there is no inspection-window setting, so none can leak into the start.
  t = await createTestContext({
    taskQueue: `p2p-inspection-${randomUUID()}`,
    env: { SANDBOX_CARRIER_STEP_SECONDS: '0.15', TRACKING_POLL_SECONDS: '0.1' },
  });
  stopWorker = (await startWorker(t)).stop;
  await makeP2pSeller(t.db);
  await acknowledgeP2p(t.db);
  [buyer, seller] = await Promise.all([t.login('pharmacy@example.com'), t.login('seller@example.com')]);
});
afterAll(async () => {
  await stopWorker();
  await t.close();
});

describe('the p2p inspection window as production starts the order (issue 21)', () => {
  it('holds the payout for 2 days after delivery when checkout passes no inspection window', async () => {
    const { listing } = await insertP2pListing(t.db);
    await addToCart(t, P2P_BUYER.id, listing, 1);
    const placed = await t.call('POST', `/api/v1/p2p_checkout/${P2P_SELLER.id}`, {
      as: buyer,
      body: {
        ship_location_id: PHARMACY_LOCATION,
        payment_card_id: DEMO_CARD_ID,
        shipping_method: 'ground',
        reason_code: 'drug_shortage',
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as { order: { id: string; workflow_started: boolean } };
    expect(order.workflow_started).toBe(true);

    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const lot = await t.call('PATCH', `/api/v1/pharmacy/p2p/sales/${order.id}/lots`, {
      as: seller,
      body: { line_item_id: line!.id, lot: 'INSP1', exp_date: '2029-01-31' },
    });
    expect(lot.status).toBe(200);
    const label = await t.call('POST', `/api/v1/pharmacy/p2p/sales/${order.id}/label`, {
      as: seller,
      body: { packages: [{ weight: '1', length: 6, width: 6, height: 6 }] },
    });
    expect(label.status).toBe(200);

    const delivered = await eventually(
      () => readOrder(t, order.id),
      (o) => o.status === 'delivered',
    );
    const { payout } = await moneyOf(t, order.id);
    expect(payout.status).toBe('held');
    // The hold ends exactly one default window after delivery: a changed default, or a dropped
    // fallback (no window at all: the hold ends at delivery), moves it.
    expect(payout.holdUntil!.getTime() - delivered.deliveredAt!.getTime()).toBe(TWO_DAYS_MS);
    // The workflow waits out that window: still delivered, the payout not released.
    const handle = t.temporal.client.workflow.getHandle(p2pOrderWorkflowId(order.id));
    await eventually(
      () => handle.query(p2pOrderStateQuery),
      (state) => state.phase === 'delivered',
    );
    await new Promise((r) => setTimeout(r, 1_000));
    expect((await handle.query(p2pOrderStateQuery)).phase).toBe('delivered');
    expect((await moneyOf(t, order.id)).payout.status).toBe('held');
    await handle.terminate('test: the 2-day inspection window is not waited out');
  });
});
