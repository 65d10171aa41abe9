/**
 * The demo catalog of issue 3 on the seeded template database: several thousand demo products with
 * well-formed unique NDCs, two overlapping supplier assortments priced under each product's cap
 * (supplier-side §5), short-dated stock and deals, and a seed that adds nothing when run again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPackPrice } from '../../../domain/catalog/pricing.ts';
import { isShortDated } from '../../../domain/catalog/short-dated.ts';
import { isoDate } from '../../../domain/dates.ts';
import { seedDemoData } from '../../../db/seed/index.ts';
import { createTestContext, type TestContext } from '../../harness/app.ts';
import { SUPPLIER2_ID, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type PricedRow = {
  pack_price_cents: number;
  promo_pack_price_cents: number | null;
  is_brand: boolean;
  awp_cents: number | null;
  wac_cents: number | null;
  max_pack_price_cents: number | null;
};

async function counts() {
  const [row] = await t.sql<{ products: number; listings: number; tiers: number }[]>`
    select (select count(*)::int from products) as products,
           (select count(*)::int from listings) as listings,
           (select count(*)::int from volume_discounts) as tiers`;
  return row!;
}

describe('demo catalog seed', () => {
  it('holds several thousand demo products, each with a unique 11-digit NDC under a 9xxxx demo labeler', async () => {
    const [row] = await t.sql<{ total: number; demo: number; distinct_ndc: number; malformed: number }[]>`
      select count(*)::int as total, count(*) filter (where is_demo)::int as demo,
             count(distinct ndc)::int as distinct_ndc,
             count(*) filter (where ndc !~ '^9[0-9]{10}$')::int as malformed
      from products`;
    expect(row!.demo).toBeGreaterThanOrEqual(4000);
    expect(row!.demo).toBeLessThanOrEqual(6000);
    expect(row!.distinct_ndc).toBe(row!.total);
    expect(row!.malformed).toBe(0);
  });

  it('has brands, generics, OTC and DEA-scheduled products with a 14-digit GPI and AWP above WAC', async () => {
    const [row] = await t.sql<
      { brands: number; otc: number; cii: number; civ: number; bad_gpi: number; bad_prices: number }[]
    >`
      select count(*) filter (where is_brand)::int as brands, count(*) filter (where rx_otc = 'otc')::int as otc,
             count(*) filter (where dea_schedule = 'CII')::int as cii, count(*) filter (where dea_schedule = 'CIV')::int as civ,
             count(*) filter (where gpi !~ '^[0-9]{14}$')::int as bad_gpi,
             count(*) filter (where not (awp_cents > wac_cents and wac_cents > 0))::int as bad_prices
      from products where is_demo`;
    expect(row).toMatchObject({ bad_gpi: 0, bad_prices: 0 });
    for (const n of [row!.brands, row!.otc, row!.cii, row!.civ]) expect(n).toBeGreaterThan(0);
  });

  it('prices every listing and promotion under its cap: brand WAC less 8 %, generic AWP less 25 %, or max_pack_price', async () => {
    const rows = await t.sql<PricedRow[]>`
      select l.pack_price_cents, l.promo_pack_price_cents, p.is_brand, p.awp_cents, p.wac_cents, p.max_pack_price_cents
      from listings l join products p on p.id = l.product_id where p.is_demo`;
    expect(rows.length).toBeGreaterThan(5000);
    const over = rows.filter((r) => {
      const cap = maxPackPrice({
        isBrand: r.is_brand,
        wacCents: r.wac_cents,
        awpCents: r.awp_cents,
        maxPackPriceCents: r.max_pack_price_cents,
      });
      const promoOver = r.promo_pack_price_cents !== null && r.promo_pack_price_cents > r.pack_price_cents;
      return cap === null || r.pack_price_cents <= 0 || r.pack_price_cents > cap.cents || promoOver;
    });
    expect(over).toEqual([]);
  });

  it('has short-dated listings (expiring within 180 days), deals, promotions, volume tiers and non-returnable stock', async () => {
    const today = isoDate(new Date());
    const rows = await t.sql<
      { expiry_date: string | null; is_deal: boolean; promo: boolean; returnable: boolean; stock: number }[]
    >`
      select to_char(expiry_date, 'YYYY-MM-DD') as expiry_date, is_deal, promo_pack_price_cents is not null as promo, returnable, stock
      from listings`;
    const shortDated = rows.filter((r) => isShortDated(r.expiry_date, today) && r.stock > 0).length;
    expect(shortDated / rows.length).toBeGreaterThan(0.05);
    expect(shortDated / rows.length).toBeLessThan(0.2);
    expect(rows.filter((r) => r.is_deal).length).toBeGreaterThan(100);
    expect(rows.filter((r) => r.promo).length).toBeGreaterThan(50);
    expect(rows.filter((r) => !r.returnable).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.stock === 0).length).toBeGreaterThan(0);
    expect((await counts()).tiers).toBeGreaterThan(0);
  });

  it('lists overlapping assortments for both demo suppliers, each SKU unique per supplier', async () => {
    const [row] = await t.sql<{ first: number; second: number; both: number; duplicate_skus: number }[]>`
      select count(*) filter (where supplier_account_id = ${SUPPLIER_ID})::int as first,
             count(*) filter (where supplier_account_id = ${SUPPLIER2_ID})::int as second,
             (select count(*)::int from (select product_id from listings group by product_id having count(distinct supplier_account_id) = 2) x) as both,
             (select count(*)::int from (select 1 from listings group by supplier_account_id, sku having count(*) > 1) y) as duplicate_skus
      from listings`;
    expect(row!.first).toBeGreaterThanOrEqual(2500);
    expect(row!.second).toBeGreaterThanOrEqual(2000);
    expect(row!.both).toBeGreaterThan(500);
    expect(row!.duplicate_skus).toBe(0);
  });

  it('gives the demo master one sub-account with its own store and a spend limit (issue 23)', async () => {
    const [row] = await t.sql<{ master: string; store: string; per_order: number; per_month: number }[]>`
      select m.name as master, l.name as store, s.per_order_cents as per_order, s.per_month_cents as per_month
      from accounts a
      join accounts m on m.id = a.master_account_id
      join locations l on l.account_id = a.id
      join users u on u.account_id = a.id
      join spend_limits s on s.user_id = u.id and s.master_account_id = m.id
      where u.email = 'pharmacy.roundrock@example.com'`;
    expect(row).toEqual({
      master: 'Main Street Pharmacy',
      store: 'Main Street Pharmacy - Round Rock',
      per_order: 50_000,
      per_month: 200_000,
    });
  });

  it('adds nothing when seeded again (a second npm start keeps the catalog)', async () => {
    const before = await counts();
    const report = await seedDemoData(t.env.databaseOwnerUrl);
    expect(report).toMatchObject({
      productsCreated: 0,
      listingsCreated: 0,
      volumeTiersCreated: 0,
      accountsCreated: 0,
      subAccountsAdded: 0,
    });
    expect(await counts()).toEqual(before);
  });

  it('seeds the whole catalog again into an emptied database (its time is measured by `npm run bench`)', async () => {
    const before = await counts();
    await t.sql`delete from volume_discounts`;
    await t.sql`delete from listings`;
    await t.sql`delete from products where is_demo`;
    const report = await seedDemoData(t.env.databaseOwnerUrl);
    expect(report).toMatchObject({
      productsCreated: before.products,
      listingsCreated: before.listings,
      volumeTiersCreated: before.tiers,
    });
    expect(await counts()).toEqual(before);
  });
});
