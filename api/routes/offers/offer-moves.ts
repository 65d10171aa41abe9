/**
 * What every individual-offer move does at the edge: find the caller's own offer (404 for another
 * account's, before Temporal is asked anything), speak for the caller's side of it (decided by the
 * offer's parties, not by the account kind), send the update through the negotiation workflow
 * (Idempotency-Key → update id), and answer {message, fl, offer} with the offer re-read.
 */
import type { Context } from 'hono';
import { NEGOTIATION_CLOSED, sendNegotiationUpdate } from '../../../platform/temporal/offers.ts';
import { findOfferForParty, listOfferEvents, type OfferForParty } from '../../../db/queries/offers/offers.ts';
import { listActiveShippingMethods } from '../../../db/queries/shipping/shipping-settings.ts';
import { DomainError, isDomainError, notFound } from '../../../domain/errors.ts';
import { assertMove, outcomeFlag, type NegotiationMove } from '../../../domain/offers/negotiation.ts';
import type {
  NegotiationActor,
  NegotiationPayloads,
  NegotiationUpdateName,
} from '../../../workflows/offers/messages.ts';
import type { AppEnv } from '../../context.ts';
import { updateIdOf } from '../../middleware/update-id.ts';
import { serializeOfferDetail } from './serializers.ts';

/** The caller's offer (as its buyer or its seller), or 404. */
export async function ownOffer(c: Context<AppEnv>, id: string): Promise<OfferForParty> {
  const found = await findOfferForParty(c.get('deps').db, c.get('caller').account.id, id);
  if (!found) throw notFound('Offer');
  return found;
}

/** The caller as a party of this offer: the workflow refuses a move that is the other side's. */
export function actorOf(c: Context<AppEnv>, found: OfferForParty): NegotiationActor {
  const caller = c.get('caller');
  return { accountId: caller.account.id, userId: caller.user.id, side: found.side };
}

/** The offer as the caller sees it now (detail modal and every move's answer). */
export async function offerDetailOf(c: Context<AppEnv>, offerId: string) {
  const { db, now } = c.get('deps');
  const found = await ownOffer(c, offerId);
  const detail = serializeOfferDetail(found, await listOfferEvents(db, offerId), now());
  // The seller's counter form chooses among its own active methods (§5 Offer counter).
  if (found.side !== 'seller') return detail;
  return { ...detail, shipping_methods: await listActiveShippingMethods(db, found.offer.sellerAccountId) };
}

/** The toast after each move (pharmacy-side §4: the page reloads with fl and shows the message). */
export function moveMessage(move: NegotiationMove): string {
  switch (move.type) {
    case 'respond':
      return { accepted: 'Offer accepted.', declined: 'Offer declined.', counter: 'Counter offer sent.' }[
        move.response
      ];
    case 'answerCounter':
      return move.status === 'accepted'
        ? 'Counter offer accepted. The item is in your cart.'
        : 'Counter offer skipped.';
    case 'cancel':
      return 'Offer cancelled.';
    case 'requestCancellation':
      return 'Cancellation requested. The seller will approve or decline it.';
    case 'decideCancellation':
      return move.decision === 'approve' ? 'Cancellation approved.' : 'Cancellation declined.';
    case 'expire':
      return 'Offer expired.';
  }
}

/**
 * The negotiation's workflow has completed, so the row is final (or its agreed price stopped
 * holding): the refusal says why in the offer's own terms, by the same rules the workflow applied.
 */
async function closedRefusal(
  c: Context<AppEnv>,
  offerId: string,
  move: NegotiationMove,
): Promise<DomainError> {
  const found = await ownOffer(c, offerId);
  try {
    assertMove({ kind: 'offer', status: found.offer.status }, move, found.side);
  } catch (error) {
    if (isDomainError(error)) return error;
    throw error;
  }
  return new DomainError('OFFER_INVALID_MOVE', 'The agreed price of this offer no longer holds.');
}

/** Sends one move for the caller; the answer is {message, fl, offer}; a refusal is the mapped DomainError. */
export async function answerMove<N extends NegotiationUpdateName>(
  c: Context<AppEnv>,
  found: OfferForParty,
  update: { name: N; payload: Omit<NegotiationPayloads[N], 'actor'>; move: NegotiationMove },
) {
  const payload = { ...update.payload, actor: actorOf(c, found) } as NegotiationPayloads[N];
  try {
    await sendNegotiationUpdate(
      c.get('deps').temporal,
      { kind: 'offer', id: found.offer.id },
      update.name,
      payload,
      {
        updateId: updateIdOf(c, `offer-${update.name}`),
      },
    );
  } catch (error) {
    if (isDomainError(error) && error.detail === NEGOTIATION_CLOSED)
      throw await closedRefusal(c, found.offer.id, update.move);
    throw error;
  }
  return {
    message: moveMessage(update.move),
    fl: outcomeFlag(update.move),
    offer: await offerDetailOf(c, found.offer.id),
  };
}
