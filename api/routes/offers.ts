import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { CREATE_MESSAGES } from '../../activities/offers/bundle-create.ts';
import { makeOffer } from '../../activities/offers/make-offer.ts';
import { sendNegotiationUpdate } from '../../platform/temporal/offers.ts';
import { findOwnOfferLine } from '../../db/queries/offers/offers.ts';
import { listActiveShippingMethods } from '../../db/queries/supplier-settings/supplier-settings.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import { outcomeFlag } from '../../domain/offers/negotiation.ts';
import {
  validateCancelMemo,
  validateCancelReason,
  validateRespondInput,
  type InputResult,
} from '../../domain/offers/respond-input.ts';
import type { AppEnv } from '../context.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { parseWith, readJson } from '../validation.ts';
import { answerMove, moveMessage, offerDetailOf, ownOffer } from './offers-moves.ts';
import {
  AnswerCounterBody,
  CancelBody,
  CancelRequestBody,
  CreateOfferBody,
  EmptyBody,
  ID_SEGMENT,
  IdParam,
  RespondBody,
} from './offers-schemas.ts';
import { updateIdOf } from '../middleware/update-id.ts';

/** Buyer-side calls: only a pharmacy buys. */
const buyerKinds = requireAccountKind('pharmacy');
/** Seller-side calls and the detail: suppliers, and pharmacies (p2p sellers); the offer's parties decide the side. */
const partyKinds = requireAccountKind('supplier', 'pharmacy');

const OFFER = `/offers/:id${ID_SEGMENT}`;
const CANCELLATION = `/offers/cancellation_request/:id${ID_SEGMENT}`;

/** A domain rule's failure as a 422 naming the field (e.g. 'select one shipping method'). */
function assertValid<T>(result: InputResult<T>): T {
  if (result.ok) return result.value;
  const [field, messages] = Object.entries(result.fields)[0]!;
  throw new DomainError('RULE_VIOLATION', messages[0]!, {
    fields: result.fields,
    message: `${field}: ${messages[0]}`,
  });
}

/**
 * A counter's shipping method is one of the seller's active methods, the counter form's choices
 * (422 naming the field). A seller with no methods of its own (a p2p pharmacy) names any.
 */
async function assertSellerShipsBy(c: Context<AppEnv>, sellerAccountId: string, method: string) {
  const methods = await listActiveShippingMethods(c.get('deps').db, sellerAccountId);
  if (methods.length === 0 || methods.some((m) => m.service_type === method)) return;
  assertValid({ ok: false, fields: { shipping_method: [CREATE_MESSAGES.shipping] } });
}

/** A body the SPA may send empty (approve/decline): absent means {}. */
async function readOptionalJson<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  if (text.trim() === '') return parseWith(schema, {});
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new DomainError('REQUEST_INVALID', 'The request body is not valid JSON.');
  }
  return parseWith(schema, body);
}

/** PATCH /offers/cancellation_request/{id}/approve|decline: the seller decides the buyer's request. */
async function decideCancellation(c: Context<AppEnv>, decision: 'approve' | 'decline') {
  const found = await ownOffer(c);
  await readOptionalJson(c, EmptyBody);
  return answerMove(c, found, {
    name: 'decideCancellation',
    payload: { decision },
    move: { type: 'decideCancellation', decision },
  });
}

/**
 * Individual offers (issue 5; pharmacy-side §7 offer calls): make one, read it, and its moves,
 * each sent to its negotiation workflow `offer:<id>`, which refuses an invalid move (409 invalid
 * move, 422 wrong party) before anything changes. Foreign ids answer 404 before Temporal is asked.
 */
export const offerRoutes = new Hono<AppEnv>()
  .post('/offers', buyerKinds, async (c) => {
    const body = await readJson(c, CreateOfferBody);
    const deps = c.get('deps');
    const offer = await makeOffer({ ...deps, temporal: deps.temporal.client }, c.get('caller'), body);
    return c.json({ message: 'Offer sent.', fl: 'created', offer: await offerDetailOf(c, offer.id) }, 201);
  })
  .get(OFFER, partyKinds, async (c) =>
    c.json({ offer: await offerDetailOf(c, (await ownOffer(c)).offer.id) }),
  )
  .post(`${OFFER}/respond`, partyKinds, async (c) => {
    const found = await ownOffer(c);
    const value = assertValid(validateRespondInput('offer', await readJson(c, RespondBody)));
    if (found.side === 'seller' && value.shipping_method !== undefined) {
      await assertSellerShipsBy(c, found.offer.sellerAccountId, value.shipping_method);
    }
    const { response, ...rest } = value;
    return answerMove(c, found, {
      name: 'respond',
      payload: { response, ...rest },
      move: { type: 'respond', response },
    });
  })
  .patch(`${OFFER}/counter`, buyerKinds, async (c) => {
    const found = await ownOffer(c);
    const { status } = await readJson(c, AnswerCounterBody);
    return answerMove(c, found, {
      name: 'answerCounter',
      payload: { status },
      move: { type: 'answerCounter', status },
    });
  })
  .patch(`${OFFER}/cancel`, buyerKinds, async (c) => {
    const found = await ownOffer(c);
    const { memo: given } = await readOptionalJson(c, CancelBody);
    const memo = assertValid(validateCancelMemo('offer', given));
    const payload = memo === undefined ? {} : { memo };
    return answerMove(c, found, { name: 'cancel', payload, move: { type: 'cancel', ...payload } });
  })
  .patch(`${CANCELLATION}/approve`, partyKinds, (c) => decideCancellation(c, 'approve'))
  .patch(`${CANCELLATION}/decline`, partyKinds, (c) => decideCancellation(c, 'decline'))
  .post(`/saved_line_item/:id${ID_SEGMENT}/cancel_offer_request`, buyerKinds, async (c) => {
    const { id } = parseWith(IdParam, c.req.param());
    const caller = c.get('caller');
    const line = await findOwnOfferLine(c.get('deps').db, caller.account.id, id);
    if (!line) throw notFound('Saved item');
    if (!line.offerId && !line.bundleOfferId)
      throw new DomainError('RULE_VIOLATION', 'This item does not come from an offer.');
    const reason = assertValid(validateCancelReason((await readJson(c, CancelRequestBody)).reason));
    const move = { type: 'requestCancellation' as const, reason };
    if (line.offerId) {
      const found = await ownOffer(c, line.offerId);
      return answerMove(c, found, { name: 'requestCancellation', payload: { reason }, move });
    }
    // A bundle offer's line: the same update to its workflow (the bundle area serves its detail).
    const actor = { accountId: caller.account.id, userId: caller.user.id, side: 'buyer' as const };
    const state = await sendNegotiationUpdate(
      c.get('deps').temporal,
      { kind: 'bundle', id: line.bundleOfferId! },
      'requestCancellation',
      { actor, reason },
      { updateId: updateIdOf(c, 'bundle-requestCancellation') },
    );
    return c.json({
      message: moveMessage(move),
      fl: outcomeFlag(move),
      bundle_offer: { id: state.id, status: state.status },
    });
  });
