/**
 * One individual offer as its detail modal and every move's answer show it (pharmacy-side §2
 * offer detail modal, §3 Offer): the listing, both parties, the offered, countered and agreed
 * terms, the actions the caller may take now, and the audit trail (who, what, when, which price).
 */
import type { OfferEventRow, OfferForParty } from '../../db/queries/offers/offers.ts';
import { formatNdc } from '../../domain/catalog/ndc.ts';
import { formatCents } from '../../domain/money.ts';
import { offerActions } from './offers-list-serializers.ts';
import { iso } from '../contract/wire-format.ts';

const money = (cents: number | null) => (cents === null ? null : formatCents(cents));

function serializeEvent(e: OfferEventRow) {
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

/** The offer from the caller's side (`side`), with its events when given. */
export function serializeOfferDetail(found: OfferForParty, events: OfferEventRow[], now: Date) {
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

export type OfferDetailJson = ReturnType<typeof serializeOfferDetail>;
