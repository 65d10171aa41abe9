/**
 * P2p orders settled otherwise (issue 13, Part C): a dispute decided by support (refund in full, or
 * release), a cancel before shipment by either side, and every cent charged kept or refunded; the
 * DSCSA records' search, correction as a new version, retention purge on a fake clock and the
 * trigger that freezes them; the pending-orders relay starting `p2p-order:<id>`.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dscsaTransactionRecords } from '../../../db/schema/index.ts';
import { purgeExpiredDscsaRecordsWorkflow } from '../../../workflows/maintenance/purge-expired-dscsa-records.ts';
import { p2pOrderStateQuery, p2pOrderWorkflowId } from '../../../workflows/p2p/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import { openFulfilmentContext, readOrder, stockOf } from '../orders/order-fulfilment-fixtures.ts';
import {
  eventually,
  moneyOf,
  placeP2pOrder,
  recordsOf,
  SELLER,
  startP2pOrder,
} from './p2p-orders-fixtures.ts';

let t: TestContext;
let seller: Credentials;
let buyer: Credentials;
let supplier: Credentials;
let support: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, pharmacy: buyer, supplier, close } = await openFulfilmentContext('p2p-settle'));
  seller = await t.login('seller@example.com');
  support = await t.login('support@example.com');
});
afterAll(() => close());

const PACKAGES = [{ weight: '1', length: 6, width: 6, height: 6 }];

/** A started p2p order, lots confirmed, labelled (shipped) and delivered by the sandbox carrier. */
async function deliveredOrder() {
  const placed = await placeP2pOrder(t, { lines: [{ unitCents: 3_333, quantity: 3 }] });
  await startP2pOrder(t, placed.order.id);
  await eventually(
    () => readOrder(t, placed.order.id),
    (o) => o.workflowStartedAt !== null,
  );
  const lot = await t.call('PATCH', `/api/v1/pharmacy/p2p/sales/${placed.order.id}/lots`, {
    as: seller,
    body: { line_item_id: placed.lines[0]!.id, lot: 'A1', exp_date: '2029-01-31' },
  });
  expect(lot.status).toBe(200);
  const label = await t.call('POST', `/api/v1/pharmacy/p2p/sales/${placed.order.id}/label`, {
    as: seller,
    body: { packages: PACKAGES },
  });
  expect(label.status).toBe(200);
  await eventually(
    () => readOrder(t, placed.order.id),
    (o) => o.status === 'delivered',
  );
  // The row says delivered once the activity has written it; the workflow's own state follows a
  // moment later, and a dispute is judged by the workflow.
  await eventually(
    () => t.temporal.client.workflow.getHandle(p2pOrderWorkflowId(placed.order.id)).query(p2pOrderStateQuery),
    (state) => state.phase === 'delivered',
  );
  return placed;
}

describe('p2p dispute: held for support, then refunded in full or released', () => {
  it('a dispute needs a message; support refunds the buyer in full (every cent back)', async () => {
    const { order } = await deliveredOrder();
    const blank = await t.call('POST', `/api/v1/orders/${order.id}/dispute`, {
      as: buyer,
      body: { message: '   ' },
    });
    expect(blank.status).toBe(400);
    const opened = await t.call('POST', `/api/v1/orders/${order.id}/dispute`, {
      as: buyer,
      body: { message: 'Two bottles arrived with broken seals.' },
    });
    expect(opened.status).toBe(200);
    // The seller's receipt of the dispute leaves the payout held.
    expect((await moneyOf(t, order.id)).payout.status).toBe('held');

    const queue = (await (await t.call('GET', '/api/v1/support/p2p_disputes', { as: support })).json()) as {
      data: { order_id: string }[];
    };
    expect(queue.data.map((d) => d.order_id)).toContain(order.id);
    // Only support decides.
    const bySeller = await t.call('POST', `/api/v1/support/p2p_disputes/${order.id}/decide`, {
      as: seller,
      body: { decision: 'release', note: 'mine' },
    });
    expect(bySeller.status).toBe(403);

    const decided = await t.call('POST', `/api/v1/support/p2p_disputes/${order.id}/decide`, {
      as: support,
      body: { decision: 'refund', note: 'Photos show broken seals.' },
    });
    expect(decided.status).toBe(200);
    const money = await moneyOf(t, order.id);
    expect(money.payout.status).toBe('refunded');
    expect(money.refundedCents).toBe(money.chargedCents);
    expect(money.refundStatuses).toEqual(['sent']);
    // Decided once: a second decision is refused.
    const twice = await t.call('POST', `/api/v1/support/p2p_disputes/${order.id}/decide`, {
      as: support,
      body: { decision: 'release', note: 'again' },
    });
    expect(twice.status).toBe(409);
    await eventually(
      () => t.temporal.client.workflow.getHandle(p2pOrderWorkflowId(order.id)).describe(),
      (d) => d.status.name === 'COMPLETED',
    );
    await recordHistoryIfAsked(
      'p2p-order-dispute-refunded',
      p2pOrderWorkflowId(order.id),
      t.env.temporal.address,
    );
  });

  it('support may release the payout instead: gross = net + fee, nothing refunded', async () => {
    const { order } = await deliveredOrder();
    await t.call('POST', `/api/v1/orders/${order.id}/dispute`, { as: buyer, body: { message: 'Late' } });
    const decided = await t.call('POST', `/api/v1/support/p2p_disputes/${order.id}/decide`, {
      as: support,
      body: { decision: 'release', note: 'Delivered within the promised days.' },
    });
    expect(decided.status).toBe(200);
    const money = await moneyOf(t, order.id);
    expect(money.payout.status).toBe('released');
    expect(money.refundedCents).toBe(0);
    expect(money.payout.netCents + money.payout.feeCents).toBe(money.chargedCents);
  });
});

describe('p2p cancel before shipment: the stock back, every cent refunded', () => {
  it('the seller cancels; the buyer is refunded in full; a shipped order cannot be cancelled', async () => {
    const { order, listings } = await placeP2pOrder(t);
    await startP2pOrder(t, order.id);
    await eventually(
      () => readOrder(t, order.id),
      (o) => o.workflowStartedAt !== null,
    );
    const before = await stockOf(t, listings[0]!.id);
    const res = await t.call('POST', `/api/v1/pharmacy/p2p/sales/${order.id}/cancel`, {
      as: seller,
      body: { reason: 'Stock damaged' },
    });
    expect(res.status).toBe(200);
    expect((await readOrder(t, order.id)).status).toBe('cancelled');
    expect(await stockOf(t, listings[0]!.id)).toBe(before + 2);
    const money = await moneyOf(t, order.id);
    expect(money.payout.status).toBe('refunded');
    expect(money.refundedCents).toBe(money.chargedCents);
    expect(money.refundStatuses).toEqual(['sent']);
  });

  it('the buyer cancels through its own route; after shipment cancel is 409', async () => {
    const { order } = await placeP2pOrder(t, { lines: [{}] });
    await startP2pOrder(t, order.id);
    await eventually(
      () => readOrder(t, order.id),
      (o) => o.workflowStartedAt !== null,
    );
    const res = await t.call('POST', `/api/v1/orders/${order.id}/p2p/cancel`, { as: buyer, body: {} });
    expect(res.status).toBe(200);
    expect((await moneyOf(t, order.id)).refundedCents).toBe(order.totalCents);

    const shipped = await deliveredOrder();
    const late = await t.call('POST', `/api/v1/pharmacy/p2p/sales/${shipped.order.id}/cancel`, {
      as: seller,
      body: {},
    });
    expect(late.status).toBe(409);
  });
});

describe('DSCSA records: search by NDC and lot, T3 PDF, correction as a new version', () => {
  it('seller and buyer see their own, support all; a wholesaler is refused; a correction is version 2', async () => {
    const { order } = await deliveredOrder();
    const [record] = await recordsOf(t, order.id);
    const q = `/api/v1/dscsa/records?ndc=${record!.ndc}&lot=A1`;
    for (const as of [seller, buyer, support]) {
      const found = (await (await t.call('GET', q, { as })).json()) as { data: { id: string }[] };
      expect(found.data.map((r) => r.id)).toEqual([record!.id]);
    }
    expect((await t.call('GET', q, { as: supplier })).status).toBe(403);
    const corrected = await t.call('POST', `/api/v1/dscsa/records/${record!.id}/correct`, {
      as: support,
      body: { reason: 'Lot typed wrong', lot: 'A1-B' },
    });
    expect(corrected.status).toBe(201);
    expect(await corrected.json()).toMatchObject({
      version: 2,
      lot: 'A1-B',
      order_item_id: record!.orderItemId,
    });
    const byBuyer = await t.call('POST', `/api/v1/dscsa/records/${record!.id}/correct`, {
      as: buyer,
      body: { reason: 'x', lot: 'Z' },
    });
    expect(byBuyer.status).toBe(403);
    // The first version is unchanged.
    const [v1] = await t.db
      .select()
      .from(dscsaTransactionRecords)
      .where(eq(dscsaTransactionRecords.id, record!.id));
    expect(v1!.lot).toBe('A1');
  });
});

describe('DSCSA retention: the purge keeps 5 years 364 days and deletes 6 years and 1 day', () => {
  it('purges on a fake clock, and the trigger refuses an update and a young delete', async () => {
    const { order, lines } = await placeP2pOrder(t, { lines: [{}, {}] });
    const at = new Date();
    const daysAgo = (years: number, days: number) => {
      const d = new Date(Date.UTC(at.getUTCFullYear() - years, at.getUTCMonth(), at.getUTCDate()));
      d.setUTCDate(d.getUTCDate() - days);
      return d.toISOString().slice(0, 10);
    };
    const base = {
      orderId: order.id,
      sellerAccountId: SELLER.id,
      buyerAccountId: order.pharmacyAccountId,
      ndc: lines[0]!.ndc,
      productName: 'Old record',
      strength: '10 mg',
      dosageForm: 'tablet',
      containerSize: '100',
      quantity: 1,
      lot: 'OLD',
      expiryDate: '2020-01-01',
      shipmentDate: '2020-01-01',
      seller: { name: 'S', address: order.shipAddress },
      buyer: { name: 'B', address: order.shipAddress },
      history: [],
      statement: 'statement',
    };
    // 6 years and 1 day back, and 5 years 364 days back.
    const [old, young] = await t.db
      .insert(dscsaTransactionRecords)
      .values([
        { ...base, orderItemId: lines[0]!.id, transactionDate: daysAgo(6, 1) },
        { ...base, orderItemId: lines[1]!.id, transactionDate: daysAgo(5, 364) },
      ])
      .returning();
    expect(young!.transactionDate > daysAgo(6, 0)).toBe(true);

    await expect(
      t.db.update(dscsaTransactionRecords).set({ lot: 'X' }).where(eq(dscsaTransactionRecords.id, young!.id)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(dscsaTransactionRecords).where(eq(dscsaTransactionRecords.id, young!.id)),
    ).rejects.toThrow();

    const purgeId = `purge-expired-dscsa-records-${randomUUID()}`;
    const result: { records: number } = await t.temporal.client.workflow.execute(
      purgeExpiredDscsaRecordsWorkflow,
      {
        taskQueue: t.env.temporal.taskQueue,
        workflowId: purgeId,
        args: [{ at: at.toISOString() }],
      },
    );
    expect(result.records).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ id: dscsaTransactionRecords.id })
      .from(dscsaTransactionRecords)
      .where(eq(dscsaTransactionRecords.orderId, order.id));
    expect(left.map((r) => r.id)).toEqual([young!.id]);
    expect(left.map((r) => r.id)).not.toContain(old!.id);
    await recordHistoryIfAsked('purge-expired-dscsa-records', purgeId, t.env.temporal.address);
  });
});

describe('the pending-orders relay starts p2p-order:<id> for a p2p order', () => {
  it('starts the p2p workflow of an order whose start was lost', async () => {
    const { order } = await placeP2pOrder(t, { lines: [{}], placedAt: new Date(Date.now() - 5 * 60_000) });
    await t.temporal.client.workflow.execute('startPendingOrdersWorkflow', {
      taskQueue: t.env.temporal.taskQueue,
      workflowId: `start-pending-${randomUUID()}`,
    });
    const described = await t.temporal.client.workflow.getHandle(p2pOrderWorkflowId(order.id)).describe();
    expect(described.type).toBe('orderWorkflow');
    await eventually(
      () => readOrder(t, order.id),
      (o) => o.workflowStartedAt !== null,
    );
  });
});
