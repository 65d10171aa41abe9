/**
 * Each customer field has its effect everywhere (issue 11; supplier-side §3 Supplier-customer): the
 * credit hold and the credit line saved through `PATCH /api/v1/customers/{id}` are what checkout
 * checks, and hide_brand_products hides the supplier's brand listings from that customer in
 * search, product pages and carts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout/checkout-messages.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import {
  addToCart,
  clearCart,
  createListing,
  offlineBody,
  PHARMACY,
  place,
  type Problem,
} from '../checkout/checkout-helpers.ts';
import { keystoneCustomerOf, patchCustomer, resetCustomers, SUPPLIER_ID } from './customers-helpers.ts';

let t: TestContext;
let pharmacy: Credentials;
let supplier: Credentials;

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `customers-effects-${crypto.randomUUID()}` });
  [pharmacy, supplier] = await Promise.all([
    t.login('pharmacy@example.com'),
    t.login('supplier@example.com'),
  ]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearCart(t, PHARMACY.id);
  await resetCustomers(t);
});

async function keystoneCart(priceCents = 5_000, quantity = 3) {
  const { listing } = await createListing(t, { priceCents, stock: 50 });
  await addToCart(t, PHARMACY.id, listing, quantity);
  return listing;
}

async function expectRefused(response: Response, message: string) {
  const body = (await response.json()) as Problem;
  expect(response.status, body.message).toBe(422);
  expect(body.message).toBe(message);
}

const edit = async (body: unknown) => {
  const main = await keystoneCustomerOf(t);
  const response = await patchCustomer(t, supplier, main.id, body);
  expect(response.status).toBe(200);
};

describe('credit hold', () => {
  it('a credit hold set by the supplier blocks checkout on terms with a clear message', async () => {
    await keystoneCart();
    await edit({ credit_hold: true });
    await expectRefused(
      await place(t, pharmacy, SUPPLIER_ID, offlineBody()),
      CHECKOUT_MESSAGES.creditHold('Keystone Wholesale Drug'),
    );
    await edit({ credit_hold: false });
    expect((await place(t, pharmacy, SUPPLIER_ID, offlineBody())).status).toBe(201);
  });
});

describe('credit line', () => {
  it('checkout checks the credit allocated the supplier saved', async () => {
    await keystoneCart(5_000, 3); // $150.00 plus shipping
    await edit({ credit_allocated: '100.00' });
    const main = await keystoneCustomerOf(t);
    expect(main.creditAllocatedCents).toBe(10_000);
    const response = await place(t, pharmacy, SUPPLIER_ID, offlineBody());
    const body = (await response.json()) as Problem;
    expect(response.status).toBe(422);
    expect(body.message).toContain('exceeds your available credit with Keystone Wholesale Drug');
    await edit({ credit_allocated: '5000' });
    expect((await place(t, pharmacy, SUPPLIER_ID, offlineBody())).status).toBe(201);
  });
});

describe('hide brand products', () => {
  type List = { data: { id: string }[] };
  type Page = { listings: { id: string; supplier_id: string }[] };
  type Carts = { carts: { supplier_id: string; lines: { listing_id: string }[] }[] };
  const get = async <T>(path: string) => (await (await t.call('GET', path, { as: pharmacy })).json()) as T;

  it('hides the supplier’s brand listings from that customer in search, product pages and carts', async () => {
    const name = `Hidebrand ${crypto.randomUUID().slice(0, 6)}`;
    const { product, listing } = await createListing(t, { isBrand: true, name });
    const generic = await createListing(t, { isBrand: false, name: `${name} generic` });
    await addToCart(t, PHARMACY.id, listing, 1);
    const before = await get<List>(`/api/v1/products?keywords=${encodeURIComponent(name)}`);
    expect(before.data.map((p) => p.id)).toContain(product.id);

    await edit({ hide_brand_products: true });
    const search = await get<List>(`/api/v1/products?keywords=${encodeURIComponent(name)}`);
    expect(search.data.map((p) => p.id)).not.toContain(product.id);
    expect(search.data.map((p) => p.id)).toContain(generic.product.id);
    const page = await get<Page>(`/api/v1/products/${product.id}`);
    expect(page.listings.map((l) => l.id)).not.toContain(listing.id);
    const carts = await get<Carts>('/api/v1/cart');
    const lines = carts.carts.flatMap((c) => c.lines.map((l) => l.listing_id));
    expect(lines).not.toContain(listing.id);
    const add = await t.call('POST', '/api/v1/cart/items', {
      as: pharmacy,
      body: { listing_id: listing.id, quantity: 1 },
    });
    expect(add.status).toBe(404);
  });
});
