/**
 * One individual offer as its detail modal and every move's answer show it (pharmacy-side §2
 * offer detail modal, §3 Offer): the listing, both parties, the offered, countered and agreed
 * terms, the actions the caller may take now, and the audit trail (who, what, when, which price).
 */
import { z } from 'zod';
import type { OfferEventRow, OfferForParty } from '../../../db/queries/offers/offers.ts';
import { OFFER_STATUSES } from '../../../domain/offers/negotiation.ts';
import { formatNdc } from '../../../domain/catalog/ndc.ts';
import { formatCents } from '../../../domain/money.ts';
import { OFFER_ACTIONS, offerActions } from './list-serializers.ts';
import { iso } from '../../contract/wire-format.ts';

const money = (cents: number | null) => (cents === null ? null : formatCents(cents));

const status = z.enum(OFFER_STATUSES);
const party = z.strictObject({ id: z.uuid(), name: z.string() });

const OfferEventSchema = z.strictObject({
  action: z.string(),
  from_status: status.nullable(),
  to_status: status,
  from_price_cents: z.number().int().nullable(),
  from_price: z.string().nullable(),
  to_price_cents: z.number().int().nullable(),
  to_price: z.string().nullable(),
  quantity: z.number().int().nullable(),
  note: z.string().nullable(),
  at: z.iso.datetime(),
  actor: z
    .strictObject({
      account_id: z.uuid(),
      account_name: z.string().nullable(),
      user_name: z.string().nullable(),
    })
    .nullable(),
});

function serializeEvent(e: OfferEventRow): z.input<typeof OfferEventSchema> {
  const name = [e.actorFirstName, e.actorLastName].filter(Boolean).join(' ');
  return {
    action: e.action,
    from_status: e.fromStatus,
    to_status: e.toStatus,
    from_price_cents: e.fromPriceCents,
    from_price: money(e.fromPriceCents),
    to_price_cents: e.toPriceCents,
    to_price: money(e.toPriceCents),
    quantity: e.quantity,
    note: e.note,
    at: e.occurredAt.toISOString(),
    actor: e.actorAccountId
      ? { account_id: e.actorAccountId, account_name: e.actorAccountName, user_name: name || null }
      : null,
  };
}

export const OfferDetailSchema = z
  .strictObject({
    bundle: z.literal(0),
    kind: z.literal('offer'),
    id: z.uuid(),
    number: z.number().int(),
    status,
    side: z.enum(['buyer', 'seller']),
    created_at: z.iso.datetime(),
    expires_at: z.iso.datetime(),
    buyer: party,
    seller: party,
    counterparty: party,
    product: z.strictObject({
      id: z.uuid(),
      name: z.string(),
      strength: z.string(),
      ndc: z.string(),
      package_size: z.string(),
    }),
    listing: z.strictObject({
      id: z.uuid(),
      sku: z.string(),
      pack_price_cents: z.number().int(),
      pack_price: z.string(),
      min_qty: z.number().int(),
      max_qty: z.number().int().nullable(),
      stock: z.number().int(),
      active: z.boolean(),
    }),
    price_cents: z.number().int(),
    price: z.string(),
    quantity: z.number().int(),
    shipping_method: z.string().nullable(),
    note: z.string().nullable(),
    counter_price_cents: z.number().int().nullable(),
    counter_price: z.string().nullable(),
    counter_quantity: z.number().int().nullable(),
    counter_shipping_method: z.string().nullable(),
    counter_note: z.string().nullable(),
    agreed_price_cents: z.number().int().nullable(),
    agreed_price: z.string().nullable(),
    agreed_quantity: z.number().int().nullable(),
    agreed_until: z.iso.datetime().nullable(),
    allow_modify_in_cart: z.boolean(),
    memo: z.string().nullable(),
    cancellation_reason: z.string().nullable(),
    actions: z.array(z.enum(OFFER_ACTIONS)),
    events: z.array(OfferEventSchema),
    /** The seller only: its active shipping methods, the counter form's choices. */
    shipping_methods: z.array(z.strictObject({ service_type: z.string(), name: z.string() })).optional(),
  })
  .meta({ id: 'OfferDetail' });

/** The offer from the caller's side (`side`), with its events when given. */
export function serializeOfferDetail(
  found: OfferForParty,
  events: OfferEventRow[],
  now: Date,
): z.input<typeof OfferDetailSchema> {
  const { offer, product, listing } = found;
  return {
    bundle: 0 as const,
    kind: 'offer' as const,
    id: offer.id,
    number: offer.number,
    status: offer.status,
    side: found.side,
    created_at: offer.createdAt.toISOString(),
    expires_at: offer.expiresAt.toISOString(),
    buyer: { id: offer.buyerAccountId, name: found.buyerName },
    seller: { id: offer.sellerAccountId, name: found.sellerName },
    counterparty:
      found.side === 'buyer'
        ? { id: offer.sellerAccountId, name: found.sellerName }
        : { id: offer.buyerAccountId, name: found.buyerName },
    product: {
      id: product.id,
      name: product.name,
      strength: product.strength,
      ndc: formatNdc(product.ndc),
      package_size: product.packageSize,
    },
    listing: {
      id: listing.id,
      sku: listing.sku,
      pack_price_cents: listing.packPriceCents,
      pack_price: formatCents(listing.packPriceCents),
      min_qty: listing.minQty,
      max_qty: listing.maxQty,
      stock: listing.stock,
      active: listing.active,
    },
    price_cents: offer.priceCents,
    price: formatCents(offer.priceCents),
    quantity: offer.quantity,
    shipping_method: offer.shippingMethod,
    note: offer.note,
    counter_price_cents: offer.counterPriceCents,
    counter_price: money(offer.counterPriceCents),
    counter_quantity: offer.counterQuantity,
    counter_shipping_method: offer.counterShippingMethod,
    counter_note: offer.counterNote,
    agreed_price_cents: offer.agreedPriceCents,
    agreed_price: money(offer.agreedPriceCents),
    agreed_quantity: offer.agreedQuantity,
    agreed_until: iso(offer.agreedUntil),
    allow_modify_in_cart: offer.allowModifyInCart,
    memo: offer.memo,
    cancellation_reason: offer.cancellationReason,
    actions: offerActions(
      { kind: 'offer', status: offer.status, expiresAt: offer.expiresAt },
      found.side,
      now,
    ),
    events: events.map(serializeEvent),
  };
}
