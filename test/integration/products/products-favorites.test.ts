/**
 * Favourites and recently viewed (pharmacy-side §3 product favorite response: message, count,
 * page_entries_info; §7 PATCH /api/v1/products/{id}/favorite; supplier-side §3 status, marked, id).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing, insertProduct } from '../../harness/catalog-fixtures.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';

let t: TestContext;
let pharmacy: Credentials;
let seller: Credentials;
const productIds: string[] = [];

type Toggle = {
  message: string;
  count: number;
  page_entries_info: string;
  status: string;
  marked: boolean;
  id: string;
};
type List = {
  data: { id: string }[];
  total: number;
  page: number;
  per_page: number;
  page_entries_info: string;
};

const toggle = async (id: string, as: Credentials = pharmacy, body?: unknown) => {
  const response = await t.call('PATCH', `/api/v1/products/${id}/favorite`, {
    as,
    ...(body === undefined ? {} : { body }),
  });
  return { status: response.status, body: (await response.json()) as Toggle };
};
const favorites = async (as: Credentials, page = 1) =>
  (await (await t.call('GET', `/api/v1/favorites?page=${page}`, { as })).json()) as List;

beforeAll(async () => {
  t = await createTestContext();
  pharmacy = await t.login('pharmacy@example.com');
  seller = await t.login('seller@example.com');
  for (let i = 0; i < 12; i++) {
    const product = await insertProduct(t.db, { name: `Favorital ${String(i).padStart(2, '0')}` });
    if (i % 2 === 0) await insertListing(t.db, product.id);
    productIds.push(product.id);
  }
});
afterAll(() => t.close());

describe('PATCH /api/v1/products/{id}/favorite', () => {
  it('marks, then unmarks, answering message, count, page_entries_info, status, marked and id', async () => {
    const on = await toggle(productIds[0]!);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({
      message: 'Product added to favorites.',
      count: 1,
      page_entries_info: 'Displaying 1 favorite',
      status: 'success',
      marked: true,
      id: productIds[0],
    });
    const off = await toggle(productIds[0]!);
    expect(off.body).toMatchObject({
      message: 'Product removed from favorites.',
      count: 0,
      page_entries_info: 'No favorites found',
      marked: false,
    });
  });

  it("counts the user's favourites and describes the page in page_entries_info", async () => {
    let last: Toggle | undefined;
    for (const id of productIds) last = (await toggle(id)).body;
    expect(last).toMatchObject({ count: 12, page_entries_info: 'Displaying 1 - 10 of 12 favorites' });
    const onPage2 = await toggle(productIds[11]!, pharmacy, { page: 2 });
    expect(onPage2.body).toMatchObject({
      count: 11,
      page_entries_info: 'Displaying 11 - 11 of 11 favorites',
      marked: false,
    });
    await toggle(productIds[11]!);
  });

  it('lists favourites 10 per page, newest first, including products nobody sells now', async () => {
    const first = await favorites(pharmacy);
    expect(first).toMatchObject({
      total: 12,
      page: 1,
      per_page: 10,
      page_entries_info: 'Displaying 1 - 10 of 12 favorites',
    });
    expect(first.data).toHaveLength(10);
    expect((await favorites(pharmacy, 2)).data).toHaveLength(2);
  });

  it("never shows one account's favourites to another", async () => {
    expect((await favorites(seller)).total).toBe(0);
    const marked = await toggle(productIds[1]!, seller);
    expect(marked.body.count).toBe(1);
    expect((await favorites(pharmacy)).total).toBe(12);
    expect((await favorites(seller)).data.map((p) => p.id)).toEqual([productIds[1]]);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await toggle('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('shows the favourite star on the product page', async () => {
    const page = (await (
      await t.call('GET', `/api/v1/products/${productIds[2]}`, { as: pharmacy })
    ).json()) as { product: { favorite: boolean } };
    expect(page.product.favorite).toBe(true);
  });
});

describe('GET /api/v1/products/recently_viewed', () => {
  it('lists the last 10 products the user opened, newest first, once each', async () => {
    for (const id of productIds) await t.call('GET', `/api/v1/products/${id}`, { as: pharmacy });
    await t.call('GET', `/api/v1/products/${productIds[0]}`, { as: pharmacy });
    const list = (await (
      await t.call('GET', '/api/v1/products/recently_viewed', { as: pharmacy })
    ).json()) as { data: { id: string }[] };
    expect(list.data).toHaveLength(10);
    expect(list.data[0]!.id).toBe(productIds[0]);
    expect(list.data[1]!.id).toBe(productIds[11]);
    expect(new Set(list.data.map((p) => p.id)).size).toBe(10);
    const others = (await (
      await t.call('GET', '/api/v1/products/recently_viewed', { as: seller })
    ).json()) as { data: unknown[] };
    expect(others.data).toHaveLength(0);
  });
});
