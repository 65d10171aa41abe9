/**
 * An individual offer as the negotiation store sees it (pharmacy-side §4 Offers): the buyer offers
 * on a listing, the seller answers; a move changes the offer's own columns, an acceptance puts the
 * listing in the buyer's cart at the agreed price, an approved cancellation takes it out.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { accounts, cartItems, listings, offers, products } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';
import { formatCents } from '../../domain/money.ts';
import type { NegotiationMoveRecord } from '../../workflows/offers/messages.ts';
import { notifyAccount } from '../notifications/notify-account.ts';
import type { OfferRow, MoveWrite, NegotiationKind, Tx } from './negotiation-kind.ts';
import { offerMoveNotice } from './offer-notices.ts';
import { putOfferInCart } from './put-in-cart.ts';

/** The audit event's (and the move's notification's) dedupe key. */
export const offerMoveKey = (offerId: string, step: number | string) => `offer:${offerId}:${step}`;

/** What a notice about an offer names: the product and the parties. */
async function namesOf(tx: Tx, offer: OfferRow) {
  const [row] = await tx
    .select({ product: products.name, strength: products.strength })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(eq(listings.id, offer.listingId));
  const names = await tx
    .select({ id: accounts.id, name: accounts.name, kind: accounts.kind })
    .from(accounts)
    .where(inArray(accounts.id, [offer.buyerAccountId, offer.sellerAccountId]));
  const party = (id: string) => names.find((n) => n.id === id);
  return {
    product: row ? `${row.product} ${row.strength}`.trim() : 'the product',
    buyer: party(offer.buyerAccountId)?.name ?? 'The buyer',
    seller: party(offer.sellerAccountId)?.name ?? 'The seller',
    sellerKind: party(offer.sellerAccountId)?.kind ?? 'supplier',
  };
}

/** What the move changes on the offer row, and how the audit trail names it. */
function offerMoveWrite(offer: OfferRow, record: NegotiationMoveRecord): MoveWrite {
  const { move } = record;
  const agreedUntil = record.agreedUntil ? new Date(record.agreedUntil) : null;
  switch (move.type) {
    case 'respond': {
      const r = move.input;
      const note = r.note ?? null;
      if (r.response === 'accepted')
        return {
          change: { agreedPriceCents: offer.priceCents, agreedQuantity: offer.quantity, agreedUntil },
          event: {
            action: 'accepted',
            fromPriceCents: offer.priceCents,
            toPriceCents: offer.priceCents,
            quantity: offer.quantity,
            note,
          },
        };
      if (r.response === 'declined')
        return { change: {}, event: { action: 'declined', fromPriceCents: offer.priceCents, note } };
      const counter = {
        counterPriceCents: r.price_cents ?? offer.priceCents,
        counterQuantity: r.quantity ?? offer.quantity,
        counterShippingMethod: r.shipping_method ?? null,
        counterNote: note,
        ...(record.expiresAt ? { expiresAt: new Date(record.expiresAt) } : {}),
      };
      return {
        change: counter,
        event: {
          action: 'countered',
          fromPriceCents: offer.priceCents,
          toPriceCents: counter.counterPriceCents,
          quantity: counter.counterQuantity,
          note,
        },
      };
    }
    case 'answerCounter':
      if (move.input.status === 'skipped')
        return { change: {}, event: { action: 'counter_skipped', fromPriceCents: offer.counterPriceCents } };
      return {
        change: {
          agreedPriceCents: offer.counterPriceCents,
          agreedQuantity: offer.counterQuantity,
          agreedUntil,
        },
        event: {
          action: 'counter_accepted',
          fromPriceCents: offer.priceCents,
          toPriceCents: offer.counterPriceCents,
          quantity: offer.counterQuantity,
        },
      };
    case 'cancel':
      return {
        change: { memo: move.input.memo ?? null },
        event: { action: 'cancelled', note: move.input.memo ?? null },
      };
    case 'requestCancellation':
      return {
        change: { cancellationReason: move.input.reason },
        event: { action: 'cancellation_requested', note: move.input.reason },
      };
    case 'decideCancellation':
      return {
        change: {},
        event: {
          action: move.input.decision === 'approve' ? 'cancellation_approved' : 'cancellation_declined',
          toPriceCents: offer.agreedPriceCents,
        },
      };
  }
}

export const offerKind: NegotiationKind<OfferRow> = {
  noun: 'offer',
  createdIsMove: true,
  answersFirst: 'seller',
  eventRef: (id) => ({ offerId: id }),
  stepKey: offerMoveKey,
  async find(tx, id) {
    const [offer] = await tx.select().from(offers).where(eq(offers.id, id));
    return offer;
  },
  async lock(tx, id) {
    const [offer] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
    if (!offer) throw notFound('Offer');
    return offer;
  },
  async update(tx, id, change) {
    const [updated] = await tx.update(offers).set(change).where(eq(offers.id, id)).returning();
    return updated!;
  },
  writeMove: (_tx, offer, record) => Promise.resolve(offerMoveWrite(offer, record)),
  async followInCart(tx, offer, record) {
    // Bought terms never return to the cart (a declined cancellation restores the status, not the line).
    if (
      (record.to === 'accepted' || record.to === 'counter_accepted') &&
      offer.agreedPriceCents !== null &&
      offer.consumedOrderId === null
    ) {
      const actor = record.move.input.actor;
      // The cart line is the buyer's: a seller's acceptance records the buyer who made the offer.
      await putOfferInCart(tx, offer, actor.side === 'buyer' ? actor.userId : offer.createdByUserId);
    }
    if (record.to === 'cancelled')
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.offerId, offer.id), eq(cartItems.pharmacyAccountId, offer.buyerAccountId)));
  },
  expiredEvent: (offer) => ({
    fromPriceCents: offer.status === 'countered' ? offer.counterPriceCents : offer.priceCents,
  }),
  async openedNotice(tx, offer) {
    const names = await namesOf(tx, offer);
    return {
      kind: 'offer_received',
      title: `New offer #${offer.number}`,
      body: `${names.buyer} offers ${offer.quantity} × ${formatCents(offer.priceCents)} for ${names.product}.`,
    };
  },
  async moveNotice(tx, offer, record) {
    return offerMoveNotice(offer, record, await namesOf(tx, offer));
  },
  async expiredNotice(tx, offer) {
    const names = await namesOf(tx, offer);
    return {
      kind: 'offer_expired',
      title: `Offer #${offer.number} expired`,
      body: `Offer #${offer.number} on ${names.product} expired without an answer.`,
    };
  },
  async reminderNotice(tx, offer, side) {
    const names = await namesOf(tx, offer);
    const what = side === 'seller' ? `${names.buyer}'s offer` : `${names.seller}'s counter offer`;
    return {
      kind: 'offer_expiring',
      title: `Offer #${offer.number} expires soon`,
      body: `${what} #${offer.number} on ${names.product} expires at ${offer.expiresAt.toISOString()} unless you answer it.`,
    };
  },
  async notify(tx, offer, side, notice) {
    const { sellerKind } = await namesOf(tx, offer);
    const link = side === 'buyer' || sellerKind === 'pharmacy' ? '/pharmacy/offers' : '/suppliers/offers';
    await notifyAccount(tx, {
      accountId: side === 'buyer' ? offer.buyerAccountId : offer.sellerAccountId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link,
      dedupeKey: `${notice.key}:${side}`,
      details: { offer_id: offer.id, offer_number: offer.number },
    });
  },
};
