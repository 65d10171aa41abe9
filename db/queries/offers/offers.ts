/**
 * Reads of one individual offer for its parties (pharmacy-side §2 offer detail modal): the offer
 * with its listing, product and parties, and its audit trail. Every read is keyed by the caller's
 * account inside the query: another account's offer is simply not there (404, never 403).
 */
import { and, asc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../client.ts';
import { accounts, cartItems, listings, offerEvents, offers, products, users } from '../../schema/index.ts';

export type OfferSide = 'buyer' | 'seller';

const buyer = alias(accounts, 'buyer');
const seller = alias(accounts, 'seller');

/** The offer with what its detail shows, if the account is its buyer or its seller; else null. */
export async function findOfferForParty(db: Pick<Database, 'select'>, accountId: string, offerId: string) {
  const [row] = await db
    .select({
      offer: offers,
      product: {
        id: products.id,
        name: products.name,
        strength: products.strength,
        ndc: products.ndc,
        packageSize: products.packageSize,
      },
      listing: {
        id: listings.id,
        sku: listings.sku,
        packPriceCents: listings.packPriceCents,
        minQty: listings.minQty,
        maxQty: listings.maxQty,
        stock: listings.stock,
        active: listings.active,
      },
      buyerName: buyer.name,
      sellerName: seller.name,
    })
    .from(offers)
    .innerJoin(listings, eq(listings.id, offers.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(buyer, eq(buyer.id, offers.buyerAccountId))
    .innerJoin(seller, eq(seller.id, offers.sellerAccountId))
    .where(
      and(
        eq(offers.id, offerId),
        or(eq(offers.buyerAccountId, accountId), eq(offers.sellerAccountId, accountId)),
      ),
    )
    .limit(1);
  if (!row) return null;
  const side: OfferSide = row.offer.buyerAccountId === accountId ? 'buyer' : 'seller';
  return { ...row, side };
}

export type OfferForParty = NonNullable<Awaited<ReturnType<typeof findOfferForParty>>>;

/** The offer's audit trail, oldest first, with who moved (null actor: the system, e.g. expiry). */
export function listOfferEvents(db: Pick<Database, 'select'>, offerId: string) {
  return db
    .select({
      action: offerEvents.action,
      fromStatus: offerEvents.fromStatus,
      toStatus: offerEvents.toStatus,
      fromPriceCents: offerEvents.fromPriceCents,
      toPriceCents: offerEvents.toPriceCents,
      quantity: offerEvents.quantity,
      note: offerEvents.note,
      occurredAt: offerEvents.occurredAt,
      actorAccountId: offerEvents.actorAccountId,
      actorAccountName: accounts.name,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(offerEvents)
    .leftJoin(accounts, eq(accounts.id, offerEvents.actorAccountId))
    .leftJoin(users, eq(users.id, offerEvents.actorUserId))
    .where(eq(offerEvents.offerId, offerId))
    .orderBy(asc(offerEvents.occurredAt), asc(offerEvents.dedupeKey));
}

export type OfferEventRow = Awaited<ReturnType<typeof listOfferEvents>>[number];

/**
 * One of the pharmacy's own cart lines (cart or saved) with the offer it came from, or null for
 * another account's line (404): what POST /saved_line_item/{id}/cancel_offer_request acts on.
 */
export async function findOwnOfferLine(
  db: Pick<Database, 'select'>,
  pharmacyAccountId: string,
  cartItemId: string,
) {
  const [row] = await db
    .select({ id: cartItems.id, offerId: cartItems.offerId, bundleOfferId: cartItems.bundleOfferId })
    .from(cartItems)
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.pharmacyAccountId, pharmacyAccountId)))
    .limit(1);
  return row ?? null;
}
