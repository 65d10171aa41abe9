/**
 * Delivered and paid: the pharmacy's mark-delivered (single and bulk), the invoice on the
 * customer's net terms, reminders and overdue (issue 4 "Order fulfilment"; pharmacy-side §4
 * Orders, §7 POST /orders/{id}/delivered and /orders/bulk_delivered; supplier-side §3 net_days,
 * invoices_due_on_last_day, invoices_due_day). A net-terms day lasts 400 ms here.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, shipments, supplierCustomers } from '../../../db/schema/index.ts';
import { isoDate } from '../../../domain/dates.ts';
import { invoiceDueDate } from '../../../domain/invoices/net-terms.ts';
import {
  invoicePaidSignal,
  orderStateQuery,
  orderWorkflowId,
  type OrderState,
} from '../../../workflows/orders/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import { SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import {
  noticesAbout,
  openFulfilmentContext,
  OTHER_PHARMACY,
  PHARMACY,
  placeAndStart,
  readOrder,
  waitForStatus,
} from './order-fulfilment-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, supplier, pharmacy, close } = await openFulfilmentContext('order-billing'));
});
afterAll(() => close());

const UPS = {
  carrier: 'ups',
  tracking_number: '1Z999AA10123456784',
  packages: [{ weight: 3, length: 12, width: 10, height: 4 }],
};

/** An order accepted and shipped with a carrier that has no live tracking here (only marks move it). */
async function shippedOrder(options: Parameters<typeof placeAndStart>[1] = {}) {
  const placed = await placeAndStart(t, options);
  expect(
    (await t.call('POST', `/api/v1/suppliers/orders/${placed.order.id}/accept`, { as: supplier, body: {} }))
      .status,
  ).toBe(200);
  expect(
    (await t.call('POST', `/api/v1/suppliers/orders/${placed.order.id}/ship`, { as: supplier, body: UPS }))
      .status,
  ).toBe(200);
  return placed;
}

async function setTerms(terms: Partial<typeof supplierCustomers.$inferInsert>) {
  await t.db
    .update(supplierCustomers)
    .set(terms)
    .where(
      and(
        eq(supplierCustomers.supplierAccountId, SUPPLIER_ID),
        eq(supplierCustomers.pharmacyAccountId, PHARMACY.id),
      ),
    );
}

async function invoiceOf(orderId: string) {
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return invoice!;
}

describe('POST /api/v1/orders/{id}/delivered (pharmacy-side §4: marked delivered singly)', () => {
  it('marks a shipped order delivered, stops its tracking, records who said so', async () => {
    const { order } = await shippedOrder();
    const response = await t.call('POST', `/api/v1/orders/${order.id}/delivered`, { as: pharmacy, body: {} });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: `Order #${order.number} marked as delivered.` });
    expect((await readOrder(t, order.id)).deliveredAt).not.toBeNull();
    const state = await t.temporal.client.workflow
      .getHandle(orderWorkflowId(order.id))
      .query(orderStateQuery);
    expect(state.deliveredBy).toBe('pharmacy');
    await recordHistoryIfAsked(
      'order-fulfilment-marked-delivered',
      orderWorkflowId(order.id),
      t.env.temporal.address,
    );
    await expect
      .poll(
        async () =>
          (await t.db.select().from(shipments).where(eq(shipments.orderId, order.id)))[0]!.trackingEndReason,
      )
      .toBe('marked_delivered');
    const again = await t.call('POST', `/api/v1/orders/${order.id}/delivered`, { as: pharmacy, body: {} });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      `Order #${order.number} was already delivered.`,
    );
  });

  it('refuses an order that has not shipped with 409', async () => {
    const { order } = await placeAndStart(t);
    const response = await t.call('POST', `/api/v1/orders/${order.id}/delivered`, { as: pharmacy, body: {} });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(
      `Order #${order.number} has not shipped yet.`,
    );
  });
});

describe('POST /api/v1/orders/bulk_delivered (pharmacy-side §7: ids[] → message)', () => {
  it('says what happened to each order', async () => {
    const shipped = await shippedOrder();
    const delivered = await shippedOrder();
    await t.call('POST', `/api/v1/orders/${delivered.order.id}/delivered`, { as: pharmacy, body: {} });
    const placed = await placeAndStart(t);
    const response = await t.call('POST', '/api/v1/orders/bulk_delivered', {
      as: pharmacy,
      body: { ids: [placed.order.id, shipped.order.id, delivered.order.id] },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; results: { id: string; outcome: string }[] };
    expect(body.message).toBe(
      `Order #${shipped.order.number} marked as delivered. Order #${delivered.order.number} was already delivered. Order #${placed.order.number} has not shipped yet.`,
    );
    expect(Object.fromEntries(body.results.map((r) => [r.id, r.outcome]))).toEqual({
      [shipped.order.id]: 'delivered',
      [delivered.order.id]: 'already_delivered',
      [placed.order.id]: 'not_shipped',
    });
    expect((await readOrder(t, shipped.order.id)).deliveredAt).not.toBeNull();
  });

  it('refuses the whole list with 404 when one id is another pharmacy’s, and marks nothing', async () => {
    const mine = await shippedOrder();
    const theirs = await placeAndStart(t, { pharmacy: OTHER_PHARMACY });
    const response = await t.call('POST', '/api/v1/orders/bulk_delivered', {
      as: pharmacy,
      body: { ids: [mine.order.id, theirs.order.id] },
    });
    expect(response.status).toBe(404);
    expect((await readOrder(t, mine.order.id)).status).toBe('shipped');
  });

  it('answers 409 with the message when none of the orders could be marked', async () => {
    const placed = await placeAndStart(t);
    const response = await t.call('POST', '/api/v1/orders/bulk_delivered', {
      as: pharmacy,
      body: { ids: [placed.order.id] },
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(
      `Order #${placed.order.number} has not shipped yet.`,
    );
  });
});

describe('invoice, reminders and overdue (issue 4: invoiced with a due date from net terms → paid or overdue)', () => {
  it('dates the invoice by the customer’s terms: due on the last day of the month after net days', async () => {
    await setTerms({ netDays: 10, invoicesDueOnLastDay: true });
    const { order } = await shippedOrder();
    await t.call('POST', `/api/v1/orders/${order.id}/delivered`, { as: pharmacy, body: {} });
    await waitForStatus(t, order.id, 'invoiced');
    const expected = invoiceDueDate({
      invoicedOn: isoDate(new Date()),
      netDays: 10,
      invoicesDueOnLastDay: true,
      invoicesDueDay: null,
    });
    expect(await invoiceOf(order.id)).toMatchObject({
      dueOn: expected,
      status: 'open',
      amountCents: order.totalCents,
    });
    const [issued] = (await noticesAbout(t, PHARMACY.id, order.id)).filter(
      (n) => n.kind === 'invoice_issued',
    );
    expect(issued!.body).toContain(
      `for order #${order.number} is due on ${expected.slice(5, 7)}/${expected.slice(8, 10)}/${expected.slice(0, 4)}`,
    );
    await setTerms({ netDays: 30, invoicesDueOnLastDay: false });
  });

  it('reminds before the due date, turns overdue after it with capped reminders, and completes when paid', async () => {
    await setTerms({ netDays: 4 }); // reminder 1 day in (3 days before due), overdue on day 5
    const { order } = await shippedOrder();
    await t.call('POST', `/api/v1/orders/${order.id}/delivered`, { as: pharmacy, body: {} });
    await waitForStatus(t, order.id, 'overdue');
    expect((await invoiceOf(order.id)).status).toBe('overdue');
    const handle = t.temporal.client.workflow.getHandle(orderWorkflowId(order.id));
    await expect
      .poll(async () => (await handle.query(orderStateQuery)).remindersSent, { timeout: 10_000 })
      .toBe(3);
    await handle.signal(invoicePaidSignal, { invoiceId: (await invoiceOf(order.id)).id });
    const result = (await handle.result()) as OrderState;
    expect(result).toMatchObject({ status: 'paid', remindersSent: 3 });
    expect((await invoiceOf(order.id)).status).toBe('paid');
    const kinds = (await noticesAbout(t, PHARMACY.id, order.id)).map((n) => n.kind);
    expect(kinds.filter((k) => k.startsWith('invoice_'))).toEqual([
      'invoice_issued',
      'invoice_due_soon',
      'invoice_overdue',
      'invoice_overdue_reminder',
      'invoice_overdue_reminder',
    ]);
    expect((await noticesAbout(t, SUPPLIER_ID, order.id)).map((n) => n.kind)).toContain('invoice_paid');
    await recordHistoryIfAsked('order-fulfilment-overdue', orderWorkflowId(order.id), t.env.temporal.address);
    await setTerms({ netDays: 30 });
  });
});
