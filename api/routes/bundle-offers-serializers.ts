/**
 * A bundle offer as the API answers it (snake_case, cents, ISO dates): the parties, the offered
 * variants with any counter and the chosen flag, the audit trail, and the moves the caller may
 * make now (`actions`, pharmacy-side §4 Offers).
 */
import type { BundleOfferDetail, BundleVariantDetail } from '../../db/queries/offers/bundle-offers.ts';
import { availableMoves, type Side } from '../../domain/offers/negotiation.ts';
import { iso } from '../contract/wire-format.ts';

function serializeVariant(v: BundleVariantDetail) {
  return {
    id: v.id,
    listing_id: v.listingId,
    product_id: v.productId,
    ndc: v.ndc,
    name: v.name,
    strength: v.strength,
    package_size: v.packageSize,
    sku: v.sku,
    list_price_cents: v.listPriceCents,
    price_cents: v.priceCents,
    quantity: v.quantity,
    counter_price_cents: v.counterPriceCents,
    counter_quantity: v.counterQuantity,
    chosen: v.chosen,
  };
}

/** The side the caller stands on: the supplier that sent the bundle is the seller. */
export function sideOf(detail: Pick<BundleOfferDetail, 'offer'>, accountId: string): Side {
  return detail.offer.sellerAccountId === accountId ? 'seller' : 'buyer';
}

/** The detail modal's bundle offer, as seen by `accountId` (one of its two parties). */
export function serializeBundleOffer(detail: BundleOfferDetail, accountId: string) {
  const { offer, variants, events } = detail;
  const side = sideOf(detail, accountId);
  return {
    id: offer.id,
    number: offer.number,
    bundle: 1 as const,
    status: offer.status,
    side,
    seller: { id: offer.sellerAccountId, name: detail.sellerName },
    buyer: { id: offer.buyerAccountId, name: detail.buyerName },
    shipping_method: offer.shippingMethod,
    note: offer.note,
    counter_note: offer.counterNote,
    allow_modify_in_cart: offer.allowModifyInCart,
    memo: offer.memo,
    cancellation_reason: offer.cancellationReason,
    expires_at: iso(offer.expiresAt),
    agreed_until: iso(offer.agreedUntil),
    created_at: iso(offer.createdAt),
    total_cents: variants.reduce((sum, v) => sum + v.priceCents * v.quantity, 0),
    variants: variants.map(serializeVariant),
    events: events.map((e) => ({
      action: e.action,
      actor: e.actorName,
      from_status: e.fromStatus,
      to_status: e.toStatus,
      from_price_cents: e.fromPriceCents,
      to_price_cents: e.toPriceCents,
      quantity: e.quantity,
      note: e.note,
      occurred_at: iso(e.occurredAt),
    })),
    actions: availableMoves({ kind: 'bundle', status: offer.status }, side),
  };
}
