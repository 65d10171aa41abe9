/**
 * One move of an individual offer, written by the negotiation workflow after its update was
 * validated (pharmacy-side §4 Offers): one transaction updates the offer row, appends the audit
 * event, tells the other party and, for an accepted offer or counter, puts the item in the
 * buyer's cart at the agreed price; an approved cancellation takes it out again.
 */
import { appendNegotiationEvent, isEventWritten } from './negotiation-events.ts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartItems, offers } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import type { OfferStatus } from '../../domain/offers/negotiation.ts';
import type { NegotiationMoveRecord } from '../../workflows/offers/messages.ts';
import { describeMove } from './move-notices.ts';
import {
  describeOffer,
  lockOffer,
  notifyParty,
  offerMoveKey,
  type OfferRow,
  type Tx,
} from './offer-steps.ts';
import { putOfferInCart } from './put-in-cart.ts';

export type OfferMoveRecord = NegotiationMoveRecord;

type Change = Partial<typeof offers.$inferInsert>;
type EventParts = {
  action: string;
  fromPriceCents?: number | null;
  toPriceCents?: number | null;
  quantity?: number | null;
  note?: string | null;
};

/** What the move changes on the row, and how the audit trail names it. */
function changeOf(offer: OfferRow, record: OfferMoveRecord): { change: Change; event: EventParts } {
  const { move } = record;
  const agreedUntil = record.agreedUntil ? new Date(record.agreedUntil) : null;
  switch (move.type) {
    case 'respond': {
      const r = move.input;
      if (r.response === 'accepted') {
        const change = { agreedPriceCents: offer.priceCents, agreedQuantity: offer.quantity, agreedUntil };
        return {
          change,
          event: {
            action: 'accepted',
            fromPriceCents: offer.priceCents,
            toPriceCents: offer.priceCents,
            quantity: offer.quantity,
            note: r.note ?? null,
          },
        };
      }
      if (r.response === 'declined')
        return {
          change: {},
          event: { action: 'declined', fromPriceCents: offer.priceCents, note: r.note ?? null },
        };
      const counter = {
        counterPriceCents: r.price_cents ?? offer.priceCents,
        counterQuantity: r.quantity ?? offer.quantity,
        counterShippingMethod: r.shipping_method ?? null,
        counterNote: r.note ?? null,
        ...(record.expiresAt ? { expiresAt: new Date(record.expiresAt) } : {}),
      };
      return {
        change: counter,
        event: {
          action: 'countered',
          fromPriceCents: offer.priceCents,
          toPriceCents: counter.counterPriceCents,
          quantity: counter.counterQuantity,
          note: counter.counterNote,
        },
      };
    }
    case 'answerCounter': {
      if (move.input.status === 'skipped')
        return { change: {}, event: { action: 'counter_skipped', fromPriceCents: offer.counterPriceCents } };
      const change = {
        agreedPriceCents: offer.counterPriceCents,
        agreedQuantity: offer.counterQuantity,
        agreedUntil,
      };
      return {
        change,
        event: {
          action: 'counter_accepted',
          fromPriceCents: offer.priceCents,
          toPriceCents: offer.counterPriceCents,
          quantity: offer.counterQuantity,
        },
      };
    }
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

/** The cart follows the agreement: in at acceptance, out when a cancellation is approved. */
async function followInCart(tx: Tx, offer: OfferRow, to: OfferStatus, addedBy: string): Promise<void> {
  if ((to === 'accepted' || to === 'counter_accepted') && offer.agreedPriceCents !== null) {
    await putOfferInCart(tx, offer, addedBy);
  }
  if (to === 'cancelled') {
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.offerId, offer.id), eq(cartItems.pharmacyAccountId, offer.buyerAccountId)));
  }
}

/** Writes the move once: a retry after commit finds its audit event and changes nothing. */
export async function recordOfferMove(
  db: Database,
  offerId: string,
  record: OfferMoveRecord,
  now: Date,
): Promise<{ status: OfferStatus }> {
  return db.transaction(async (tx) => {
    const key = offerMoveKey(offerId, record.seq);
    if (await isEventWritten(tx, key)) return { status: record.to };
    const offer = await lockOffer(tx, offerId);
    // The workflow is the only writer of a negotiation: a row elsewhere means it was moved behind its back.
    if (offer.status !== record.from)
      throw new DomainError('OFFER_INVALID_MOVE', 'This offer changed meanwhile. Please reload the page.', {
        message: `offer ${offerId} is ${offer.status}, the workflow expected ${record.from}`,
      });
    const { change, event } = changeOf(offer, record);
    const [updated] = await tx
      .update(offers)
      .set({ ...change, status: record.to, updatedAt: now })
      .where(eq(offers.id, offerId))
      .returning();
    const actor = record.move.input.actor;
    await appendNegotiationEvent(
      tx,
      { offerId: offerId },
      { key, actor, from: record.from, to: record.to, at: now, ...event },
    );
    // The cart line is the buyer's: a seller's acceptance records the buyer who made the offer.
    await followInCart(
      tx,
      updated!,
      record.to,
      actor.side === 'buyer' ? actor.userId : updated!.createdByUserId,
    );
    const names = await describeOffer(tx, updated!);
    const notice = describeMove(updated!, record, names);
    await notifyParty(
      tx,
      updated!,
      actor.side === 'buyer' ? 'seller' : 'buyer',
      { key, ...notice },
      names.sellerKind,
    );
    return { status: record.to };
  });
}
