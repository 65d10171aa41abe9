/**
 * Bad input gets a clear error, never a 500 (issue 10): integers past their int4 columns and
 * control characters anywhere in a request are refused naming the field, and nothing is written
 * (an upload leaves no file behind).
 */
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs, listings, offers } from '../../../db/schema/index.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { insertListing, insertProduct } from '../../harness/catalog-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;

beforeAll(async () => {
  t = await createTestContext();
  [supplier, pharmacy] = await Promise.all([
    t.login('supplier@example.com'),
    t.login('pharmacy@example.com'),
  ]);
});
afterAll(() => t.close());

type Problem = { code: string; message: string; errors?: Record<string, string[]> };

async function problemOf(response: Response) {
  return { status: response.status, body: (await response.json()) as Problem };
}

async function freshListing() {
  const product = await insertProduct(t.db, { name: `Hostile ${randomUUID().slice(0, 6)}` });
  return insertListing(t.db, product.id, { packPriceCents: 5_000, stock: 10 });
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

describe('integers are bounded to their columns', () => {
  it('refuses a stock of 99999999999 with 422 naming stock, and keeps the listing as it was', async () => {
    const listing = await freshListing();
    const { status, body } = await problemOf(
      await t.call('POST', `/api/v1/inventory/${listing.id}`, {
        as: supplier,
        body: { stock: 99_999_999_999 },
      }),
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual({ stock: ['Stock cannot be more than 10,000,000.'] });
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.stock).toBe(10);
  });

  it('refuses a price_cents past int4 with 400 naming it', async () => {
    const listing = await freshListing();
    const { status, body } = await problemOf(
      await t.call('POST', `/api/v1/inventory/${listing.id}`, {
        as: supplier,
        body: { price_cents: 9_999_999_999 },
      }),
    );
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {})).toEqual(['price_cents']);
  });

  it('refuses an offer price of 9999999999 naming price, and makes no offer', async () => {
    const listing = await freshListing();
    const response = await t.call('POST', '/api/v1/offers', {
      as: pharmacy,
      body: { listing_id: listing.id, price: '9999999999', quantity: 5 },
    });
    const { status, body } = await problemOf(response);
    expect([400, 422]).toContain(status);
    expect(Object.keys(body.errors ?? {})).toContain('price');
    expect(await t.db.select().from(offers).where(eq(offers.listingId, listing.id))).toEqual([]);
  });

  it('refuses a cart quantity of 99999999999 with 400 naming quantity', async () => {
    const { status, body } = await problemOf(
      await t.call('POST', '/api/v1/cart/items', {
        as: pharmacy,
        body: { listing_id: (await freshListing()).id, quantity: 99_999_999_999 },
      }),
    );
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {})).toEqual(['quantity']);
  });
});

describe('control characters are refused with 400 naming the field', () => {
  it('in a JSON body, however deep', async () => {
    const listing = await freshListing();
    const { status, body } = await problemOf(
      await t.call('POST', `/api/v1/inventory/${listing.id}`, { as: supplier, body: { stock: '1\u0000' } }),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({ stock: ['must not contain control characters'] });
  });

  it('in a query parameter', async () => {
    const { status, body } = await problemOf(
      await t.call('GET', `/api/v1/products/search?input=${encodeURIComponent('asp\u0000irin')}`, {
        as: pharmacy,
      }),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({ input: ['must not contain control characters'] });
  });

  it('in an uploaded file name, leaving no job and no file behind', async () => {
    const before = filesUnder(t.env.filesDir);
    const form = new FormData();
    form.set('kind', 'inventory');
    form.set('file', new Blob(['ndc,sku,price,stock\n'], { type: 'text/csv' }), 'stock\u0000.csv');
    const session = supplier as Extract<Credentials, { kind: 'session' }>;
    const response = await t.app.request('/api/v1/imports', {
      method: 'POST',
      headers: { authorization: 'Web', cookie: session.cookie, 'x-csrf-token': session.csrf },
      body: form,
    });
    const { status, body } = await problemOf(response);
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {})).toEqual(['file']);
    expect(await t.db.select().from(importJobs)).toEqual([]);
    expect(filesUnder(t.env.filesDir)).toEqual(before);
  });
});

describe('a listing with offers keeps its history', () => {
  it('refuses deleting it with 409 and a message, deleting nothing of the selection', async () => {
    const [offered, plain] = [await freshListing(), await freshListing()];
    const made = await t.call('POST', '/api/v1/offers', {
      as: pharmacy,
      body: { listing_id: offered.id, price: '40.00', quantity: 5 },
    });
    expect(made.status).toBe(201);
    const { status, body } = await problemOf(
      await t.call('DELETE', '/api/v1/inventory', { as: supplier, body: { ids: [offered.id, plain.id] } }),
    );
    expect(status).toBe(409);
    expect(body.message).toBe(
      'A selected product has offers, so it cannot be deleted. Deactivate it instead to stop selling.',
    );
    const left = await t.db.select({ id: listings.id }).from(listings).where(eq(listings.id, plain.id));
    expect(left).toHaveLength(1);

    // Emptying the inventory keeps it, deactivated, and deletes the rest.
    const emptied = await t.call('DELETE', '/api/v1/suppliers/inventory', {
      as: supplier,
      body: { empty_inventory: true },
    });
    expect(emptied.status).toBe(200);
    const answer = (await emptied.json()) as { deleted: number; deactivated: number; message: string };
    expect(answer.deactivated).toBe(1);
    expect(answer.message).toBe(
      'Your inventory has been emptied. 1 product with offers was kept for their offers and deactivated.',
    );
    const [kept] = await t.db.select().from(listings).where(eq(listings.id, offered.id));
    expect(kept).toMatchObject({ active: false });
    expect(await t.db.select().from(listings).where(eq(listings.id, plain.id))).toEqual([]);
  });
});
