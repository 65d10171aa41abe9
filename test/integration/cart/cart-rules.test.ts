/**
 * Cart rules (issue 4 Carts; pharmacy-side §4 Add to cart and Quantity, §5 Quantity; notes A.4 and
 * A.5): approval by the supplier, quantity limits with the spec's messages and the value to revert
 * to, removal below 1, stock, schedule II, strict bodies, lines kept apart per account (per-route access: cart-access.test.ts).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, supplierCustomers } from '../../../db/schema/index.ts';
import { QUANTITY_MESSAGES } from '../../../domain/cart/quantity-rules.ts';
import { CONTROLLED_SUBSTANCE_MESSAGE } from '../../../domain/checkout/controlled-substances.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { SUPPLIER_ID, SUPPLIER2_ID } from '../../harness/catalog-fixtures.ts';
import { cartClient, createPharmacy, listingFixture, type Problem } from './cart-helpers.ts';
import { createSupplier } from '../inventory/inventory-helpers.ts';

let t: TestContext;
let api: ReturnType<typeof cartClient>;
let pharmacy: Credentials;
let pharmacyId: string;
let other: Credentials;

const quantityOf = async (id: string) =>
  (await t.db.select().from(cartItems).where(eq(cartItems.id, id)))[0]?.quantity;

beforeAll(async () => {
  t = await createTestContext();
  api = cartClient(t);
  ({ accountId: pharmacyId, session: pharmacy } = await createPharmacy(t, [SUPPLIER_ID, SUPPLIER2_ID]));
  ({ session: other } = await createPharmacy(t, [SUPPLIER_ID], 'Other Pharmacy'));
});
afterAll(() => t.close());

describe('add to cart: approval required', () => {
  it('refuses a supplier that has not approved the pharmacy, naming the supplier (issue 4: approved customers only)', async () => {
    const { accountId } = await createSupplier(t, 'Unapproved Wholesale');
    const listing = await listingFixture(t, { supplierAccountId: accountId });
    const { status, body } = await api.add(pharmacy, { listing_id: listing.id, quantity: 1 });
    expect(status).toBe(422);
    expect(body.message).toBe('Unapproved Wholesale has not approved your account yet.');
    expect(body.reason).toBe('customer_not_approved');
  });

  it('refuses again once the approval is withdrawn (a pending customer cannot buy)', async () => {
    const listing = await listingFixture(t);
    await t.db
      .update(supplierCustomers)
      .set({ status: 'pending' })
      .where(
        and(
          eq(supplierCustomers.pharmacyAccountId, pharmacyId),
          eq(supplierCustomers.supplierAccountId, SUPPLIER_ID),
        ),
      );
    const { status, body } = await api.add(pharmacy, { listing_id: listing.id, quantity: 1 });
    await t.db
      .update(supplierCustomers)
      .set({ status: 'approved' })
      .where(
        and(
          eq(supplierCustomers.pharmacyAccountId, pharmacyId),
          eq(supplierCustomers.supplierAccountId, SUPPLIER_ID),
        ),
      );
    expect(status).toBe(422);
    expect(body.message).toBe('Keystone Wholesale Drug has not approved your account yet.');
  });

  it('adds, then increases the same line, from an approving supplier (§4 Add to cart)', async () => {
    const listing = await listingFixture(t);
    const first = await api.add(pharmacy, { listing_id: listing.id, quantity: 2 });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Atorvastatin Calcium added to your Keystone Wholesale Drug cart.');
    const again = await api.add(pharmacy, { listing_id: listing.id, quantity: 3 });
    expect(again.body.item).toMatchObject({ id: first.body.item.id, quantity: 5 });
  });
});

describe('add to cart: what can be bought', () => {
  it('refuses an inactive listing and an out-of-stock listing (422)', async () => {
    const inactive = await listingFixture(t, { active: false });
    const empty = await listingFixture(t, { stock: 0 });
    const a = await api.add(pharmacy, { listing_id: inactive.id, quantity: 1 });
    const b = await api.add(pharmacy, { listing_id: empty.id, quantity: 1 });
    expect([a.status, a.body.reason]).toEqual([422, 'listing_unavailable']);
    expect([b.status, b.body.message]).toEqual([422, 'Atorvastatin Calcium is out of stock.']);
  });

  it('caps the quantity at the stock, answering the count available, and keeps the line as it was (stock cap)', async () => {
    const listing = await listingFixture(t, { stock: 10 });
    const over = await api.add(pharmacy, { listing_id: listing.id, quantity: 11 });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ message: 'Only 10 available.', reason: 'above_stock', available: 10 });
    const line = await api.add(pharmacy, { listing_id: listing.id, quantity: 6 });
    const more = await api.add(pharmacy, { listing_id: listing.id, quantity: 5 });
    expect(more.body).toMatchObject({ available: 10, previous_quantity: 6 });
    expect(await quantityOf(line.body.item.id)).toBe(6);
  });

  it('refuses a schedule II product (notes A.4: CII is not orderable, 422)', async () => {
    const listing = await listingFixture(t, {}, { deaSchedule: 'CII', name: 'Oxycodone HCl' });
    const { status, body } = await api.add(pharmacy, { listing_id: listing.id, quantity: 1 });
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'ORDER_CONTROLLED_SUBSTANCE', message: CONTROLLED_SUBSTANCE_MESSAGE });
  });

  it('rejects price fields in the body with 400 naming the field (notes A.5 price manipulation)', async () => {
    const listing = await listingFixture(t);
    for (const field of ['price', 'unit_price', 'supplier_id']) {
      const { status, body } = await api.add(pharmacy, { listing_id: listing.id, quantity: 1, [field]: 1 });
      expect(status).toBe(400);
      expect(body.errors).toHaveProperty(field);
    }
    const rows = await t.db.select().from(cartItems).where(eq(cartItems.listingId, listing.id));
    expect(rows).toHaveLength(0);
  });

  it('answers 404 for an unknown listing', async () => {
    const { status } = await api.add(pharmacy, {
      listing_id: '00000000-0000-4000-8000-000000000000',
      quantity: 1,
    });
    expect(status).toBe(404);
  });
});

describe('PATCH /api/v1/cart/items/:id: quantity rules (§5 Quantity)', () => {
  let itemId: string;
  beforeAll(async () => {
    const listing = await listingFixture(t, { minQty: 3, maxQty: 8, stock: 20 });
    itemId = (await api.add(pharmacy, { listing_id: listing.id, quantity: 4 })).body.item.id;
  });

  it('refuses below min-qty when min-qty is over 1 with cart.min_qty_needed and the previous quantity to revert to', async () => {
    const { status, body } = await api.setQuantity(pharmacy, itemId, 2);
    expect(status).toBe(422);
    expect(body).toMatchObject({
      message: QUANTITY_MESSAGES.min_qty_needed(3),
      reason: 'cart.min_qty_needed',
      previous_quantity: 4,
    });
    expect(await quantityOf(itemId)).toBe(4);
  });

  it('refuses above max-qty with cart.max_qty_allowed and the previous quantity (the value reverts)', async () => {
    const { status, body } = await api.setQuantity(pharmacy, itemId, 9);
    expect(status).toBe(422);
    expect(body).toMatchObject({
      message: QUANTITY_MESSAGES.max_qty_allowed(8),
      reason: 'cart.max_qty_allowed',
      previous_quantity: 4,
    });
  });

  it('asks to confirm removal when the quantity is below 1 (§4 Quantity), leaving the line', async () => {
    const { status, body } = await api.setQuantity(pharmacy, itemId, 0);
    expect(status).toBe(422);
    expect(body).toMatchObject({ reason: 'confirm_remove', previous_quantity: 4 });
    expect(await quantityOf(itemId)).toBe(4);
  });

  it('accepts a quantity within the limits and answers the line priced now', async () => {
    const { status, body } = await api.setQuantity(pharmacy, itemId, 8);
    expect(status).toBe(200);
    expect(body.item).toMatchObject({ quantity: 8, item_total_cents: 40_000, p2p_max_qty: null });
  });

  it('does not refuse a single pack when min-qty is 1 (the min rule applies only over 1)', async () => {
    const listing = await listingFixture(t, { minQty: 1 });
    const added = await api.add(pharmacy, { listing_id: listing.id, quantity: 3 });
    expect((await api.setQuantity(pharmacy, added.body.item.id, 1)).status).toBe(200);
  });

  it('rejects a fractional quantity and a price field with 400', async () => {
    expect((await api.setQuantity(pharmacy, itemId, 2.5)).status).toBe(400);
    const response = await t.call('PATCH', `/api/v1/cart/items/${itemId}`, {
      as: pharmacy,
      body: { quantity: 4, price: 1 },
    });
    expect(response.status).toBe(400);
  });
});

describe('account scoping (every route per role: cart-access.test.ts)', () => {
  let foreignId: string;
  beforeAll(async () => {
    const listing = await listingFixture(t);
    foreignId = (await api.add(other, { listing_id: listing.id, quantity: 1 })).body.item.id;
  });

  it('keeps carts apart: a pharmacy sees only its own lines', async () => {
    const { body } = await api.carts(other);
    expect(body.carts.flatMap((c) => c.lines.map((l) => l.id))).toEqual([foreignId]);
  });

  it('answers 404 for an id that is not a uuid (a path naming no line; docs/decisions.md)', async () => {
    const response = await t.call('DELETE', '/api/v1/cart/items/not-an-id', { as: pharmacy });
    expect(((await response.json()) as Problem).status).toBe(404);
  });
});
