/**
 * The supplier inventory table (supplier-side §2, §3, §7 GET /api/v1/inventory): the caller's own
 * listings only, sorted by the spec's keys, paged on the server, filtered and searched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/catalog/short-dated.ts';
import { isoDate } from '../../../domain/dates.ts';
import { SORT_KEYS } from '../../../domain/catalog/sorting.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { insertListing, insertProduct, SUPPLIER2_ID } from '../../harness/catalog-fixtures.ts';
import { createSupplier } from './inventory-helpers.ts';

let t: TestContext;
let supplier: Credentials;
type Row = {
  id: string;
  ndc: string;
  name: string;
  price: string;
  price_cents: number;
  stock: number;
  marked_as_deal: boolean;
};
type Page = { data: Row[]; page: number; per_page: number; total: number };

const list = async (query = '') =>
  (await (await t.call('GET', `/api/v1/inventory${query}`, { as: supplier })).json()) as Page;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestContext();
  const own = await createSupplier(t);
  supplier = own.session;
  const specs = [
    {
      name: 'Amlodipine',
      manufacturer: 'Cobalt',
      packageQuantity: 30,
      price: 900,
      stock: 5,
      expiry: '2030-01-01',
    },
    {
      name: 'Bisoprolol',
      manufacturer: 'Apex',
      packageQuantity: 90,
      price: 2_400,
      stock: 50,
      expiry: addDays(isoDate(new Date()), 60),
    },
    {
      name: 'Citalopram',
      manufacturer: 'Birch',
      packageQuantity: 500,
      price: 1_500,
      stock: 0,
      expiry: '2029-03-31',
    },
  ];
  for (const spec of specs) {
    const product = await insertProduct(t.db, {
      name: spec.name,
      manufacturer: spec.manufacturer,
      packageQuantity: spec.packageQuantity,
    });
    const listing = await insertListing(t.db, product.id, {
      supplierAccountId: own.accountId,
      packPriceCents: spec.price,
      stock: spec.stock,
      expiryDate: spec.expiry,
      sku: `SKU-${spec.name}`,
      isDeal: spec.name === 'Bisoprolol',
      returnable: spec.name !== 'Citalopram',
      active: spec.name !== 'Amlodipine',
    });
    ids[spec.name] = listing.id;
  }
  const foreign = await insertProduct(t.db, { name: 'Foreign Drug' });
  await insertListing(t.db, foreign.id, { supplierAccountId: SUPPLIER2_ID });
});
afterAll(() => t.close());

const names = (page: Page) => page.data.map((r) => r.name);

describe('supplier inventory table', () => {
  it("lists only the caller's listings, with the NDC shown 5-4-2 and the price formatted (§3)", async () => {
    const page = await list();
    expect(names(page)).toEqual(['Amlodipine', 'Bisoprolol', 'Citalopram']);
    expect(page.total).toBe(3);
    expect(page.data[0]!.ndc).toMatch(/^\d{5}-\d{4}-\d{2}$/);
    expect(page.data[1]).toMatchObject({
      price: '$24.00',
      price_cents: 2_400,
      marked_as_deal: true,
      stock: 50,
    });
  });

  it.each([
    ['manufacturer', ['Bisoprolol', 'Citalopram', 'Amlodipine']],
    ['package_size', ['Amlodipine', 'Bisoprolol', 'Citalopram']],
    ['stock', ['Citalopram', 'Amlodipine', 'Bisoprolol']],
    ['expiration_date', ['Bisoprolol', 'Citalopram', 'Amlodipine']],
    ['price_per_unit', ['Citalopram', 'Bisoprolol', 'Amlodipine']],
    ['price', ['Amlodipine', 'Citalopram', 'Bisoprolol']],
    ['name', ['Amlodipine', 'Bisoprolol', 'Citalopram']],
  ])('sorts by the spec key %s, both directions (§2 sortable column keys)', async (sort, expected) => {
    expect(names(await list(`?sort=${sort}`))).toEqual(expected);
    expect(names(await list(`?sort=${sort}&direction=desc`))).toEqual([...expected].reverse());
  });

  it('accepts every spec sort key, supplier_name included', async () => {
    for (const key of SORT_KEYS)
      expect((await t.call('GET', `/api/v1/inventory?sort=${key}`, { as: supplier })).status).toBe(200);
    expect((await t.call('GET', '/api/v1/inventory?sort=bogus', { as: supplier })).status).toBe(400);
  });

  it('pages on the server with totals', async () => {
    const first = await list('?per_page=2&page=1');
    const second = await list('?per_page=2&page=2');
    expect(first).toMatchObject({ page: 1, per_page: 2, total: 3 });
    expect(names(first)).toEqual(['Amlodipine', 'Bisoprolol']);
    expect(names(second)).toEqual(['Citalopram']);
  });

  it('filters active, inactive, deals and non-returnable listings', async () => {
    expect(names(await list('?filter=active'))).toEqual(['Bisoprolol', 'Citalopram']);
    expect(names(await list('?filter=inactive'))).toEqual(['Amlodipine']);
    expect(names(await list('?filter=deals'))).toEqual(['Bisoprolol']);
    expect(names(await list('?filter=non_returnable'))).toEqual(['Citalopram']);
  });

  it('filters short-dated stock (expiring within 180 days)', async () => {
    expect(names(await list('?filter=short_dated'))).toEqual(['Bisoprolol']);
  });

  it('searches by name, SKU and NDC', async () => {
    expect(names(await list('?q=bisop'))).toEqual(['Bisoprolol']);
    expect(names(await list('?q=SKU-Citalopram'))).toEqual(['Citalopram']);
    const ndc = (await list('?q=Amlodipine')).data[0]!.ndc;
    expect(names(await list(`?q=${ndc}`))).toEqual(['Amlodipine']);
    expect(names(await list('?q=Foreign'))).toEqual([]);
  });
});
