/**
 * Who may reach an order (foreign ids 404, other kinds 403) and the supplier's orders list, through
 * the API (issue 4 "Supplier side"; notes A.1 IDOR).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Credentials, TestContext } from '../../harness/app.ts';
import {
  openFulfilmentContext,
  placeAndStart,
  readOrder,
  SANDBOX_SHIPMENT,
} from './order-fulfilment-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, supplier, pharmacy, close } = await openFulfilmentContext('order-access'));
});
afterAll(() => close());

const path = (id: string, tail = '') => `/api/v1/suppliers/orders/${id}${tail}`;

describe('access to orders (foreign ids 404, other kinds 403)', () => {
  it('answers 404 to another supplier and another pharmacy for every order route, before Temporal', async () => {
    const { order, items } = await placeAndStart(t);
    const other = await t.login('supplier2@example.com');
    const calls: [string, string, unknown][] = [
      ['GET', path(order.id), undefined],
      ['POST', path(order.id, '/accept'), {}],
      ['PATCH', path(order.id), { items: [{ id: items[0]!.id, quantity: 1 }] }],
      ['POST', path(order.id, '/preview'), { items: [] }],
      ['POST', path(order.id, '/ship'), SANDBOX_SHIPMENT],
      ['POST', path(order.id, '/shipment_status'), { status: 'in_transit' }],
      ['POST', path(order.id, '/cancel'), {}],
    ];
    for (const [method, url, body] of calls)
      expect((await t.call(method, url, { as: other, body })).status).toBe(404);
    const otherPharmacy = await t.login('seller@example.com');
    const pharmacyCalls: [string, string, unknown][] = [
      ['POST', `/api/v1/orders/${order.id}/delivered`, {}],
      ['GET', `/api/v1/orders/${order.id}/track`, undefined],
      ['PATCH', `/api/v1/orders/${order.id}`, { items: [] }],
      ['POST', `/api/v1/orders/${order.id}/preview`, { items: [] }],
      ['POST', `/api/v1/orders/${order.id}/cancel`, {}],
      ['POST', '/api/v1/orders/bulk_delivered', { ids: [order.id] }],
    ];
    for (const [method, url, body] of pharmacyCalls)
      expect((await t.call(method, url, { as: otherPharmacy, body })).status).toBe(404);
    expect((await readOrder(t, order.id)).status).toBe('placed');
  });

  it('answers 403 to a pharmacy on supplier routes and to a supplier on pharmacy routes', async () => {
    const { order } = await placeAndStart(t);
    expect((await t.call('GET', '/api/v1/suppliers/orders', { as: pharmacy })).status).toBe(403);
    expect((await t.call('POST', path(order.id, '/accept'), { as: pharmacy, body: {} })).status).toBe(403);
    expect(
      (await t.call('POST', `/api/v1/orders/${order.id}/cancel`, { as: supplier, body: {} })).status,
    ).toBe(403);
    expect((await t.call('GET', `/api/v1/orders/${order.id}/track`, { as: supplier })).status).toBe(403);
  });
});

describe('GET /api/v1/suppliers/orders (issue 4: the supplier orders list)', () => {
  it('lists the supplier’s orders newest first, filtered by status and paged', async () => {
    const a = await placeAndStart(t);
    const b = await placeAndStart(t);
    await t.call('POST', path(a.order.id, '/accept'), { as: supplier, body: {} });
    const page = (await (
      await t.call('GET', '/api/v1/suppliers/orders?per_page=1', { as: supplier })
    ).json()) as { data: { id: string }[]; total: number };
    expect(page.data.map((o) => o.id)).toEqual([b.order.id]);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const accepted = (await (
      await t.call('GET', '/api/v1/suppliers/orders?status=accepted&per_page=100', { as: supplier })
    ).json()) as { data: { id: string; status: string; pharmacy_name: string }[] };
    expect(accepted.data.every((o) => o.status === 'accepted')).toBe(true);
    expect(accepted.data.find((o) => o.id === a.order.id)).toMatchObject({
      pharmacy_name: 'Main Street Pharmacy',
    });
    const other = await t.login('supplier2@example.com');
    const theirs = (await (await t.call('GET', '/api/v1/suppliers/orders', { as: other })).json()) as {
      total: number;
    };
    expect(theirs.total).toBe(0);
  });

  it('shows one order with items, addresses, totals and the next actions', async () => {
    const { order } = await placeAndStart(t);
    const detail = (await (await t.call('GET', path(order.id), { as: supplier })).json()) as Record<
      string,
      unknown
    >;
    expect(detail).toMatchObject({
      id: order.id,
      status: 'placed',
      pharmacy: { name: 'Main Street Pharmacy' },
      ship_address: { city: 'Austin', state_code: 'TX' },
      totals: { total_cents: 21_500 },
      actions: { accept: true, modify: true, ship: false, cancel: true, record_status: false },
    });
    expect((detail.items as unknown[]).length).toBe(2);
    expect((detail.shipping_methods as { service_type: string }[]).map((m) => m.service_type)).toContain(
      'ground',
    );
  });
});
