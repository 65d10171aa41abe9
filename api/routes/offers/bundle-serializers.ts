/**
 * A bundle offer as the API answers it (snake_case, cents, ISO dates): the parties, the offered
 * variants with any counter and the chosen flag, the audit trail, and the moves the caller may
 * make now (`actions`, pharmacy-side §4 Offers).
 */
import { z } from 'zod';
import type { BundleOfferDetail, BundleVariantDetail } from '../../../db/queries/offers/bundle-offers.ts';
import { availableMoves, OFFER_STATUSES, type Side } from '../../../domain/offers/negotiation.ts';
import { iso } from '../../contract/wire-format.ts';

const status = z.enum(OFFER_STATUSES);

const VariantSchema = z.strictObject({
  id: z.uuid(),
  listing_id: z.uuid(),
  product_id: z.uuid(),
  ndc: z.string(),
  name: z.string(),
  strength: z.string(),
  package_size: z.string(),
  sku: z.string(),
  list_price_cents: z.number().int(),
  price_cents: z.number().int(),
  quantity: z.number().int(),
  counter_price_cents: z.number().int().nullable(),
  counter_quantity: z.number().int().nullable(),
  chosen: z.boolean(),
});

function serializeVariant(v: BundleVariantDetail): z.input<typeof VariantSchema> {
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
export const BundleOfferSchema = z
  .strictObject({
    id: z.uuid(),
    number: z.number().int(),
    bundle: z.literal(1),
    status,
    side: z.enum(['buyer', 'seller']),
    seller: z.strictObject({ id: z.uuid(), name: z.string() }),
    buyer: z.strictObject({ id: z.uuid(), name: z.string() }),
    shipping_method: z.string().nullable(),
    note: z.string().nullable(),
    counter_note: z.string().nullable(),
    allow_modify_in_cart: z.boolean(),
    memo: z.string().nullable(),
    cancellation_reason: z.string().nullable(),
    expires_at: z.iso.datetime(),
    agreed_until: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    total_cents: z.number().int(),
    variants: z.array(VariantSchema),
    events: z.array(
      z.strictObject({
        action: z.string(),
        actor: z.string().nullable(),
        from_status: status.nullable(),
        to_status: status,
        from_price_cents: z.number().int().nullable(),
        to_price_cents: z.number().int().nullable(),
        quantity: z.number().int().nullable(),
        note: z.string().nullable(),
        occurred_at: z.iso.datetime(),
      }),
    ),
    actions: z.array(
      z.enum(['respond', 'answerCounter', 'cancel', 'requestCancellation', 'decideCancellation', 'expire']),
    ),
  })
  .meta({ id: 'BundleOffer' });

export function serializeBundleOffer(
  detail: BundleOfferDetail,
  accountId: string,
): z.input<typeof BundleOfferSchema> {
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
    expires_at: offer.expiresAt.toISOString(),
    agreed_until: iso(offer.agreedUntil),
    created_at: offer.createdAt.toISOString(),
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
      occurred_at: e.occurredAt.toISOString(),
    })),
    actions: availableMoves({ kind: 'bundle', status: offer.status }, side),
  };
}
