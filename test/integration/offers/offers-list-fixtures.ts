/**
 * Offers for the offers-list and bulk tests, written as the offers area leaves them (rows only;
 * `startNegotiationOf` starts their workflows when a test moves them).
 */
import { eq } from 'drizzle-orm';
import { startNegotiation, type NegotiationRef } from '../../../platform/temporal/offers.ts';
import { bundleOffers, bundleOfferVariants, offers } from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import type { OfferStatus } from '../../../domain/offers/negotiation.ts';
import type { TestContext } from '../../harness/app.ts';
import { insertListing, insertProduct, SUPPLIER2_ID, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';

const demo = (email: string) => DEMO_ACCOUNTS.find((a) => a.user.email === email)!;
export const PHARMACY = demo('pharmacy@example.com');
export const OTHER_PHARMACY = demo('seller@example.com');
export const SUPPLIER = demo('supplier@example.com');
export const OTHER_SUPPLIER = demo('supplier2@example.com');
export { SUPPLIER_ID, SUPPLIER2_ID };

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

type OfferOptions = {
  buyer?: typeof PHARMACY;
  sellerId?: string;
  status?: OfferStatus;
  priceCents?: number;
  quantity?: number;
  counter?: { priceCents: number; quantity: number };
  expiresAt?: Date;
  createdAt?: Date;
  productName?: string;
};

/** A pharmacy's offer on a fresh listing of a supplier (Keystone unless told). */
export async function insertOffer(t: Pick<TestContext, 'db'>, options: OfferOptions = {}) {
  const buyer = options.buyer ?? PHARMACY;
  const sellerId = options.sellerId ?? SUPPLIER_ID;
  const product = await insertProduct(t.db, { name: options.productName ?? 'Offer Fixture' });
  const listing = await insertListing(t.db, product.id, { supplierAccountId: sellerId, stock: 100 });
  const [row] = await t.db
    .insert(offers)
    .values({
      buyerAccountId: buyer.id,
      sellerAccountId: sellerId,
      listingId: listing.id,
      createdByUserId: buyer.user.id,
      status: options.status ?? 'pending',
      priceCents: options.priceCents ?? 4_000,
      quantity: options.quantity ?? 3,
      counterPriceCents: options.counter?.priceCents ?? null,
      counterQuantity: options.counter?.quantity ?? null,
      expiresAt: options.expiresAt ?? inDays(3),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  return { offer: row!, product, listing };
}

type BundleOptions = {
  buyer?: typeof PHARMACY;
  sellerId?: string;
  status?: OfferStatus;
  variants?: { priceCents: number; quantity: number; counterPriceCents?: number }[];
  expiresAt?: Date;
  createdAt?: Date;
};

/** A supplier's bundle offer to a pharmacy, each variant on a fresh listing of that supplier. */
export async function insertBundleOffer(t: Pick<TestContext, 'db'>, options: BundleOptions = {}) {
  const buyer = options.buyer ?? PHARMACY;
  const sellerId = options.sellerId ?? SUPPLIER_ID;
  const seller = DEMO_ACCOUNTS.find((a) => a.id === sellerId)!;
  const [bundle] = await t.db
    .insert(bundleOffers)
    .values({
      sellerAccountId: sellerId,
      buyerAccountId: buyer.id,
      createdByUserId: seller.user.id,
      status: options.status ?? 'pending',
      expiresAt: options.expiresAt ?? inDays(3),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  const specs = options.variants ?? [
    { priceCents: 1_000, quantity: 2 },
    { priceCents: 2_500, quantity: 1 },
  ];
  const variants = [];
  for (const [index, spec] of specs.entries()) {
    const product = await insertProduct(t.db, { name: `Bundle Fixture ${index + 1}` });
    const listing = await insertListing(t.db, product.id, { supplierAccountId: sellerId, stock: 100 });
    const [variant] = await t.db
      .insert(bundleOfferVariants)
      .values({
        bundleOfferId: bundle!.id,
        listingId: listing.id,
        priceCents: spec.priceCents,
        quantity: spec.quantity,
        counterPriceCents: spec.counterPriceCents ?? null,
      })
      .returning();
    variants.push(variant!);
  }
  return { bundle: bundle!, variants };
}

/** Starts the negotiation workflow of rows written by the fixtures above. */
export async function startNegotiationOf(t: TestContext, ref: NegotiationRef, expiryMs = 60_000) {
  await startNegotiation(t.temporal.client, t.env.temporal.taskQueue, ref, [], { expiryMs });
}

export async function offerStatusOf(t: Pick<TestContext, 'db'>, id: string): Promise<OfferStatus> {
  const [row] = await t.db.select({ status: offers.status }).from(offers).where(eq(offers.id, id));
  return row!.status;
}

export async function bundleStatusOf(t: Pick<TestContext, 'db'>, id: string): Promise<OfferStatus> {
  const [row] = await t.db
    .select({ status: bundleOffers.status })
    .from(bundleOffers)
    .where(eq(bundleOffers.id, id));
  return row!.status;
}
