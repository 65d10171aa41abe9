/**
 * The notification-pane messages of a bundle offer's moves: the other party reads what happened
 * to which bundle, for how much.
 */
import { formatCents } from '../../domain/money.ts';
import type { NegotiationMoveRecord } from '../../workflows/offers/messages.ts';
import type { BundleRow, MoveEvent, Notice } from './negotiation-kind.ts';

type Names = { buyer: string; seller: string };

const money = (cents: number | null) => formatCents(cents ?? 0);

/** The notice the other party gets for a move. */
export function bundleMoveNotice(
  bundle: BundleRow,
  record: NegotiationMoveRecord,
  names: Names,
  event: MoveEvent,
): Notice {
  const totals = {
    from: event.fromPriceCents ?? null,
    to: event.toPriceCents ?? null,
    quantity: event.quantity ?? null,
  };
  const n = bundle.number;
  const ref = `bundle offer #${n}`;
  const { move } = record;
  switch (move.type) {
    case 'respond':
      if (move.input.response === 'accepted')
        return {
          kind: 'bundle_offer_accepted',
          title: `Bundle offer #${n} accepted`,
          body: `${names.buyer} accepted your ${ref} (${totals.quantity ?? 0} packs for ${money(totals.to)}).`,
        };
      if (move.input.response === 'declined')
        return {
          kind: 'bundle_offer_declined',
          title: `Bundle offer #${n} declined`,
          body: `${names.buyer} declined your ${ref}.`,
        };
      return {
        kind: 'bundle_offer_countered',
        title: `Counter offer on bundle #${n}`,
        body: `${names.buyer} countered your ${ref}: ${money(totals.to)} instead of ${money(totals.from)}.`,
      };
    case 'answerCounter':
      return move.input.status === 'accepted'
        ? {
            kind: 'bundle_offer_counter_accepted',
            title: `Counter offer on bundle #${n} accepted`,
            body: `${names.seller} accepted your counter on ${ref} (${money(totals.to)}). It is in your cart.`,
          }
        : {
            kind: 'bundle_offer_counter_skipped',
            title: `Counter offer on bundle #${n} skipped`,
            body: `${names.seller} skipped your counter on ${ref}.`,
          };
    case 'cancel':
      return {
        kind: 'bundle_offer_cancelled',
        title: `Bundle offer #${n} cancelled`,
        body: `${names.seller} cancelled ${ref}.${move.input.memo ? ` Memo: ${move.input.memo}` : ''}`,
      };
    case 'requestCancellation':
      return {
        kind: 'bundle_offer_cancellation_requested',
        title: `Cancellation requested for bundle offer #${n}`,
        body: `${names.buyer} asks to cancel the accepted ${ref}. Reason: ${move.input.reason}`,
      };
    case 'decideCancellation':
      return move.input.decision === 'approve'
        ? {
            kind: 'bundle_offer_cancellation_approved',
            title: `Bundle offer #${n} cancelled`,
            body: `${names.seller} approved the cancellation of ${ref}; its items left your cart.`,
          }
        : {
            kind: 'bundle_offer_cancellation_declined',
            title: `Cancellation of bundle offer #${n} declined`,
            body: `${names.seller} declined the cancellation of ${ref}; the agreed prices still hold.`,
          };
  }
}
