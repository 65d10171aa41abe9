/**
 * The product page and the marketplace list (pharmacy-side §2, §3 sortable column keys;
 * supplier-side §2 /products with keywords, p2p_only, short_date, ndc; /pharmacy/wholesalers/{id}/details).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_KEYS } from '../../../domain/catalog/sorting.ts';
import { addDays } from '../../../domain/catalog/short-dated.ts';
import { isoDate } from '../../../domain/dates.ts';
import { accounts } from '../../../db/schema/index.ts';
import { insertListing, insertProduct, SUPPLIER2_ID, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';

let t: TestContext;
let pharmacy: Credentials;
let productId: string;
let supplier3Id: string;
const today = isoDate(new Date());

type Listing = {
  supplier_name: string;
  price_cents: number;
  stock: number;
  expiration_date: string;
  price_per_unit_centi_cents: number;
};
type Page = { product: Record<string, unknown>; listings: Listing[] };

async function get<T>(path: string, as: Credentials = pharmacy) {
  const response = await t.call('GET', path, { as });
  return { status: response.status, body: (await response.json()) as T };
}

beforeAll(async () => {
  t = await createTestContext();
  pharmacy = await t.login('pharmacy@example.com');
  const [third] = await t.db
    .insert(accounts)
    .values({ kind: 'supplier', name: 'Aardvark Rx Supply' })
    .returning();
  supplier3Id = third!.id;
  const product = await insertProduct(t.db, {
    name: 'Zentravolol',
    genericName: 'zentravolol',
    ndc: '99555123401',
    deaSchedule: 'CIV',
  });
  productId = product.id;
  // Prices, stock and expiry ordered differently, so each key gives its own order.
  await insertListing(t.db, productId, {
    supplierAccountId: SUPPLIER_ID,
    packPriceCents: 4_500,
    stock: 30,
    expiryDate: addDays(today, 400),
  });
  await insertListing(t.db, productId, {
    supplierAccountId: SUPPLIER2_ID,
    packPriceCents: 3_900,
    stock: 5,
    expiryDate: addDays(today, 60),
    isDeal: true,
    promoStartDate: addDays(today, -1),
    promoEndDate: addDays(today, 10),
    promoPackPriceCents: 3_500,
    promoTriggerQty: 3,
  });
  await insertListing(t.db, productId, {
    supplierAccountId: supplier3Id,
    packPriceCents: 5_100,
    stock: 12,
    expiryDate: addDays(today, 700),
  });
  await insertListing(t.db, productId, { supplierAccountId: SUPPLIER_ID, packPriceCents: 100, stock: 0 });
  const other = await insertProduct(t.db, { name: 'Zentravolol Extended', genericName: 'zentravolol' });
  await insertListing(t.db, other.id, { supplierAccountId: SUPPLIER2_ID, packPriceCents: 9_900 });
});
afterAll(() => t.close());

describe('GET /api/v1/products/{id}', () => {
  it('shows the product facts and every supplier with stock', async () => {
    const { status, body } = await get<Page>(`/api/v1/products/${productId}`);
    expect(status).toBe(200);
    expect(body.product).toMatchObject({
      ndc: '99555-1234-01',
      name: 'Zentravolol',
      dea_schedule: 'CIV',
      rx_otc: 'rx',
      is_generic: true,
      favorite: false,
    });
    expect(body.listings.map((l) => l.supplier_name)).toEqual([
      'Bluegrass Pharma Supply',
      'Keystone Wholesale Drug',
      'Aardvark Rx Supply',
    ]);
    expect(body.listings[0]).toMatchObject({
      deal: true,
      short_dated: true,
      promo: { price_cents: 3_500, triggering_quantity: 3 },
      price_per_unit_centi_cents: 4333,
    });
  });

  const expected: Record<string, string[]> = {
    supplier_name: ['Aardvark Rx Supply', 'Bluegrass Pharma Supply', 'Keystone Wholesale Drug'],
    stock: ['Bluegrass Pharma Supply', 'Aardvark Rx Supply', 'Keystone Wholesale Drug'],
    expiration_date: ['Bluegrass Pharma Supply', 'Keystone Wholesale Drug', 'Aardvark Rx Supply'],
    price: ['Bluegrass Pharma Supply', 'Keystone Wholesale Drug', 'Aardvark Rx Supply'],
    price_per_unit: ['Bluegrass Pharma Supply', 'Keystone Wholesale Drug', 'Aardvark Rx Supply'],
    // One product has one manufacturer and one pack: these keys tie and fall back to price.
    manufacturer: ['Bluegrass Pharma Supply', 'Keystone Wholesale Drug', 'Aardvark Rx Supply'],
    package_size: ['Bluegrass Pharma Supply', 'Keystone Wholesale Drug', 'Aardvark Rx Supply'],
  };
  it.each(SORT_KEYS.map((k) => [k]))(
    'sorts the suppliers by %s both ways (pharmacy-side §3)',
    async (key) => {
      const asc = await get<Page>(`/api/v1/products/${productId}?sort=${key}&direction=asc`);
      expect(asc.body.listings.map((l) => l.supplier_name)).toEqual(expected[key]);
      const desc = await get<Page>(`/api/v1/products/${productId}?sort=${key}&direction=desc`);
      const tie = key === 'manufacturer' || key === 'package_size';
      expect(desc.body.listings.map((l) => l.supplier_name)).toEqual(
        tie ? expected[key] : [...expected[key]!].reverse(),
      );
    },
  );

  it('rejects an unknown sort key', async () => {
    expect((await get(`/api/v1/products/${productId}?sort=color`)).status).toBe(400);
  });

  it('hides short-dated stock with the hide-short-dates filter and stock expiring before min_expiry', async () => {
    const hidden = await get<Page>(`/api/v1/products/${productId}?hide_short_dates=1`);
    expect(hidden.body.listings.map((l) => l.supplier_name)).not.toContain('Bluegrass Pharma Supply');
    const later = await get<Page>(`/api/v1/products/${productId}?min_expiry=${addDays(today, 500)}`);
    expect(later.body.listings.map((l) => l.supplier_name)).toEqual(['Aardvark Rx Supply']);
  });

  it('answers 404 for an unknown product and is for pharmacies only', async () => {
    expect((await get('/api/v1/products/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get(`/api/v1/products/${productId}`, await t.login('supplier@example.com'))).status).toBe(
      403,
    );
  });
});

describe('GET /api/v1/products (marketplace list)', () => {
  type List = { data: Record<string, unknown>[]; total: number; page: number; per_page: number };

  it('lists products matching keywords with best price, supplier count and badges', async () => {
    const { body } = await get<List>('/api/v1/products?keywords=zentravolol');
    expect(body.total).toBe(2);
    expect(body.data[0]).toMatchObject({
      name: 'Zentravolol',
      best_price_cents: 3_500,
      supplier_count: 3,
      deal: true,
      promo: true,
      short_dated: true,
    });
  });

  it('finds by ndc, pages, and keeps the p2p filter (no p2p sellers yet)', async () => {
    expect((await get<List>('/api/v1/products?ndc=99555-1234-01')).body.data.map((p) => p.name)).toEqual([
      'Zentravolol',
    ]);
    const paged = await get<List>('/api/v1/products?keywords=zentravolol&per_page=1&page=2');
    expect(paged.body).toMatchObject({ page: 2, per_page: 1, total: 2 });
    expect(paged.body.data.map((p) => p.name)).toEqual(['Zentravolol Extended']);
    expect((await get<List>('/api/v1/products?keywords=zentravolol&p2p_only=1')).body.total).toBe(0);
  });

  it('short_date=1 and /products/deals keep only short-dated and deal listings', async () => {
    const short = await get<List>('/api/v1/products?keywords=zentravolol&short_date=1');
    expect(short.body.data.map((p) => [p.name, p.supplier_count])).toEqual([['Zentravolol', 1]]);
    const deals = await get<List>('/api/v1/products/deals?keywords=zentravolol');
    expect(deals.body.data.map((p) => p.name)).toEqual(['Zentravolol']);
  });

  it('sorts by best price', async () => {
    const { body } = await get<List>('/api/v1/products?keywords=zentravolol&sort=price&direction=desc');
    expect(body.data.map((p) => p.name)).toEqual(['Zentravolol Extended', 'Zentravolol']);
  });
});

describe('wholesaler details', () => {
  it("shows a supplier's public info and its listings with keyword search", async () => {
    const info = await get<{ name: string }>(`/api/v1/wholesalers/${supplier3Id}`);
    expect(info.body.name).toBe('Aardvark Rx Supply');
    const products = await get<{ data: { name: string }[]; total: number }>(
      `/api/v1/wholesalers/${SUPPLIER2_ID}/products?keywords=zentra`,
    );
    expect(products.body.data.map((p) => p.name)).toEqual(['Zentravolol', 'Zentravolol Extended']);
  });

  it('answers 404 for an id that is not a supplier', async () => {
    const pharmacyAccount = '8f3c1a2e-0002-4a7b-9c11-5d2e6f7a8b01';
    expect((await get(`/api/v1/wholesalers/${pharmacyAccount}`)).status).toBe(404);
  });
});
