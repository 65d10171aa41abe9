/**
 * The notification-pane messages of an individual offer's moves: the other party reads what
 * happened, to which product, at which price.
 */
import { formatCents } from '../../domain/money.ts';
import type { NegotiationMoveRecord } from '../../workflows/offers/messages.ts';
import type { Notice } from './negotiation-kind.ts';
import type { OfferRow } from './negotiation-kind.ts';

type Names = { product: string; buyer: string; seller: string };

const priced = (cents: number | null, quantity: number | null) =>
  `${quantity ?? 0} × ${formatCents(cents ?? 0)}`;

/** The notice the other party gets for a move. */
export function offerMoveNotice(offer: OfferRow, record: NegotiationMoveRecord, names: Names): Notice {
  const ref = `offer #${offer.number} on ${names.product}`;
  const { move } = record;
  switch (move.type) {
    case 'respond':
      if (move.input.response === 'accepted')
        return {
          kind: 'offer_accepted',
          title: `Offer #${offer.number} accepted`,
          body: `${names.seller} accepted your ${ref} (${priced(offer.agreedPriceCents, offer.agreedQuantity)}). It is in your cart.`,
        };
      if (move.input.response === 'declined')
        return {
          kind: 'offer_declined',
          title: `Offer #${offer.number} declined`,
          body: `${names.seller} declined your ${ref}.`,
        };
      return {
        kind: 'offer_countered',
        title: `Counter offer on #${offer.number}`,
        body: `${names.seller} countered your ${ref}: ${priced(offer.counterPriceCents, offer.counterQuantity)} instead of ${priced(offer.priceCents, offer.quantity)}.`,
      };
    case 'answerCounter':
      return move.input.status === 'accepted'
        ? {
            kind: 'offer_counter_accepted',
            title: `Counter offer #${offer.number} accepted`,
            body: `${names.buyer} accepted your counter on ${ref} (${priced(offer.agreedPriceCents, offer.agreedQuantity)}).`,
          }
        : {
            kind: 'offer_counter_skipped',
            title: `Counter offer #${offer.number} skipped`,
            body: `${names.buyer} skipped your counter on ${ref}.`,
          };
    case 'cancel':
      return {
        kind: 'offer_cancelled',
        title: `Offer #${offer.number} cancelled`,
        body: `${names.buyer} cancelled ${ref}.${move.input.memo ? ` Memo: ${move.input.memo}` : ''}`,
      };
    case 'requestCancellation':
      return {
        kind: 'offer_cancellation_requested',
        title: `Cancellation requested for offer #${offer.number}`,
        body: `${names.buyer} asks to cancel the accepted ${ref}. Reason: ${move.input.reason}`,
      };
    case 'decideCancellation':
      return move.input.decision === 'approve'
        ? {
            kind: 'offer_cancellation_approved',
            title: `Offer #${offer.number} cancelled`,
            body: `${names.seller} approved the cancellation of ${ref}; the item left your cart.`,
          }
        : {
            kind: 'offer_cancellation_declined',
            title: `Cancellation of offer #${offer.number} declined`,
            body: `${names.seller} declined the cancellation of ${ref}; the agreed price still holds.`,
          };
  }
}
