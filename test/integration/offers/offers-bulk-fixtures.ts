/**
 * The bulk tests' world: a context with an in-process worker, the demo parties logged in, and
 * offers and bundle offers made through the API (so each has its negotiation workflow running).
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { bundleOfferVariants, cartItems, offerEvents } from '../../../db/schema/index.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { createTestContext } from '../../harness/app.ts';
import { insertListing, insertProduct, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { startWorker } from '../orders/order-fulfilment-fixtures.ts';

export type BulkJson = {
  message: string;
  summary: string;
  succeeded: number;
  failed: number;
  results: {
    kind: 'offer' | 'bundle';
    bundle: 0 | 1;
    id: string;
    number: number | null;
    ok: boolean;
    status: string | null;
    code: string | null;
    message: string;
  }[];
};
type Made = { id: string; number: number };

/** A file's world; `close()` stops the worker and drops the database. */
export async function openBulkContext(queue: string) {
  const t = await createTestContext({ taskQueue: `${queue}-${randomUUID()}` });
  t.env.offers.expiryMs = 60_000;
  const worker = await startWorker(t);
  return {
    t,
    pharmacy: await t.login('pharmacy@example.com'),
    otherPharmacy: await t.login('seller@example.com'),
    supplier: await t.login('supplier@example.com'),
    supplier2: await t.login('supplier2@example.com'),
    close: async () => {
      await worker.stop();
      await t.close();
    },
  };
}

async function freshListing(t: TestContext, supplierAccountId: string) {
  const product = await insertProduct(t.db, { name: `Bulkol ${randomUUID().slice(0, 6)}` });
  return insertListing(t.db, product.id, { supplierAccountId, packPriceCents: 5_000, stock: 100 });
}

async function expectCreated<T>(response: Response, what: string): Promise<T> {
  if (response.status !== 201)
    throw new Error(`${what} not made: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A pharmacy's offer ($40.00 × 5) on a fresh listing of a supplier (Keystone unless given), through POST /offers. */
export async function makeOffer(
  t: TestContext,
  as: Credentials,
  supplierAccountId = SUPPLIER_ID,
): Promise<Made> {
  const listing = await freshListing(t, supplierAccountId);
  const response = await t.call('POST', '/api/v1/offers', {
    as,
    body: { listing_id: listing.id, price: '40.00', quantity: 5 },
  });
  return (await expectCreated<{ offer: Made }>(response, 'offer')).offer;
}

/** A supplier's bundle offer of two fresh listings ($30.00 × 2, $20.00 × 3) to a pharmacy, through POST /bundle_offers. */
export async function sendBundle(
  t: TestContext,
  as: Credentials,
  buyerAccountId: string,
  supplierAccountId = SUPPLIER_ID,
): Promise<Made> {
  const [a, b] = [await freshListing(t, supplierAccountId), await freshListing(t, supplierAccountId)];
  const response = await t.call('POST', '/api/v1/bundle_offers', {
    as,
    body: {
      buyer_account_id: buyerAccountId,
      variants: [
        { listing_id: a.id, price: '30.00', quantity: 2 },
        { listing_id: b.id, price: '20.00', quantity: 3 },
      ],
    },
  });
  return (await expectCreated<{ bundle_offer: Made }>(response, 'bundle offer')).bundle_offer;
}

/** One bulk call; answers the status and the parsed body. */
export async function bulk(t: TestContext, as: Credentials, action: string, body: unknown) {
  const response = await t.call('PATCH', `/api/v1/offers/bulk_${action}`, { as, body });
  return { status: response.status, body: (await response.json()) as BulkJson & { message: string } };
}

/** The bundle's variants' chosen flags, in id order. */
export async function chosenOf(t: TestContext, bundleOfferId: string): Promise<boolean[]> {
  const rows = await t.db
    .select({ chosen: bundleOfferVariants.chosen })
    .from(bundleOfferVariants)
    .where(eq(bundleOfferVariants.bundleOfferId, bundleOfferId))
    .orderBy(asc(bundleOfferVariants.id));
  return rows.map((r) => r.chosen);
}

/** How many audit events and cart lines an offer has: "nothing changed" keeps both. */
export async function tracesOf(t: TestContext, kind: 'offer' | 'bundle', id: string) {
  const events = await t.db
    .select({ id: offerEvents.id })
    .from(offerEvents)
    .where(kind === 'offer' ? eq(offerEvents.offerId, id) : eq(offerEvents.bundleOfferId, id));
  const lines = await t.db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(kind === 'offer' ? eq(cartItems.offerId, id) : eq(cartItems.bundleOfferId, id));
  return { events: events.length, cartLines: lines.length };
}
