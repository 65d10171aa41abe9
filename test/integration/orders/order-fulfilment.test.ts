/**
 * Order fulfilment end to end on the real API, PostgreSQL, the Temporal dev server and an
 * in-process worker with short durations (issue 4 "Order fulfilment", "Shipment tracking";
 * pharmacy-side §3 Shipment tracking, §4 Tracking progress, §7 GET /orders/{id}/track).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders } from '../../../db/schema/index.ts';
import { startOrderFulfilment } from '../../../platform/temporal/orders.ts';
import { isoDate } from '../../../domain/dates.ts';
import { invoiceDueDate } from '../../../domain/invoices/net-terms.ts';
import {
  invoicePaidSignal,
  markDeliveredSignal,
  orderStateQuery,
  orderWorkflowId,
  shipmentWorkflowId,
  type OrderState,
} from '../../../workflows/orders/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { APP_ACCOUNT_IDS, APP_PROCESS, APP_SUBJECT_ID } from '../../../workflows/shared/messages.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import {
  noticesAbout,
  openFulfilmentContext,
  PHARMACY,
  FAST,
  placeAndStart,
  placeOrder,
  readOrder,
  SANDBOX_SHIPMENT,
  waitForStatus,
} from './order-fulfilment-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, supplier, pharmacy, close } = await openFulfilmentContext('orders'));
});
afterAll(() => close());

type Track = {
  data: {
    latest_status: string | null;
    progress_point: number | null;
    estimated_delivery: string | null;
    last_status_check_date: string | null;
    events?: { status: string; source: string }[];
  };
};

describe('orderFulfilmentWorkflow (issue 4 Order fulfilment)', () => {
  it('moves placed → accepted → modified → shipped → delivered by the sandbox carrier → invoiced on net terms → paid', async () => {
    const { order } = await placeAndStart(t);
    const accepted = await t.call('POST', `/api/v1/suppliers/orders/${order.id}/accept`, {
      as: supplier,
      body: {},
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({
      message: `Order #${order.number} accepted.`,
      order: { status: 'accepted' },
    });

    const modified = await t.call('PATCH', `/api/v1/suppliers/orders/${order.id}`, {
      as: supplier,
      body: { shipping_method: 'two_day' },
    });
    expect(await modified.json()).toMatchObject({
      changes: [
        'Shipping method changed from Ground to Two Day.',
        'Order total changed from $215.00 to $225.00.',
      ],
      order: { status: 'modified', totals: { shipping_cents: 2_500, total_cents: 22_500 } },
    });

    const before = (await (
      await t.call('GET', `/api/v1/orders/${order.id}/track`, { as: pharmacy })
    ).json()) as Track;
    expect(before.data).toMatchObject({
      latest_status: null,
      progress_point: null,
      estimated_delivery: null,
    });

    const shipped = await t.call('POST', `/api/v1/suppliers/orders/${order.id}/ship`, {
      as: supplier,
      body: SANDBOX_SHIPMENT,
    });
    expect(shipped.status).toBe(200);
    const shippedBody = (await shipped.json()) as {
      order: { status: string; shipments: { id: string; packages: unknown[] }[] };
    };
    expect(shippedBody.order.status).toBe('shipped');
    expect(shippedBody.order.shipments[0]!.packages).toEqual([
      { weight: '12.5', length: 10, width: 8, height: 6 },
    ]);

    const invoiced = await waitForStatus(t, order.id, 'invoiced');
    expect(invoiced.deliveredAt).not.toBeNull();
    const track = (await (
      await t.call('GET', `/api/v1/orders/${order.id}/track`, { as: pharmacy })
    ).json()) as Track;
    expect(track.data).toMatchObject({ latest_status: 'delivered', progress_point: 3 });
    expect(track.data.estimated_delivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(track.data.last_status_check_date).not.toBeNull();
    expect(track.data.events!.map((e) => e.status)).toEqual([
      'delivered',
      'out_for_delivery',
      'in_transit',
      'in_transit',
      'in_transit',
      'shipment_information_sent',
    ]);

    // Net terms of the demo approval: 30 days (domain/invoices/net-terms.ts).
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice).toMatchObject({
      amountCents: 22_500,
      status: 'open',
      dueOn: invoiceDueDate({
        invoicedOn: isoDate(new Date()),
        netDays: 30,
        invoicesDueOnLastDay: false,
        invoicesDueDay: null,
      }),
    });

    const handle = t.temporal.client.workflow.getHandle(orderWorkflowId(order.id));
    await handle.signal(invoicePaidSignal, { invoiceId: invoice!.id });
    const result = (await handle.result()) as OrderState;
    expect(result).toMatchObject({
      status: 'paid',
      deliveredBy: 'carrier',
      trackingOutcome: 'delivered',
      invoiceId: invoice!.id,
    });
    expect((await readOrder(t, order.id)).status).toBe('paid');
    const [paid] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(paid).toMatchObject({ status: 'paid', paidCents: 22_500 });

    const kinds = (await noticesAbout(t, PHARMACY.id, order.id)).map((n) => n.kind);
    expect(kinds).toEqual([
      'order_accepted',
      'order_modified',
      'order_shipped',
      'order_delivered',
      'invoice_issued',
    ]);

    await recordHistoryIfAsked('order-fulfilment', orderWorkflowId(order.id), t.env.temporal.address);
    await recordHistoryIfAsked('order-workflow-wholesale', orderWorkflowId(order.id), t.env.temporal.address);
    await recordHistoryIfAsked(
      'shipment-tracking',
      shipmentWorkflowId(shippedBody.order.shipments[0]!.id),
      t.env.temporal.address,
    );

    // The tracking child is about its shipment and concerns the order's two accounts (issue 22).
    const shipmentId = shippedBody.order.shipments[0]!.id;
    const tracking = await t.temporal.client.workflow.getHandle(shipmentWorkflowId(shipmentId)).describe();
    expect(tracking.typedSearchAttributes.get(APP_PROCESS)).toBe('shipment-tracking');
    expect(tracking.typedSearchAttributes.get(APP_SUBJECT_ID)).toBe(shipmentId);
    expect(tracking.typedSearchAttributes.get(APP_ACCOUNT_IDS)?.sort()).toEqual(
      [order.pharmacyAccountId, order.supplierAccountId].sort(),
    );
    // Recorded after the child gained them; order-workflow-wholesale.json is from before.
    await recordHistoryIfAsked(
      'order-workflow-wholesale-attributed',
      orderWorkflowId(order.id),
      t.env.temporal.address,
    );
  });

  it('invoices a card-paid order as paid and completes at delivery (decision: paid at placement)', async () => {
    const { order } = await placeAndStart(t, { paymentMethod: 'card' });
    expect(
      (await t.call('POST', `/api/v1/suppliers/orders/${order.id}/accept`, { as: supplier, body: {} }))
        .status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', `/api/v1/suppliers/orders/${order.id}/ship`, {
          as: supplier,
          body: SANDBOX_SHIPMENT,
        })
      ).status,
    ).toBe(200);
    const result = (await t.temporal.client.workflow
      .getHandle(orderWorkflowId(order.id))
      .result()) as OrderState;
    expect(result.status).toBe('paid');
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice).toMatchObject({
      status: 'paid',
      paidCents: order.totalCents,
      amountCents: order.totalCents,
    });
  });

  it('answers the orderState query while the order waits for the supplier', async () => {
    const { order } = await placeAndStart(t);
    const handle = t.temporal.client.workflow.getHandle(orderWorkflowId(order.id));
    await waitForStarted(t, order.id);
    expect(await handle.query(orderStateQuery)).toMatchObject({
      orderId: order.id,
      status: 'placed',
      shipmentId: null,
    });
  });
});

describe('an order recorded as shipped with no shipment on file', () => {
  it('starts no shipment:null tracking child, and is delivered when marked delivered', async () => {
    const { order } = await placeOrder(t);
    await t.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.id));
    await startOrderFulfilment(t.temporal.client, t.env.temporal.taskQueue, order, FAST);
    const handle = t.temporal.client.workflow.getHandle(orderWorkflowId(order.id));
    await waitForStarted(t, order.id);
    await expect
      .poll(() => handle.query(orderStateQuery))
      .toMatchObject({ status: 'shipped', shipmentId: null });

    await handle.signal(markDeliveredSignal, { by: 'pharmacy' });
    const invoiced = await waitForStatus(t, order.id, 'invoiced');
    expect(invoiced.deliveredAt).not.toBeNull();
    await expect(t.temporal.client.workflow.getHandle('shipment:null').describe()).rejects.toThrow(
      /not found/i,
    );
  });
});

async function waitForStarted(t: TestContext, orderId: string) {
  for (let i = 0; i < 100 && !(await readOrder(t, orderId)).workflowStartedAt; i++)
    await new Promise((r) => setTimeout(r, 100));
}
