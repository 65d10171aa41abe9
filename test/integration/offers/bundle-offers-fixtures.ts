/**
 * Bundle offers for the integration tests: listings of the demo supplier Keystone, a bundle sent
 * by it to the demo pharmacy through the API (its workflow started with the expiry the test
 * sets), and what a test reads back: the bundle, its variants, its audit trail and the cart.
 */
import { asc, eq } from 'drizzle-orm';
import {
  bundleOffers,
  bundleOfferVariants,
  cartItems,
  notifications,
  offerEvents,
} from '../../../db/schema/index.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { insertListing, insertProduct, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { PHARMACY } from '../orders/order-fulfilment-fixtures.ts';

export type BundleJson = {
  id: string;
  number: number;
  status: string;
  side: 'buyer' | 'seller';
  memo: string | null;
  variants: {
    id: string;
    listing_id: string;
    price_cents: number;
    quantity: number;
    counter_price_cents: number | null;
    counter_quantity: number | null;
    chosen: boolean;
  }[];
  events: { action: string; from_status: string | null; to_status: string; note: string | null }[];
  actions: string[];
};
export type MoveJson = { message: string; fl: string; bundle_offer: BundleJson };

/** Three Keystone listings (list price $50.00 each) under fresh products, named A, B and C. */
export async function keystoneListings(t: TestContext, supplierAccountId = SUPPLIER_ID) {
  const rows = [];
  for (const name of ['Bundle A', 'Bundle B', 'Bundle C']) {
    const product = await insertProduct(t.db, { name: `${name} ${Math.random().toString(36).slice(2, 7)}` });
    rows.push(await insertListing(t.db, product.id, { supplierAccountId, packPriceCents: 5_000, stock: 50 }));
  }
  return rows;
}

/**
 * Keystone sends the demo pharmacy a bundle of three listings: $40.00 × 2, $30.00 × 3, $20.00 × 4.
 * `expiryMs` is the deployment's offer expiry the API starts the workflow with (OFFER_EXPIRY_SECONDS).
 */
export async function sendBundle(t: TestContext, supplier: Credentials, options: { expiryMs?: number } = {}) {
  const listings = await keystoneListings(t);
  t.env.offers.expiryMs = options.expiryMs ?? 60_000;
  const response = await t.call('POST', '/api/v1/bundle_offers', {
    as: supplier,
    body: {
      buyer_account_id: PHARMACY.id,
      variants: [
        { listing_id: listings[0]!.id, price: '40.00', quantity: 2 },
        { listing_id: listings[1]!.id, price: '30.00', quantity: 3 },
        { listing_id: listings[2]!.id, price: '20.00', quantity: 4 },
      ],
      note: 'Spring restock',
      shipping_method: 'ground',
      allow_modify_in_cart: false,
    },
  });
  if (response.status !== 201)
    throw new Error(`bundle not sent: ${response.status} ${await response.text()}`);
  const { bundle_offer } = (await response.json()) as MoveJson;
  // Variants in the order they were offered (A, B, C).
  const variants = listings.map((l) => bundle_offer.variants.find((v) => v.listing_id === l.id)!);
  return { bundle: bundle_offer, listings, variants };
}

/** The bundle's row, variants, audit trail and cart lines: what "nothing changed" compares. */
export async function snapshot(t: TestContext, bundleOfferId: string) {
  const [row] = await t.db.select().from(bundleOffers).where(eq(bundleOffers.id, bundleOfferId));
  const variants = await t.db
    .select()
    .from(bundleOfferVariants)
    .where(eq(bundleOfferVariants.bundleOfferId, bundleOfferId))
    .orderBy(asc(bundleOfferVariants.id));
  const events = await t.db.select().from(offerEvents).where(eq(offerEvents.bundleOfferId, bundleOfferId));
  const cart = await t.db.select().from(cartItems).where(eq(cartItems.bundleOfferId, bundleOfferId));
  return { row, variants, events: events.length, cart };
}

/** The demo pharmacy's Keystone cart lines, by listing id: unit price and quantity as the cart prices them. */
export async function cartLines(t: TestContext, pharmacy: Credentials) {
  const response = await t.call('GET', '/api/v1/cart', { as: pharmacy });
  const body = (await response.json()) as {
    carts: {
      supplier_id: string;
      lines: { listing_id: string; pack_price_cents: number; quantity: number }[];
    }[];
  };
  const lines = body.carts.find((c) => c.supplier_id === SUPPLIER_ID)?.lines ?? [];
  return new Map(lines.map((l) => [l.listing_id, { unitCents: l.pack_price_cents, quantity: l.quantity }]));
}

/** Polls until the bundle row reaches `status` (the workflow runs on its own clock). */
export async function waitForBundleStatus(
  t: TestContext,
  bundleOfferId: string,
  status: string,
  timeoutMs = 20_000,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await t.db.select().from(bundleOffers).where(eq(bundleOffers.id, bundleOfferId));
    if (row?.status === status) return row;
    if (Date.now() > until) throw new Error(`bundle offer ${bundleOfferId} is ${row?.status}, not ${status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The notification kinds an account got about a bundle offer, oldest first. */
export async function bundleNotices(t: TestContext, accountId: string, bundleOfferId: string) {
  const rows = await t.db.select().from(notifications).where(eq(notifications.accountId, accountId));
  return rows
    .filter((n) => (n.details as { bundle_offer_id?: string } | null)?.bundle_offer_id === bundleOfferId)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((n) => n.kind);
}
