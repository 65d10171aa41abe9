/**
 * Reads of bundle offers (pharmacy-side §3 Offer: offer_variants with id, price, quantity). A
 * bundle offer is visible to its two parties only: the supplier that sent it and the pharmacy it
 * was sent to; for anyone else the lookup finds nothing, so the route answers 404.
 */
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import {
  accounts,
  bundleOffers,
  bundleOfferVariants,
  listings,
  offerEvents,
  products,
  supplierCustomers,
  users,
} from '../../schema/index.ts';
import { isPharmacySeller } from '../pharmacy-sellers.ts';
import { listP2pPartners } from '../p2p/p2p-partners.ts';
import { listActiveShippingMethods } from '../shipping/shipping-settings.ts';

export type BundleOfferRow = typeof bundleOffers.$inferSelect;
export type BundleOfferVariantRow = typeof bundleOfferVariants.$inferSelect;

/** The bundle offer when the account is its seller or its buyer; null otherwise (a foreign id is a 404). */
export async function findBundleOfferForParty(
  db: Database,
  accountId: string,
  bundleOfferId: string,
): Promise<BundleOfferRow | null> {
  const [row] = await db
    .select()
    .from(bundleOffers)
    .where(
      and(
        eq(bundleOffers.id, bundleOfferId),
        or(eq(bundleOffers.sellerAccountId, accountId), eq(bundleOffers.buyerAccountId, accountId)),
      ),
    );
  return row ?? null;
}

/** A variant as the detail shows it: the offered terms, any counter, and the listing's product. */
export type BundleVariantDetail = BundleOfferVariantRow & {
  productId: string;
  ndc: string;
  name: string;
  strength: string;
  packageSize: string;
  sku: string;
  listPriceCents: number;
};

/** The variants of a bundle offer with their products, in the order they were offered. */
export async function listBundleVariants(
  db: Database,
  bundleOfferId: string,
): Promise<BundleVariantDetail[]> {
  const rows = await db
    .select({
      variant: bundleOfferVariants,
      productId: products.id,
      ndc: products.ndc,
      name: products.name,
      strength: products.strength,
      packageSize: products.packageSize,
      sku: listings.sku,
      listPriceCents: listings.packPriceCents,
    })
    .from(bundleOfferVariants)
    .innerJoin(listings, eq(listings.id, bundleOfferVariants.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .where(eq(bundleOfferVariants.bundleOfferId, bundleOfferId))
    .orderBy(asc(products.name), asc(bundleOfferVariants.id));
  return rows.map(({ variant, ...product }) => ({ ...variant, ...product }));
}

export type BundleEvent = typeof offerEvents.$inferSelect & { actorName: string | null };

/** The negotiation's audit trail, oldest first, with the acting user's name. */
export async function listBundleEvents(db: Database, bundleOfferId: string): Promise<BundleEvent[]> {
  const rows = await db
    .select({ event: offerEvents, firstName: users.firstName, lastName: users.lastName })
    .from(offerEvents)
    .leftJoin(users, eq(users.id, offerEvents.actorUserId))
    .where(eq(offerEvents.bundleOfferId, bundleOfferId))
    .orderBy(asc(offerEvents.occurredAt), asc(offerEvents.id));
  return rows.map(({ event, firstName, lastName }) => ({
    ...event,
    actorName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
  }));
}

/** Names of accounts by id (the two parties of a detail). */
export async function accountNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(inArray(accounts.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A bundle offer with everything its detail modal shows. */
export async function loadBundleOfferDetail(db: Database, offer: BundleOfferRow) {
  const [variants, events, names] = await Promise.all([
    listBundleVariants(db, offer.id),
    listBundleEvents(db, offer.id),
    accountNames(db, [offer.sellerAccountId, offer.buyerAccountId]),
  ]);
  return {
    offer,
    variants,
    events,
    sellerName: names.get(offer.sellerAccountId) ?? '',
    buyerName: names.get(offer.buyerAccountId) ?? '',
  };
}

export type BundleOfferDetail = Awaited<ReturnType<typeof loadBundleOfferDetail>>;

/**
 * What the creation page offers: a supplier's approved customers (only they can be party to an
 * offer), a p2p seller's trading partners; and the seller's active shipping methods, slowest first.
 */
export async function loadBundleOfferFormOptions(db: Database, supplierAccountId: string) {
  if (await isPharmacySeller(db, supplierAccountId)) {
    const [partners, methods] = await Promise.all([
      listP2pPartners(db, supplierAccountId),
      listActiveShippingMethods(db, supplierAccountId),
    ]);
    return { customers: partners, shippingMethods: methods };
  }
  const [customers, methods] = await Promise.all([
    db
      .select({ id: accounts.id, name: accounts.name })
      .from(supplierCustomers)
      .innerJoin(accounts, eq(accounts.id, supplierCustomers.pharmacyAccountId))
      .where(
        and(
          eq(supplierCustomers.supplierAccountId, supplierAccountId),
          eq(supplierCustomers.status, 'approved'),
          eq(accounts.status, 'active'),
        ),
      )
      .orderBy(asc(accounts.name)),
    listActiveShippingMethods(db, supplierAccountId),
  ]);
  return { customers, shippingMethods: methods };
}
