/**
 * The master sees its group (issue 23): every store's orders and invoices, filtered by location;
 * a sub-account's buyer sees only its own store's.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, locations } from '../../../db/schema/index.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import {
  addToCart,
  createListing,
  offlineBody,
  place,
  SUPPLIER_ID,
  type Placed,
} from '../checkout/checkout-helpers.ts';
import { MASTER, openSubAccount } from './sub-account-fixtures.ts';

let t: TestContext;
let master: Credentials;
let store: string;
let sub: Awaited<ReturnType<typeof openSubAccount>>;
let subOrder: Placed['order'];

beforeAll(async () => {
  t = await createTestContext();
  master = await t.login('pharmacy@example.com');
  const [row] = await t.db
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
  store = row!.id;
  sub = await openSubAccount(t, master, store);
  const { listing } = await createListing(t, { priceCents: 5_000 });
  await addToCart(t, sub.account_id, listing, 2);
  const response = await place(t, sub.buyer, SUPPLIER_ID, offlineBody(store));
  expect(response.status).toBe(201);
  subOrder = ((await response.json()) as Placed).order;
  await t.db.insert(invoices).values({
    orderId: subOrder.id,
    pharmacyAccountId: sub.account_id,
    supplierAccountId: SUPPLIER_ID,
    amountCents: subOrder.total_cents,
    issuedOn: '2026-11-01',
    dueOn: '2026-12-01',
  } as typeof invoices.$inferInsert);
});
afterAll(() => t.close());

type OrderList = { data: { id: string }[] };

describe('the master’s view of its group', () => {
  it('lists a sub-account’s order among the master’s, and filters the group’s orders by location', async () => {
    const all = (await (await t.call('GET', '/api/v1/pharmacy/orders', { as: master })).json()) as OrderList;
    expect(all.data.map((o) => o.id)).toContain(subOrder.id);
    const filtered = (await (
      await t.call('GET', `/api/v1/pharmacy/orders?location_id=${store}`, { as: master })
    ).json()) as OrderList;
    expect(filtered.data.map((o) => o.id)).toEqual([subOrder.id]);
    expect((await t.call('GET', `/api/v1/pharmacy/orders/${subOrder.id}`, { as: master })).status).toBe(200);
  });

  it('keeps the master’s own orders out of the sub-account’s list', async () => {
    const mine = (await (
      await t.call('GET', '/api/v1/pharmacy/orders', { as: sub.buyer })
    ).json()) as OrderList;
    expect(mine.data.map((o) => o.id)).toEqual([subOrder.id]);
  });

  it('counts the store’s open invoice in the master’s balance, by location too', async () => {
    const all = (await (await t.call('GET', '/api/v1/pharmacy/balance_owned', { as: master })).json()) as {
      invoices: { order_id: string }[];
    };
    expect(all.invoices.map((i) => i.order_id)).toContain(subOrder.id);
    const other = MASTER.locations[0]!.id;
    const filtered = (await (
      await t.call('GET', `/api/v1/pharmacy/balance_owned?location_id=${other}`, { as: master })
    ).json()) as { invoices: { order_id: string }[] };
    expect(filtered.invoices.map((i) => i.order_id)).not.toContain(subOrder.id);
    const stats = (await (
      await t.call('GET', `/api/v1/users/me/stats?location_id=${store}`, { as: master })
    ).json()) as { outstanding_invoices_count: number };
    expect(stats.outstanding_invoices_count).toBe(1);
  });
});
