/**
 * Expired stock is never sold (issue 10 "A supplier's CSV with an expiry in 2020 went live and was
 * bought"): it cannot be put back on sale by an inline stock edit, it is not offered in search, it
 * cannot be added to a cart, and a line that expires while in the cart is refused at checkout; cart
 * and checkout show each line's expiry with the short-dated mark.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listings } from '../../../db/schema/index.ts';
import { addDays } from '../../../domain/catalog/short-dated.ts';
import { isoDate } from '../../../domain/dates.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { insertListing, insertProduct } from '../../harness/catalog-fixtures.ts';
import {
  addToCart,
  clearCart,
  offlineBody,
  PHARMACY,
  place,
  SUPPLIER_ID,
} from '../checkout/checkout-helpers.ts';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `expired-stock-${randomUUID()}` });
  [supplier, pharmacy] = await Promise.all([
    t.login('supplier@example.com'),
    t.login('pharmacy@example.com'),
  ]);
});
afterAll(() => t.close());
beforeEach(() => clearCart(t, PHARMACY.id));

const today = () => isoDate(new Date());
type Problem = { message: string; errors?: Record<string, string[]> };

async function listingExpiring(expiryDate: string, name = `Expirol ${randomUUID().slice(0, 6)}`) {
  const product = await insertProduct(t.db, { name });
  return { product, listing: await insertListing(t.db, product.id, { expiryDate, stock: 50 }) };
}

describe('expired stock is never sold', () => {
  it('refuses putting expired stock back on sale with an inline stock edit (zero is fine)', async () => {
    const { listing } = await listingExpiring('2020-06-30');
    const response = await t.call('POST', `/api/v1/inventory/${listing.id}`, {
      as: supplier,
      body: { stock: 5 },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).errors).toEqual({
      stock: [
        'This stock expired on 06/30/2020: expired stock cannot be sold. Import it again with a later expiry date.',
      ],
    });
    const zero = await t.call('POST', `/api/v1/inventory/${listing.id}`, {
      as: supplier,
      body: { stock: 0 },
    });
    expect(zero.status).toBe(200);
  });

  it('does not offer an expired listing in search, and refuses adding it to a cart', async () => {
    const name = `Expiredine ${randomUUID().slice(0, 6)}`;
    const { listing } = await listingExpiring('2020-06-30', name);
    const search = await t.call('GET', `/api/v1/products/search?input=${encodeURIComponent(name)}`, {
      as: pharmacy,
    });
    expect(((await search.json()) as { data: unknown[] }).data).toEqual([]);
    const added = await t.call('POST', '/api/v1/cart/items', {
      as: pharmacy,
      body: { listing_id: listing.id, quantity: 1 },
    });
    expect(added.status).toBe(422);
  });

  it('refuses a cart line that expired since it was added, at checkout', async () => {
    const { listing } = await listingExpiring(addDays(today(), 30));
    await addToCart(t, PHARMACY.id, listing, 3);
    // The day after its expiry date.
    await t.db
      .update(listings)
      .set({ expiryDate: addDays(today(), -1) })
      .where(eq(listings.id, listing.id));
    const response = await place(t, pharmacy, SUPPLIER_ID, offlineBody());
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).message).toMatch(/is no longer available\.$/);
  });

  it('shows each cart and checkout line with its expiry and the short-dated mark', async () => {
    const soon = addDays(today(), 30);
    const { listing } = await listingExpiring(soon);
    await addToCart(t, PHARMACY.id, listing, 3);
    const cart = (await (await t.call('GET', '/api/v1/cart', { as: pharmacy })).json()) as {
      carts: { lines: { listing_id: string; expiration_date: string | null; short_dated: boolean }[] }[];
    };
    const line = cart.carts.flatMap((c) => c.lines).find((l) => l.listing_id === listing.id);
    expect(line).toMatchObject({ expiration_date: soon, short_dated: true });
    const summary = (await (
      await t.call('GET', `/api/v1/checkout/${SUPPLIER_ID}`, { as: pharmacy })
    ).json()) as { lines: { listing_id: string; expiration_date: string | null; short_dated: boolean }[] };
    expect(summary.lines.find((l) => l.listing_id === listing.id)).toMatchObject({
      expiration_date: soon,
      short_dated: true,
    });
  });
});
