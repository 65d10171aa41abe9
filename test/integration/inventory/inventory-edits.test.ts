/**
 * Changing the inventory (supplier-side §5 price and stock rules, §7 POST /api/v1/inventory/{id},
 * bulk actions, DELETE /suppliers/inventory, validate_sku, lowest_price).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../../db/schema/index.ts';
import { LISTING_MESSAGES } from '../../../domain/catalog/listing-rules.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { insertListing, insertProduct, SUPPLIER2_ID } from '../../harness/catalog-fixtures.ts';
import { createSupplier } from './inventory-helpers.ts';

let t: TestContext;
let supplier: Credentials;
let accountId: string;
let ndc: string;
let listingId: string;
let foreignId: string;

const listing = async (id: string) => (await t.db.select().from(listings).where(eq(listings.id, id)))[0];
const own = async (overrides: Partial<typeof listings.$inferInsert> = {}) => {
  const product = await insertProduct(t.db);
  return (await insertListing(t.db, product.id, { supplierAccountId: accountId, ...overrides })).id;
};

beforeAll(async () => {
  t = await createTestContext();
  ({ accountId, session: supplier } = await createSupplier(t));
  // Generic: AWP $100.00 → cap $75.00 (AWP less 25 %); another supplier sells it at $60.00.
  const product = await insertProduct(t.db, { isBrand: false, awpCents: 10_000 });
  ndc = product.ndc;
  listingId = (
    await insertListing(t.db, product.id, {
      supplierAccountId: accountId,
      packPriceCents: 7_000,
      stock: 10,
      sku: 'OWN-1',
    })
  ).id;
  foreignId = (
    await insertListing(t.db, product.id, {
      supplierAccountId: SUPPLIER2_ID,
      packPriceCents: 6_000,
      stock: 3,
    })
  ).id;
});
afterAll(() => t.close());

describe('inline edit of price and stock', () => {
  it('saves a price under the cap, given as decimal text', async () => {
    const response = await t.call('POST', `/api/v1/inventory/${listingId}`, {
      as: supplier,
      body: { price: '72.50' },
    });
    expect(response.status).toBe(200);
    expect((await listing(listingId))!.packPriceCents).toBe(7_250);
  });

  it('refuses a price over the pack-price cap with the lowest-supplier-price variant of the message (§5)', async () => {
    const response = await t.call('POST', `/api/v1/inventory/${listingId}`, {
      as: supplier,
      body: { price: '80.00' },
    });
    expect(response.status).toBe(422);
    const problem = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(problem.message).toBe(
      'Pack price cannot exceed $75.00 (AWP less 25%). The lowest supplier price for this product is $60.00.',
    );
    expect(problem.errors.price).toEqual([problem.message]);
    expect((await listing(listingId))!.packPriceCents).toBe(7_250);
  });

  it('refuses a price with three decimals with the decimal format message on price, nothing saved (§5)', async () => {
    const before = (await listing(listingId))!.packPriceCents;
    for (const price of ['12.345', 'abc']) {
      const response = await t.call('POST', `/api/v1/inventory/${listingId}`, {
        as: supplier,
        body: { price },
      });
      expect(response.status, price).toBe(422);
      const problem = (await response.json()) as { message: string; errors: Record<string, string[]> };
      expect(problem.message, price).toBe('Please enter a correct number, format xxxx.xx');
      expect(problem.errors.price).toEqual([LISTING_MESSAGES.priceFormat]);
    }
    expect((await listing(listingId))!.packPriceCents).toBe(before);
  });

  it('refuses a price of zero or none (price greater than zero)', async () => {
    for (const price of ['0', '']) {
      const response = await t.call('POST', `/api/v1/inventory/${listingId}`, {
        as: supplier,
        body: { price },
      });
      expect(response.status, price).toBe(422);
      expect(((await response.json()) as { message: string }).message).toBe(
        LISTING_MESSAGES.priceNotPositive,
      );
    }
  });

  it('turns a blank stock into 0 (stock: blank becomes 0)', async () => {
    expect(
      (await t.call('POST', `/api/v1/inventory/${listingId}`, { as: supplier, body: { stock: '' } })).status,
    ).toBe(200);
    expect((await listing(listingId))!.stock).toBe(0);
    expect(
      (await t.call('POST', `/api/v1/inventory/${listingId}`, { as: supplier, body: { stock: '12' } }))
        .status,
    ).toBe(200);
    expect((await listing(listingId))!.stock).toBe(12);
  });

  it('saves stock only when non-negative', async () => {
    const response = await t.call('POST', `/api/v1/inventory/${listingId}`, {
      as: supplier,
      body: { stock: '-3' },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.stock).toEqual([
      LISTING_MESSAGES.stockNegative,
    ]);
    expect((await listing(listingId))!.stock).toBe(12);
  });

  it("answers 404 for another supplier's listing and leaves it alone", async () => {
    const response = await t.call('POST', `/api/v1/inventory/${foreignId}`, {
      as: supplier,
      body: { stock: '1' },
    });
    expect(response.status).toBe(404);
    expect((await listing(foreignId))!.stock).toBe(3);
  });

  it('rejects a body with both or unknown fields', async () => {
    expect(
      (
        await t.call('POST', `/api/v1/inventory/${listingId}`, {
          as: supplier,
          body: { stock: '1', price: '1' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('bulk actions', () => {
  it.each([
    ['mark_deal', { isDeal: true }],
    ['unmark_deal', { isDeal: false }],
    ['non_returnable', { returnable: false }],
    ['returnable', { returnable: true }],
    ['inactive', { active: false }],
    ['active', { active: true }],
  ] as const)('%s sets the flag on every selected listing (§2 bulk actions)', async (action, expected) => {
    const ids = [await own({ isDeal: !('isDeal' in expected && expected.isDeal) }), await own()];
    const response = await t.call('POST', `/api/v1/inventory/bulk/${action}`, {
      as: supplier,
      body: { ids },
    });
    expect(response.status).toBe(200);
    for (const id of ids) expect(await listing(id)).toMatchObject(expected);
  });

  it("fails whole with 404 when the ids include another supplier's listing, and changes nothing", async () => {
    const mine = await own();
    const response = await t.call('POST', '/api/v1/inventory/bulk/mark_deal', {
      as: supplier,
      body: { ids: [mine, foreignId] },
    });
    expect(response.status).toBe(404);
    expect((await listing(mine))!.isDeal).toBe(false);
    expect((await listing(foreignId))!.isDeal).toBe(false);
  });

  it('deletes selected listings, all or none', async () => {
    const [a, b] = [await own(), await own()];
    expect(
      (await t.call('DELETE', '/api/v1/inventory', { as: supplier, body: { ids: [a, foreignId] } })).status,
    ).toBe(404);
    expect(await listing(a)).toBeDefined();
    expect(
      (await t.call('DELETE', '/api/v1/inventory', { as: supplier, body: { ids: [a, b] } })).status,
    ).toBe(200);
    expect(await listing(a)).toBeUndefined();
    expect(await listing(b)).toBeUndefined();
  });

  it('refuses an empty selection', async () => {
    expect(
      (await t.call('POST', '/api/v1/inventory/bulk/active', { as: supplier, body: { ids: [] } })).status,
    ).toBe(400);
  });
});

describe('SKU validation and lowest price', () => {
  it("answers the spec's message for a SKU the supplier already uses (SKU unique)", async () => {
    const taken = await t.call('GET', '/api/v1/suppliers/inventory/validate_sku?sku=own-1', { as: supplier });
    expect(await taken.json()).toEqual({
      valid: false,
      message: 'Sorry, but a product with this SKU already exists.',
    });
    const own = await t.call(
      'GET',
      `/api/v1/suppliers/inventory/validate_sku?sku=OWN-1&exclude_id=${listingId}`,
      { as: supplier },
    );
    expect(await own.json()).toEqual({ valid: true, message: null });
    const free = await t.call('GET', '/api/v1/suppliers/inventory/validate_sku?sku=NEW-9', { as: supplier });
    expect(await free.json()).toEqual({ valid: true, message: null });
  });

  it('gives the lowest active in-stock price across suppliers to any signed-in caller', async () => {
    const pharmacy = await t.login('pharmacy@example.com');
    const response = await t.call('GET', `/api/v1/products/lowest_price?ndc=${ndc}`, { as: pharmacy });
    expect(await response.json()).toEqual({ ndc, lowest_price: { cents: 6_000, formatted: '$60.00' } });
    const dashed = `${ndc.slice(0, 5)}-${ndc.slice(5, 9)}-${ndc.slice(9)}`;
    expect(
      (await t.call('GET', `/api/v1/products/lowest_price?ndc=${dashed}`, { as: pharmacy })).status,
    ).toBe(200);
    expect((await t.call('GET', '/api/v1/products/lowest_price?ndc=abc', { as: pharmacy })).status).toBe(400);
  });
});

describe('empty the whole inventory', () => {
  it("deletes every listing of the caller and none of another supplier's", async () => {
    const response = await t.call('DELETE', '/api/v1/suppliers/inventory', {
      as: supplier,
      body: { empty_inventory: true },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: 'Your inventory has been emptied.' });
    expect(await t.db.select().from(listings).where(eq(listings.supplierAccountId, accountId))).toEqual([]);
    expect(await listing(foreignId)).toBeDefined();
  });

  it('needs empty_inventory set', async () => {
    expect((await t.call('DELETE', '/api/v1/suppliers/inventory', { as: supplier, body: {} })).status).toBe(
      400,
    );
  });
});
