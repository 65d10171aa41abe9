/**
 * Deals, promotions and volume discounts (supplier-side §2 deal_modal, undeal_modal,
 * configure_deals, bulk_deals, destroy_all, promotions; §5 promotion rules; pharmacy-side §7
 * update_qty_message).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../../db/schema/index.ts';
import { LISTING_MESSAGES } from '../../../domain/catalog/listing-rules.ts';
import { addDays } from '../../../domain/catalog/short-dated.ts';
import { isoDate } from '../../../domain/dates.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { insertListing, insertProduct, SUPPLIER2_ID } from '../../harness/catalog-fixtures.ts';
import { createSupplier } from './inventory-helpers.ts';

let t: TestContext;
let supplier: Credentials;
let accountId: string;
let foreignId: string;
const today = isoDate(new Date());

const listing = async (id: string) => (await t.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const own = async (overrides: Partial<typeof listings.$inferInsert> = {}) => {
  const product = await insertProduct(t.db);
  return (
    await insertListing(t.db, product.id, {
      supplierAccountId: accountId,
      packPriceCents: 5_000,
      minQty: 2,
      maxQty: 10,
      ...overrides,
    })
  ).id;
};
const deal = { deal_price: '45.00', start_date: today, end_date: addDays(today, 14) };

beforeAll(async () => {
  t = await createTestContext();
  ({ accountId, session: supplier } = await createSupplier(t));
  const product = await insertProduct(t.db);
  foreignId = (await insertListing(t.db, product.id, { supplierAccountId: SUPPLIER2_ID, isDeal: true })).id;
});
afterAll(() => t.close());

describe('deals', () => {
  it('marks a listing as a deal with a deal price at most the regular price (deal_modal)', async () => {
    const id = await own();
    const modal = await t.call('GET', `/api/v1/suppliers/deal_modal/${id}`, { as: supplier });
    expect(((await modal.json()) as { product: { price: string } }).product.price).toBe('$50.00');
    expect(
      (await t.call('POST', `/api/v1/suppliers/deal_modal/${id}`, { as: supplier, body: deal })).status,
    ).toBe(200);
    expect(await listing(id)).toMatchObject({
      isDeal: true,
      promoPackPriceCents: 4_500,
      promoTriggerQty: 2,
      promoEndDate: deal.end_date,
    });
  });

  it('refuses a deal price above the regular price and changes nothing', async () => {
    const id = await own();
    const response = await t.call('POST', `/api/v1/suppliers/deal_modal/${id}`, {
      as: supplier,
      body: { ...deal, deal_price: '55.00' },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.deal_price).toEqual([
      LISTING_MESSAGES.promoPrice,
    ]);
    expect((await listing(id)).isDeal).toBe(false);
  });

  it('marks a deal without settings, and undeals it (undeal_modal)', async () => {
    const id = await own();
    expect(
      (await t.call('POST', `/api/v1/suppliers/deal_modal/${id}`, { as: supplier, body: {} })).status,
    ).toBe(200);
    expect((await listing(id)).isDeal).toBe(true);
    const confirm = await t.call('GET', `/api/v1/suppliers/undeal_modal/${id}`, { as: supplier });
    expect(((await confirm.json()) as { message: string }).message).toContain(
      'remove this product from your deals',
    );
    expect(
      (await t.call('POST', `/api/v1/suppliers/undeal_modal/${id}`, { as: supplier, body: {} })).status,
    ).toBe(200);
    expect((await listing(id)).isDeal).toBe(false);
  });

  it("answers 404 for another supplier's listing in every deal call", async () => {
    expect((await t.call('GET', `/api/v1/suppliers/deal_modal/${foreignId}`, { as: supplier })).status).toBe(
      404,
    );
    expect(
      (await t.call('POST', `/api/v1/suppliers/undeal_modal/${foreignId}`, { as: supplier, body: {} }))
        .status,
    ).toBe(404);
    const mine = await own();
    expect(
      (await t.call('GET', `/api/v1/suppliers/configure_deals/${mine},${foreignId}`, { as: supplier }))
        .status,
    ).toBe(404);
    expect((await listing(foreignId)).isDeal).toBe(true);
  });

  it('configures several deals at once with per-id values (bulk_deals), all or none', async () => {
    const [a, b] = [await own(), await own()];
    const configure = await t.call('GET', `/api/v1/suppliers/configure_deals/${a},${b}`, { as: supplier });
    expect(((await configure.json()) as { data: unknown[] }).data).toHaveLength(2);

    const bad = { ids: [a, b], deals: { [b]: { ...deal, triggering_quantity: 50 } } };
    const refused = await t.call('POST', '/api/v1/suppliers/bulk_deals', { as: supplier, body: bad });
    expect(refused.status).toBe(422);
    expect(Object.keys(((await refused.json()) as { errors: object }).errors)).toEqual([
      `deals.${b}.triggering_quantity`,
    ]);
    expect((await listing(a)).isDeal).toBe(false);

    const foreign = await t.call('POST', '/api/v1/suppliers/bulk_deals', {
      as: supplier,
      body: { ids: [a, foreignId] },
    });
    expect(foreign.status).toBe(404);
    expect((await listing(a)).isDeal).toBe(false);

    const ok = await t.call('POST', '/api/v1/suppliers/bulk_deals', {
      as: supplier,
      body: { ids: [a, b], deals: { [b]: deal } },
    });
    expect(ok.status).toBe(200);
    expect(await listing(a)).toMatchObject({ isDeal: true, promoPackPriceCents: null });
    expect(await listing(b)).toMatchObject({ isDeal: true, promoPackPriceCents: 4_500 });
  });

  it("removes all of the caller's deals and no one else's (destroy_all)", async () => {
    expect(
      (await t.call('DELETE', '/api/v1/suppliers/bulk_deals/destroy_all', { as: supplier })).status,
    ).toBe(200);
    const deals = await t.db.select().from(listings).where(eq(listings.supplierAccountId, accountId));
    expect(deals.filter((l) => l.isDeal)).toEqual([]);
    expect((await listing(foreignId)).isDeal).toBe(true);
  });
});

describe('promotions', () => {
  const promo = {
    promo_pack_price: '40.00',
    triggering_quantity: 3,
    start_date: today,
    end_date: addDays(today, 30),
  };

  it('sets a promotion and lists it with dates shown without year', async () => {
    const id = await own();
    expect(
      (await t.call('PUT', `/api/v1/suppliers/promotions/${id}`, { as: supplier, body: promo })).status,
    ).toBe(200);
    const page = (await (await t.call('GET', '/api/v1/suppliers/promotions', { as: supplier })).json()) as {
      data: { id: string; promo: { start_date_label: string; pack_price: string; status: string } }[];
    };
    const row = page.data.find((r) => r.id === id)!;
    expect(row.promo).toMatchObject({ pack_price: '$40.00', status: 'active' });
    expect(row.promo.start_date_label).toMatch(/^[A-Z][a-z]{2} \d{2}$/);
  });

  it('keeps the promotion pack price at most the regular price and the trigger between min_qty and max_qty (§5)', async () => {
    const id = await own();
    const high = await t.call('PUT', `/api/v1/suppliers/promotions/${id}`, {
      as: supplier,
      body: { ...promo, promo_pack_price: '60.00' },
    });
    expect(((await high.json()) as { errors: Record<string, string[]> }).errors.promo_pack_price).toEqual([
      LISTING_MESSAGES.promoPrice,
    ]);
    const trigger = await t.call('PUT', `/api/v1/suppliers/promotions/${id}`, {
      as: supplier,
      body: { ...promo, triggering_quantity: 11 },
    });
    expect(trigger.status).toBe(422);
    expect(((await trigger.json()) as { message: string }).message).toBe(
      'Triggering quantity must be between 2 and 10.',
    );
    expect((await listing(id)).promoPackPriceCents).toBeNull();
  });

  it('deactivates and activates promotions, with confirmation texts', async () => {
    const id = await own({
      promoPackPriceCents: 4_000,
      promoTriggerQty: 2,
      promoStartDate: today,
      promoEndDate: addDays(today, 9),
    });
    const confirm = await t.call(
      'GET',
      `/api/v1/suppliers/promotions/show_deactivate_confirm_modal?product_ids=${id}`,
      { as: supplier },
    );
    const text = (await confirm.json()) as { title: string; message: string };
    expect(text.title).toBe('Confirmation');
    expect(text.message).toContain('deactivate this promotion');
    expect(
      (
        await t.call('POST', '/api/v1/suppliers/promotions/deactivate', {
          as: supplier,
          body: { product_ids: [id] },
        })
      ).status,
    ).toBe(200);
    expect((await listing(id)).promoEndDate).toBe(addDays(today, -1));
    expect(
      (
        await t.call('POST', '/api/v1/suppliers/promotions/activate', {
          as: supplier,
          body: { product_ids: [id] },
        })
      ).status,
    ).toBe(200);
    expect((await listing(id)).promoStartDate).toBe(today);
    expect((await listing(id)).promoEndDate! >= today).toBe(true);
    const foreign = await t.call('POST', '/api/v1/suppliers/promotions/activate', {
      as: supplier,
      body: { product_ids: [id, foreignId] },
    });
    expect(foreign.status).toBe(404);
  });

  it('clears a promotion', async () => {
    const id = await own({
      promoPackPriceCents: 4_000,
      promoTriggerQty: 2,
      promoStartDate: today,
      promoEndDate: today,
    });
    expect((await t.call('DELETE', `/api/v1/suppliers/promotions/${id}`, { as: supplier })).status).toBe(200);
    expect((await listing(id)).promoPackPriceCents).toBeNull();
  });
});

describe('volume discounts', () => {
  it("sets a listing's tiers and tells a pharmacy what a quantity earns (update_qty_message)", async () => {
    const id = await own({ packPriceCents: 10_000 });
    const tiers = [
      { min_quantity: 5, discount_bp: 500 },
      { min_quantity: 10, discount_bp: 1_000 },
    ];
    expect(
      (await t.call('PUT', `/api/v1/inventory/${id}/volume_discounts`, { as: supplier, body: { tiers } }))
        .status,
    ).toBe(200);
    const pharmacy = await t.login('pharmacy@example.com');
    const response = await t.call(
      'GET',
      `/api/v1/pharmacy/volume_discounts/${id}/update_qty_message?quantity=6`,
      { as: pharmacy },
    );
    expect(await response.json()).toMatchObject({
      message: 'You save 5%: $95.00 per pack. Add 4 more to save 10% per pack.',
    });
    const listed = await t.call('GET', `/api/v1/inventory/${id}/volume_discounts`, { as: supplier });
    expect(((await listed.json()) as { data: unknown[] }).data).toHaveLength(2);
  });

  it('answers 404 for an inactive listing and for another supplier setting tiers', async () => {
    const inactive = await own({ active: false });
    const pharmacy = await t.login('pharmacy@example.com');
    expect(
      (
        await t.call('GET', `/api/v1/pharmacy/volume_discounts/${inactive}/update_qty_message?quantity=1`, {
          as: pharmacy,
        })
      ).status,
    ).toBe(404);
    const body = { tiers: [{ min_quantity: 5, discount_bp: 500 }] };
    expect(
      (await t.call('PUT', `/api/v1/inventory/${foreignId}/volume_discounts`, { as: supplier, body })).status,
    ).toBe(404);
  });
});
