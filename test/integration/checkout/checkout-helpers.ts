/**
 * Fixtures of the checkout tests: the demo pharmacies and suppliers by id, fixture listings,
 * cart lines written straight into cart_items (the cart API has its own tests), and a placement
 * call with an Idempotency-Key.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { cartItems, listings, locations, orderItems, orders, states } from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { insertListing, insertProduct, SUPPLIER2_ID, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';

export { SUPPLIER2_ID, SUPPLIER_ID };
export { DEMO_BANK_ACCOUNT_ID, DEMO_CARD_ID } from '../../../db/seed/buying.ts';

const demo = (email: string) => DEMO_ACCOUNTS.find((a) => a.user.email === email)!;
export const PHARMACY = demo('pharmacy@example.com');
export const SELLER = demo('seller@example.com');
/** Main Street Pharmacy - Downtown, Austin TX (default shipping and billing). */
export const PHARMACY_LOCATION = PHARMACY.locations[0]!.id;
/** Riverside Drug, Portland OR. */
export const SELLER_LOCATION = SELLER.locations[0]!.id;

/** A product with one listing at a supplier: price per pack in cents, stock, brand or generic. */
export async function createListing(
  t: TestContext,
  options: {
    supplierId?: string;
    priceCents?: number;
    stock?: number;
    isBrand?: boolean;
    deaSchedule?: string | null;
    name?: string;
  } = {},
) {
  const product = await insertProduct(t.db, {
    isBrand: options.isBrand ?? false,
    deaSchedule: options.deaSchedule ?? null,
    name: options.name ?? `Fixture ${randomUUID().slice(0, 6)}`,
    awpCents: 10_000_000,
    wacCents: 10_000_000,
  });
  const listing = await insertListing(t.db, product.id, {
    supplierAccountId: options.supplierId ?? SUPPLIER_ID,
    packPriceCents: options.priceCents ?? 5_000,
    stock: options.stock ?? 100,
  });
  return { product, listing };
}

/** Puts a listing in a pharmacy's cart with a quantity. */
export async function addToCart(
  t: TestContext,
  pharmacyAccountId: string,
  listing: { id: string; supplierAccountId: string },
  quantity: number,
) {
  await t.db.insert(cartItems).values({
    pharmacyAccountId,
    supplierAccountId: listing.supplierAccountId,
    listingId: listing.id,
    quantity,
  });
}

export async function clearCart(t: TestContext, pharmacyAccountId: string) {
  await t.db
    .delete(cartItems)
    .where(and(eq(cartItems.pharmacyAccountId, pharmacyAccountId), eq(cartItems.saved, false)));
}

export async function stockOf(t: TestContext, listingId: string) {
  const [row] = await t.db.select({ stock: listings.stock }).from(listings).where(eq(listings.id, listingId));
  return row!.stock;
}

/** How many orders hold a line of the listing. */
export async function countOrdersOf(t: TestContext, listingId: string) {
  const rows = await t.db
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orderItems.listingId, listingId));
  return rows.length;
}

/** A location of the demo pharmacy in another state (cards by state, P.O. box notice). */
export async function addLocation(t: TestContext, accountId: string, state: string, address1 = '10 Main St') {
  const [stateRow] = await t.db.select({ id: states.id }).from(states).where(eq(states.code, state));
  const [row] = await t.db
    .insert(locations)
    .values({
      accountId,
      name: `Branch ${state} ${randomUUID().slice(0, 4)}`,
      address1,
      city: 'Albany',
      stateId: stateRow!.id,
      zipcode: '12207',
    })
    .returning();
  return row!;
}

export type PlaceBody = {
  ship_location_id: string;
  bill_location_id: string;
  payment_method: 'pay_offline' | 'card' | 'bank_transfer';
  payment_card_id?: string;
  bank_account_id?: string;
  shipping_method: string;
  certification: boolean;
  memo?: string;
  [extra: string]: unknown;
};

export const offlineBody = (location = PHARMACY_LOCATION, overrides: Partial<PlaceBody> = {}): PlaceBody => ({
  ship_location_id: location,
  bill_location_id: location,
  payment_method: 'pay_offline',
  shipping_method: 'ground',
  certification: true,
  ...overrides,
});

/** POST /api/v1/checkout/{supplier} with an Idempotency-Key (a fresh one unless given). */
export function place(
  t: TestContext,
  as: Credentials,
  supplierId: string,
  body: unknown,
  key: string = randomUUID(),
) {
  return t.call('POST', `/api/v1/checkout/${supplierId}`, { as, body, headers: { 'idempotency-key': key } });
}

export type Problem = { message: string; code: string; errors?: Record<string, string[]> };
export type Placed = {
  order: {
    id: string;
    number: number;
    status: string;
    total_cents: number;
    item_total_cents: number;
    shipping_cents: number;
    card_fee_cents: number;
    ach_discount_cents: number;
    tax_cents: number;
  };
};
