/**
 * A pharmacy makes an offer on a listing (pharmacy-side §7 POST /offers; issue 5). The listing must
 * be live and its supplier must have approved the pharmacy as a customer; the price is above zero
 * and the quantity within the listing's limits and stock (domain validateNewOffer). The offer row
 * and its first audit event commit together; the API then starts the negotiation workflow, and if
 * that start fails the offer is withdrawn again (its inverse, `withdrawOffer`).
 */
import { appendNegotiationEvent } from '../../activities/offers/negotiation-events.ts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { offerEvents, offers } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { validateNewOffer } from '../../domain/offers/respond-input.ts';
import { assertApprovedSupplier, assertPurchasable, loadCartListing } from '../cart/cart-rules.ts';
import type { OfferRow } from '../../activities/offers/negotiation-kind.ts';
import { assertUnderPackPriceCap } from './pack-price-cap.ts';
import { offerMoveKey } from '../../activities/offers/offer-kind.ts';

export type NewOfferBody = {
  listing_id: string;
  price: string | number;
  quantity: string | number;
  shipping_method?: string | undefined;
  note?: string | undefined;
};

const OWN_LISTING = 'You cannot make an offer on your own listing.';

/** Writes the pending offer and its 'created' event (seq 1); answers the row. */
export async function createOffer(
  db: Database,
  input: { caller: Caller; body: NewOfferBody; now: Date; expiryMs: number },
): Promise<OfferRow> {
  const { caller, body, now } = input;
  const listing = await loadCartListing(db, body.listing_id);
  if (listing.supplierAccountId === caller.account.id) throw new DomainError('OWN_LISTING', OWN_LISTING);
  assertPurchasable(listing);
  await assertApprovedSupplier(db, caller, listing);
  const checked = validateNewOffer({
    price: body.price,
    quantity: body.quantity,
    listingMinQty: listing.minQty,
    listingMaxQty: listing.maxQty,
    stock: listing.stock,
    note: body.note,
    shipping_method: body.shipping_method,
  });
  if (!checked.ok) {
    const [field, messages] = Object.entries(checked.fields)[0]!;
    throw new DomainError('OFFER_INVALID', messages[0]!, {
      fields: checked.fields,
      message: `${field}: ${messages[0]}`,
    });
  }
  const value = checked.value;
  await assertUnderPackPriceCap(db, [
    { field: 'price', listingId: listing.id, priceCents: value.priceCents },
  ]);
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .insert(offers)
      .values({
        buyerAccountId: caller.account.id,
        sellerAccountId: listing.supplierAccountId,
        listingId: listing.id,
        createdByUserId: caller.user.id,
        status: 'pending',
        priceCents: value.priceCents,
        quantity: value.quantity,
        shippingMethod: value.shippingMethod ?? null,
        note: value.note ?? null,
        expiresAt: new Date(now.getTime() + input.expiryMs),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await appendNegotiationEvent(
      tx,
      { offerId: offer!.id },
      {
        key: offerMoveKey(offer!.id, 1),
        actor: { accountId: caller.account.id, userId: caller.user.id },
        action: 'created',
        from: null,
        to: 'pending',
        toPriceCents: value.priceCents,
        quantity: value.quantity,
        note: value.note ?? null,
        at: now,
      },
    );
    return offer!;
  });
}

/** Undoes `createOffer` when the negotiation could not start: the offer never existed for anyone. */
export async function withdrawOffer(db: Database, offerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(offerEvents).where(eq(offerEvents.offerId, offerId));
    await tx.delete(offers).where(and(eq(offers.id, offerId), eq(offers.status, 'pending')));
  });
}
