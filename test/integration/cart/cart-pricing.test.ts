/**
 * Cart prices and standing (pharmacy-side §3 Line item, §5 Order minimums, §7 saved items and
 * GET /orders/render_mini_cart): unit prices computed by the server with promotions and volume
 * discounts, the minimum status of each supplier's cart, saved items, the mini cart.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSupplierCart } from '../../../db/queries/cart/cart.ts';
import { supplierCustomers, volumeDiscounts } from '../../../db/schema/index.ts';
import { addDays } from '../../../domain/catalog/short-dated.ts';
import { isoDate } from '../../../domain/dates.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { SUPPLIER_ID, SUPPLIER2_ID } from '../../harness/catalog-fixtures.ts';
import { cartClient, createPharmacy, listingFixture, type CartItem } from './cart-helpers.ts';

let t: TestContext;
let api: ReturnType<typeof cartClient>;
const today = isoDate(new Date());

const fresh = async () => (await createPharmacy(t, [SUPPLIER_ID, SUPPLIER2_ID])).session;

beforeAll(async () => {
  t = await createTestContext();
  api = cartClient(t);
});
afterAll(() => t.close());

describe('line prices (§3 Line item: promo modifiers and volume discounts, server-computed)', () => {
  let pharmacy: Credentials;
  let pharmacyId: string;
  beforeAll(async () => {
    ({ session: pharmacy, accountId: pharmacyId } = await createPharmacy(t, [SUPPLIER_ID, SUPPLIER2_ID]));
  });

  it('applies a running promotion from its triggering quantity and reports its modifiers', async () => {
    const listing = await listingFixture(t, {
      packPriceCents: 5_000,
      promoPackPriceCents: 4_000,
      promoTriggerQty: 3,
      promoStartDate: addDays(today, -1),
      promoEndDate: addDays(today, 30),
    });
    const below = (await api.add(pharmacy, { listing_id: listing.id, quantity: 2 })).body.item;
    expect(below).toMatchObject({ pack_price_cents: 5_000, item_total_cents: 10_000, promo_item: false });
    const at = (await api.setQuantity(pharmacy, below.id, 3)).body.item;
    expect(at).toMatchObject<Partial<CartItem>>({
      original_price_cents: 5_000,
      pack_price_cents: 4_000,
      item_total_cents: 12_000,
      promo_item: true,
      promo_modifiers: {
        triggering_quantity: 3,
        promo_pack_price_cents: 4_000,
        end_date: addDays(today, 30),
      },
    });
  });

  it('ignores a promotion that has ended or not started', async () => {
    const ended = await listingFixture(t, {
      promoPackPriceCents: 1_000,
      promoTriggerQty: 1,
      promoStartDate: addDays(today, -30),
      promoEndDate: addDays(today, -1),
    });
    const item = (await api.add(pharmacy, { listing_id: ended.id, quantity: 1 })).body.item;
    expect(item).toMatchObject({ pack_price_cents: 5_000, promo_item: false, promo_modifiers: null });
  });

  it('applies the volume tier reached (domain linePrice) to the pack price', async () => {
    const listing = await listingFixture(t, { packPriceCents: 5_000, stock: 50 });
    await t.db.insert(volumeDiscounts).values({ listingId: listing.id, minQuantity: 5, discountBp: 1_000 });
    const item = (await api.add(pharmacy, { listing_id: listing.id, quantity: 5 })).body.item;
    expect(item).toMatchObject({
      pack_price_cents: 4_500,
      item_total_cents: 22_500,
      volume_discount: { min_quantity: 5, discount_bp: 1_000 },
    });
  });

  it('loadSupplierCart answers the same server prices and the subtotal for checkout', async () => {
    const { body } = await api.carts(pharmacy);
    const cart = body.carts.find((c) => c.supplier_id === SUPPLIER_ID)!;
    const loaded = await loadSupplierCart(t.db, { account: { id: pharmacyId } }, SUPPLIER_ID, today);
    expect(loaded.lines).toHaveLength(3);
    expect(loaded.subtotalCents).toBe(cart.subtotal_cents);
    expect(loaded.lines.map((l) => [l.cartItemId, l.unitCents, l.totalCents])).toEqual(
      cart.lines.map((l) => [l.id, l.pack_price_cents, l.item_total_cents]),
    );
  });
});

describe('minimum status per supplier (§5 Order minimums)', () => {
  it('meets Keystone at $100.00 and not below, with its notice', async () => {
    const pharmacy = await fresh();
    const listing = await listingFixture(t, { packPriceCents: 5_000 });
    const item = (await api.add(pharmacy, { listing_id: listing.id, quantity: 1 })).body.item;
    const below = await api.cartOf(pharmacy, SUPPLIER_ID);
    expect(below!.minimum).toMatchObject({ met: false, failures: ['order'] });
    await api.setQuantity(pharmacy, item.id, 2);
    const met = await api.cartOf(pharmacy, SUPPLIER_ID);
    expect(met!.subtotal_cents).toBe(10_000);
    expect(met!.minimum).toMatchObject({
      met: true,
      message: 'Keystone Wholesale Drug requires a minimum order total of $100.00.',
    });
  });

  it('blocks Bluegrass below $2,500.00 with the brand-and-generic message, apart from Keystone', async () => {
    const pharmacy = await fresh();
    const generic = await listingFixture(t, { supplierAccountId: SUPPLIER2_ID, packPriceCents: 60_000 });
    const keystone = await listingFixture(t, { packPriceCents: 12_000 });
    await api.add(pharmacy, { listing_id: generic.id, quantity: 1 });
    await api.add(pharmacy, { listing_id: keystone.id, quantity: 1 });
    const { body } = await api.carts(pharmacy);
    const bluegrass = body.carts.find((c) => c.supplier_id === SUPPLIER2_ID)!;
    expect(bluegrass.minimum).toMatchObject({
      met: false,
      failures: ['order', 'brand'],
      message:
        'Bluegrass Pharma Supply requires a minimum order total of $2,500.00, including at least $1,000.00 of brand items and at least $500.00 of generic items (or no generic items at all).',
    });
    expect(body.carts.find((c) => c.supplier_id === SUPPLIER_ID)!.minimum.met).toBe(true);
    expect(body.total_cents).toBe(72_000);
  });

  it('reports a cart whose supplier withdrew approval as not approved (issue 4: approved customers only)', async () => {
    const { session: pharmacy, accountId } = await createPharmacy(t, [SUPPLIER_ID]);
    const listing = await listingFixture(t);
    await api.add(pharmacy, { listing_id: listing.id, quantity: 1 });
    expect((await api.carts(pharmacy)).body.carts[0]!.customer_approved).toBe(true);
    await t.db
      .update(supplierCustomers)
      .set({ status: 'suspended' })
      .where(eq(supplierCustomers.pharmacyAccountId, accountId));
    expect((await api.carts(pharmacy)).body.carts[0]!.customer_approved).toBe(false);
  });
});

describe('saved items (§7 DELETE /api/v1/cart/{supplier}/saved/{item})', () => {
  it('saves a line for later (out of the cart and its subtotal), restores it, and deletes it by the spec path', async () => {
    const pharmacy = await fresh();
    const listing = await listingFixture(t);
    const item = (await api.add(pharmacy, { listing_id: listing.id, quantity: 2 })).body.item;
    const save = await t.call('POST', `/api/v1/cart/items/${item.id}/save`, { as: pharmacy });
    expect(save.status).toBe(200);
    let { body } = await api.carts(pharmacy);
    expect(body.carts).toHaveLength(0);
    expect(body.saved[0]!.items.map((i) => [i.id, i.quantity])).toEqual([[item.id, 2]]);
    expect((await t.call('POST', `/api/v1/cart/items/${item.id}/restore`, { as: pharmacy })).status).toBe(
      200,
    );
    ({ body } = await api.carts(pharmacy));
    expect(body.carts[0]!.lines.map((l) => l.id)).toEqual([item.id]);
    await t.call('POST', `/api/v1/cart/items/${item.id}/save`, { as: pharmacy });
    const wrongSupplier = await t.call('DELETE', `/api/v1/cart/${SUPPLIER2_ID}/saved/${item.id}`, {
      as: pharmacy,
    });
    expect(wrongSupplier.status).toBe(404);
    const deleted = await t.call('DELETE', `/api/v1/cart/${SUPPLIER_ID}/saved/${item.id}`, { as: pharmacy });
    expect(deleted.status).toBe(200);
    ({ body } = await api.carts(pharmacy));
    expect(body.saved).toHaveLength(0);
  });

  it('merges a restored item into the line already in the cart, within the quantity rules', async () => {
    const pharmacy = await fresh();
    const listing = await listingFixture(t, { maxQty: 4 });
    const first = (await api.add(pharmacy, { listing_id: listing.id, quantity: 3 })).body.item;
    await t.call('POST', `/api/v1/cart/items/${first.id}/save`, { as: pharmacy });
    await api.add(pharmacy, { listing_id: listing.id, quantity: 2 });
    const restore = await t.call('POST', `/api/v1/cart/items/${first.id}/restore`, { as: pharmacy });
    expect(restore.status).toBe(422);
    expect(((await restore.json()) as { reason: string }).reason).toBe('cart.max_qty_allowed');
  });

  it('removes a line with DELETE /api/v1/cart/items/:id', async () => {
    const pharmacy = await fresh();
    const listing = await listingFixture(t);
    const item = (await api.add(pharmacy, { listing_id: listing.id, quantity: 1 })).body.item;
    expect((await t.call('DELETE', `/api/v1/cart/items/${item.id}`, { as: pharmacy })).status).toBe(200);
    expect((await api.carts(pharmacy)).body.carts).toHaveLength(0);
  });
});

describe('GET /api/v1/orders/render_mini_cart (the header mini cart as JSON)', () => {
  it('answers the line count, the total and per-supplier subtotals, without saved items', async () => {
    const pharmacy = await fresh();
    const a = await listingFixture(t, { packPriceCents: 5_000 });
    const b = await listingFixture(t, { supplierAccountId: SUPPLIER2_ID, packPriceCents: 7_000 });
    const c = await listingFixture(t, { packPriceCents: 1_000 });
    await api.add(pharmacy, { listing_id: a.id, quantity: 2 });
    await api.add(pharmacy, { listing_id: b.id, quantity: 1 });
    const saved = (await api.add(pharmacy, { listing_id: c.id, quantity: 1 })).body.item;
    await t.call('POST', `/api/v1/cart/items/${saved.id}/save`, { as: pharmacy });
    const response = await t.call('GET', '/api/v1/orders/render_mini_cart', { as: pharmacy });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      count: number;
      total_cents: number;
      suppliers: { supplier_id: string; subtotal_cents: number; count: number }[];
      lines: { quantity: number }[];
    };
    expect(body).toMatchObject({ count: 2, total_cents: 17_000 });
    expect(body.suppliers.map((s) => [s.supplier_id, s.count, s.subtotal_cents]).sort()).toEqual(
      [
        [SUPPLIER_ID, 1, 10_000],
        [SUPPLIER2_ID, 1, 7_000],
      ].sort(),
    );
    expect(body.lines).toHaveLength(2);
  });
});
