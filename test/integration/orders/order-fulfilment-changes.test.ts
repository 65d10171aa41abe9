/**
 * The supplier's and the pharmacy's commands on an order before it ships, through the API and the
 * order workflow's validated updates (issue 4 "Supplier side: accept, modify, ship", "Order edit
 * before shipment"; pharmacy-side §4 Order edit, §5 Order minimums; notes A.5 price switches).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, shipments } from '../../../db/schema/index.ts';
import { orderWorkflowId, type OrderState } from '../../../workflows/orders/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import { SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import {
  noticesAbout,
  openFulfilmentContext,
  PHARMACY,
  placeAndStart,
  readOrder,
  SANDBOX_SHIPMENT,
  stockOf,
} from './order-fulfilment-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, supplier, pharmacy, close } = await openFulfilmentContext('order-changes'));
});
afterAll(() => close());

type Problem = { message: string; errors?: Record<string, string[]> };
const path = (id: string, tail = '') => `/api/v1/suppliers/orders/${id}${tail}`;

describe('modifyOrder by the supplier (issue 4: the pharmacy is told what changed)', () => {
  it('recomputes totals on the server, gives stock back, stores and sends the change summary', async () => {
    const { order, items, listings } = await placeAndStart(t); // 2 × $50.00 twice, ground $15.00
    const response = await t.call('PATCH', path(order.id), {
      as: supplier,
      body: { items: [{ id: items[0]!.id, quantity: 1 }], remove_shipping: true },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      changes: string[];
      order: { status: string; totals: Record<string, number> };
    };
    const changes = [
      'Fixture 1: quantity changed from 2 to 1.',
      'Shipping removed.',
      'Order total changed from $215.00 to $150.00.',
    ];
    expect(body.changes).toEqual(changes);
    expect(body.order.status).toBe('modified');
    expect(body.order.totals).toMatchObject({
      item_total_cents: 15_000,
      shipping_cents: 0,
      total_cents: 15_000,
    });
    expect(await stockOf(t, listings[0]!.id)).toBe(9);
    expect((await readOrder(t, order.id)).changeSummary).toEqual(changes);
    const [notice] = (await noticesAbout(t, PHARMACY.id, order.id)).filter(
      (n) => n.kind === 'order_modified',
    );
    expect(notice!.body).toBe(`The supplier changed your order #${order.number}: ${changes.join(' ')}`);
  });

  it('reserves more stock for a higher quantity (the pharmacy’s edit), and refuses with 409 when short (nothing changes)', async () => {
    const { order, items, listings } = await placeAndStart(t, { lines: [{ stock: 5 }, {}] });
    expect(
      (
        await t.call('PATCH', `/api/v1/orders/${order.id}`, {
          as: pharmacy,
          body: { items: [{ id: items[0]!.id, quantity: 4 }] },
        })
      ).status,
    ).toBe(200);
    expect(await stockOf(t, listings[0]!.id)).toBe(1);
    const short = await t.call('PATCH', `/api/v1/orders/${order.id}`, {
      as: pharmacy,
      body: { items: [{ id: items[0]!.id, quantity: 6 }] },
    });
    expect(short.status).toBe(409);
    expect(((await short.json()) as Problem).message).toBe('Not enough stock of Fixture 1 to add 2 more.');
    expect(await stockOf(t, listings[0]!.id)).toBe(1);
    expect((await readOrder(t, order.id)).itemTotalCents).toBe(30_000);
  });

  it("refuses an edit below the supplier's minimum with the minimum message (§5 Order minimums)", async () => {
    const { order, items } = await placeAndStart(t);
    const response = await t.call('PATCH', path(order.id), {
      as: supplier,
      body: {
        items: [
          { id: items[0]!.id, quantity: 0 },
          { id: items[1]!.id, quantity: 1 },
        ],
      },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).message).toBe(
      'Keystone Wholesale Drug requires a minimum order total of $100.00.',
    );
    expect((await readOrder(t, order.id)).totalCents).toBe(order.totalCents);
  });

  it('previews the recomputed totals and the minimum without saving', async () => {
    const { order, items } = await placeAndStart(t);
    const response = await t.call('POST', path(order.id, '/preview'), {
      as: supplier,
      body: { items: [{ id: items[0]!.id, quantity: 0 }], remove_shipping: true },
    });
    expect(await response.json()).toMatchObject({
      totals: { item_total_cents: 10_000, shipping_cents: 0, total_cents: 10_000 },
      minimums: { met: true },
    });
    expect((await readOrder(t, order.id)).status).toBe('placed');
  });

  it("refuses another order's line with 404", async () => {
    const first = await placeAndStart(t);
    const second = await placeAndStart(t);
    const response = await t.call('PATCH', path(first.order.id), {
      as: supplier,
      body: { items: [{ id: second.items[0]!.id, quantity: 1 }] },
    });
    expect(response.status).toBe(404);
  });
});

describe('pharmacy order edit (pharmacy-side §4 Order edit)', () => {
  it('edits quantities while placed; the supplier is told; the order stays placed', async () => {
    const { order, items } = await placeAndStart(t);
    const response = await t.call('PATCH', `/api/v1/orders/${order.id}`, {
      as: pharmacy,
      body: { items: [{ id: items[1]!.id, quantity: 3 }] },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      changes: ['Fixture 2: quantity changed from 2 to 3.', 'Order total changed from $215.00 to $265.00.'],
      order: { status: 'placed' },
    });
    const [notice] = (await noticesAbout(t, SUPPLIER_ID, order.id)).filter(
      (n) => n.kind === 'order_modified',
    );
    expect(notice!.title).toBe(`Order #${order.number} changed by the pharmacy`);
  });

  it('refuses the remove-shipment and remove-card-fee switches from a pharmacy with 403 (price switches)', async () => {
    const { order } = await placeAndStart(t);
    for (const body of [{ remove_shipping: true }, { remove_card_fee: true }]) {
      const response = await t.call('PATCH', `/api/v1/orders/${order.id}`, { as: pharmacy, body });
      expect(response.status).toBe(403);
      expect(((await response.json()) as Problem).message).toBe(
        'Only the supplier can remove shipping or the card processing fee.',
      );
    }
    expect((await readOrder(t, order.id)).shippingCents).toBe(1_500);
  });

  it('refuses a client-sent price with 400 naming the field', async () => {
    const { order, items } = await placeAndStart(t);
    const response = await t.call('PATCH', `/api/v1/orders/${order.id}`, {
      as: pharmacy,
      body: { items: [{ id: items[0]!.id, quantity: 1, unit_cents: 1 }] },
    });
    expect(response.status).toBe(400);
  });

  it('refuses an edit once the supplier accepted the order (409)', async () => {
    const { order, items } = await placeAndStart(t);
    expect((await t.call('POST', path(order.id, '/accept'), { as: supplier, body: {} })).status).toBe(200);
    const response = await t.call('PATCH', `/api/v1/orders/${order.id}`, {
      as: pharmacy,
      body: { items: [{ id: items[0]!.id, quantity: 3 }] },
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as Problem).message).toBe(
      'This order can no longer be edited: it is accepted.',
    );
  });
});

describe('order state machine through the API (domain/orders/order-state.ts)', () => {
  it('refuses accepting twice with 409', async () => {
    const { order } = await placeAndStart(t);
    expect((await t.call('POST', path(order.id, '/accept'), { as: supplier, body: {} })).status).toBe(200);
    const again = await t.call('POST', path(order.id, '/accept'), { as: supplier, body: {} });
    expect(again.status).toBe(409);
    expect(((await again.json()) as Problem).message).toBe(
      'An order that is accepted cannot become accepted.',
    );
  });

  it('answers a retried accept with the same Idempotency-Key as the first (the same workflow update)', async () => {
    const { order } = await placeAndStart(t);
    const headers = { 'Idempotency-Key': `accept-${randomUUID()}` };
    const first = await t.call('POST', path(order.id, '/accept'), { as: supplier, body: {}, headers });
    const retry = await t.call('POST', path(order.id, '/accept'), { as: supplier, body: {}, headers });
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(
      (await noticesAbout(t, PHARMACY.id, order.id)).filter((n) => n.kind === 'order_accepted'),
    ).toHaveLength(1);
  });

  it('refuses shipping before acceptance with 409 and records no shipment', async () => {
    const { order } = await placeAndStart(t);
    const response = await t.call('POST', path(order.id, '/ship'), { as: supplier, body: SANDBOX_SHIPMENT });
    expect(response.status).toBe(409);
    expect(((await response.json()) as Problem).message).toBe(
      'An order that is placed cannot become shipped.',
    );
    expect(await t.db.select().from(shipments).where(eq(shipments.orderId, order.id))).toEqual([]);
  });

  it('refuses a shipment with invalid packages with 422 and field errors (§3 Shipment, §9 dimensions ≥ 1)', async () => {
    const { order } = await placeAndStart(t);
    await t.call('POST', path(order.id, '/accept'), { as: supplier, body: {} });
    const none = await t.call('POST', path(order.id, '/ship'), {
      as: supplier,
      body: { ...SANDBOX_SHIPMENT, packages: [] },
    });
    expect(none.status).toBe(422);
    expect(((await none.json()) as Problem).errors).toEqual({
      packages: ['Please add at least one package.'],
    });
    const bad = await t.call('POST', path(order.id, '/ship'), {
      as: supplier,
      body: { ...SANDBOX_SHIPMENT, packages: [{ weight: '', length: 0, width: 8, height: 6 }] },
    });
    expect(((await bad.json()) as Problem).errors).toMatchObject({
      'packages.0.weight': ['This field is required.'],
      'packages.0.length': ['Please enter a value greater than or equal to 1.'],
    });
    const notSandbox = await t.call('POST', path(order.id, '/ship'), {
      as: supplier,
      body: { ...SANDBOX_SHIPMENT, tracking_number: '1Z999AA10123456784' },
    });
    expect(((await notSandbox.json()) as Problem).errors).toEqual({
      tracking_number: ['Please enter a sandbox tracking number (SBX and ten digits).'],
    });
    expect((await readOrder(t, order.id)).status).toBe('accepted');
  });

  it('cancels before shipment: stock released, card payment refunded, the supplier told, the workflow done', async () => {
    const { order, listings } = await placeAndStart(t, { paymentMethod: 'card' });
    expect(await stockOf(t, listings[0]!.id)).toBe(8);
    const response = await t.call('POST', `/api/v1/orders/${order.id}/cancel`, {
      as: pharmacy,
      body: { reason: 'Ordered twice' },
    });
    expect(response.status).toBe(200);
    expect(await stockOf(t, listings[0]!.id)).toBe(10);
    expect(await stockOf(t, listings[1]!.id)).toBe(10);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.status).toBe('refunded');
    const [notice] = await noticesAbout(t, SUPPLIER_ID, order.id);
    expect(notice!.body).toBe(`The pharmacy cancelled order #${order.number}. Reason: Ordered twice`);
    const result = (await t.temporal.client.workflow
      .getHandle(orderWorkflowId(order.id))
      .result()) as OrderState;
    expect(result).toMatchObject({ status: 'cancelled', cancelledBy: 'pharmacy' });
    await recordHistoryIfAsked(
      'order-fulfilment-cancelled',
      orderWorkflowId(order.id),
      t.env.temporal.address,
    );
    const late = await t.call('POST', path(order.id, '/accept'), { as: supplier, body: {} });
    expect(late.status).toBe(409);
  });

  it('refuses cancelling after shipment with 409 and changes nothing', async () => {
    const { order, listings } = await placeAndStart(t, {
      durations: { tracking: { sandboxStepMs: 60_000, pollMs: 60_000 } },
    });
    await t.call('POST', path(order.id, '/accept'), { as: supplier, body: {} });
    expect(
      (await t.call('POST', path(order.id, '/ship'), { as: supplier, body: SANDBOX_SHIPMENT })).status,
    ).toBe(200);
    for (const [who, url] of [
      [supplier, path(order.id, '/cancel')],
      [pharmacy, `/api/v1/orders/${order.id}/cancel`],
    ] as const) {
      const response = await t.call('POST', url, { as: who, body: {} });
      expect(response.status).toBe(409);
      expect(((await response.json()) as Problem).message).toBe(
        'An order that is shipped cannot become cancelled.',
      );
    }
    expect((await readOrder(t, order.id)).status).toBe('shipped');
    expect(await stockOf(t, listings[0]!.id)).toBe(8);
  });
});
