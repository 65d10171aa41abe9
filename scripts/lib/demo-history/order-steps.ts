/**
 * The moves of a demo order, each the product's own call: the pharmacy fills its Keystone cart and
 * checks out, Keystone accepts, modifies and ships (UPS: no carrier adapter, so a shipment stays
 * shipped until someone says delivered), the pharmacy marks it delivered (the order workflow then
 * invoices it on the pharmacy's net terms), pays the invoice or cancels the order.
 */
import { and, eq } from 'drizzle-orm';
import { placeOrder } from '../../../services/checkout/place-order.ts';
import { invoices, orders } from '../../../db/schema/index.ts';
import { DEMO_CARD_ID } from '../../../db/seed/buying.ts';
import type { OrderStatus } from '../../../domain/orders/order-state.ts';
import { startOrderFulfilment } from '../../../platform/temporal/orders.ts';
import type { OrderDurations } from '../../../workflows/orders/messages.ts';
import { DEMO_PHARMACY, DEMO_SUPPLIER, waitFor, type DemoWorld } from './world.ts';

const KEYSTONE = DEMO_SUPPLIER.id;
const LOCATION = DEMO_PHARMACY.locations[0]!.id;
type Placed = { id: string; number: number };

/** Two Keystone lines, three packs each: over Keystone's $100 minimum. */
async function fillCart(w: DemoWorld) {
  for (let i = 0; i < 2; i++) {
    const listing = w.nextListing();
    await w.api.call(w.pharmacy, 'POST', '/api/v1/cart/items', { listing_id: listing.id, quantity: 3 });
  }
}

/** POST /checkout/{supplier}: the order, its payment and its workflow `order:<id>`, as a pharmacy places it. */
export async function checkout(
  w: DemoWorld,
  scenario: string,
  payment: 'pay_offline' | 'card',
  memo: string,
): Promise<Placed> {
  await fillCart(w);
  const { order } = await w.api.call<{ order: Placed }>(
    w.pharmacy,
    'POST',
    `/api/v1/checkout/${KEYSTONE}`,
    {
      ship_location_id: LOCATION,
      bill_location_id: LOCATION,
      payment_method: payment,
      ...(payment === 'card' ? { payment_card_id: DEMO_CARD_ID } : {}),
      shipping_method: 'ground',
      certification: true,
      memo,
    },
    { 'idempotency-key': `demo-history-${scenario}` },
  );
  return order;
}

/**
 * An order whose net-terms days are short: placed by checkout's own activity (what POST /checkout
 * calls) and its workflow started with `durations`, as the API's start would with the deployment's
 * (the API has no per-order durations; the demo needs one invoice to fall overdue in seconds).
 */
export async function checkoutWithDurations(
  w: DemoWorld,
  memo: string,
  durations: OrderDurations,
): Promise<Placed> {
  await fillCart(w);
  const order = await placeOrder(
    { db: w.db, processor: w.cards, logger: w.logger, now: new Date() },
    w.pharmacyCaller,
    KEYSTONE,
    {
      shipLocationId: LOCATION,
      billLocationId: LOCATION,
      paymentMethod: 'pay_offline',
      shippingMethod: 'ground',
      certification: true,
      memo,
    },
  );
  await startOrderFulfilment(w.temporal, w.temporalSettings.taskQueue, order, durations);
  await w.db.update(orders).set({ workflowStartedAt: new Date() }).where(eq(orders.id, order.id));
  return { id: order.id, number: order.number };
}

export const accept = (w: DemoWorld, order: Placed) =>
  w.api.call(w.supplier, 'POST', `/api/v1/suppliers/orders/${order.id}/accept`, {});

/** Keystone upgrades the shipping to 2nd Day Air: the order becomes modified. */
export const modify = (w: DemoWorld, order: Placed) =>
  w.api.call(w.supplier, 'PATCH', `/api/v1/suppliers/orders/${order.id}`, { shipping_method: 'two_day' });

export const ship = (w: DemoWorld, order: Placed) =>
  w.api.call(w.supplier, 'POST', `/api/v1/suppliers/orders/${order.id}/ship`, {
    carrier: 'ups',
    tracking_number: `1Z999AA1${String(order.number).padStart(10, '0')}`,
    packages: [{ weight: '6.5', length: 14, width: 10, height: 8 }],
  });

/** The pharmacy says it arrived; the workflow records delivered and issues the invoice. */
export async function deliver(w: DemoWorld, order: Placed, then: OrderStatus) {
  await w.api.call(w.pharmacy, 'POST', `/api/v1/orders/${order.id}/delivered`);
  await waitFor(`order #${order.number}`, () => statusOf(w, order), then);
}

/** The pharmacy pays the open invoice with its demo card; the workflow records the order paid. */
export async function payInvoice(w: DemoWorld, order: Placed) {
  const [invoice] = await w.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id)));
  await w.api.call(
    w.pharmacy,
    'POST',
    `/api/v1/invoices/${invoice!.id}/pay`,
    { payment_method: 'card', payment_card_id: DEMO_CARD_ID },
    { 'idempotency-key': `demo-history-pay-${order.id}` },
  );
  await waitFor(`order #${order.number}`, () => statusOf(w, order), 'paid');
}

export const cancel = (w: DemoWorld, order: Placed, reason: string) =>
  w.api.call(w.pharmacy, 'POST', `/api/v1/orders/${order.id}/cancel`, { reason });

export async function statusOf(w: DemoWorld, order: Placed): Promise<OrderStatus> {
  const [row] = await w.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
  return row!.status;
}
