/**
 * Individual offers (issue 5; pharmacy-side §7 offer calls): make one, read it, and its moves,
 * each sent to its negotiation workflow `offer:<id>`, which refuses an invalid move (409 invalid
 * move, 422 wrong party) before anything changes. Foreign ids answer 404 before Temporal is asked.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { CREATE_MESSAGES } from '../../../services/offers/bundle-create.ts';
import { makeOffer } from '../../../services/offers/make-offer.ts';
import { findOwnOfferLine } from '../../../db/queries/offers/offers.ts';
import { listActiveShippingMethods } from '../../../db/queries/shipping/shipping-settings.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { outcomeFlag } from '../../../domain/offers/negotiation.ts';
import {
  validateCancelMemo,
  validateCancelReason,
  validateRespondInput,
  type InputResult,
} from '../../../domain/offers/respond-input.ts';
import { assertUnderPackPriceCap } from '../../../services/offers/pack-price-cap.ts';
import { sendNegotiationUpdate } from '../../../platform/temporal/offers.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppEnv } from '../../context.ts';
import { updateIdOf } from '../../middleware/update-id.ts';
import { BundleStatusAnswerSchema, OfferMoveAnswerSchema } from './answers.ts';
import { answerMove, moveMessage, offerDetailOf, ownOffer } from './offer-moves.ts';
import {
  AnswerCounterBody,
  CancelBody,
  CancelRequestBody,
  CreateOfferBody,
  EmptyBody,
  IdParam,
  RespondBody,
} from './schemas.ts';
import { OfferDetailSchema } from './serializers.ts';

const area = 'offers';
/** Buyer-side calls: only a pharmacy buys. */
const buyers = ['pharmacy'] as const;
/** Seller-side calls and the detail: suppliers, and pharmacies (p2p sellers); the offer's parties decide the side. */
const parties = ['supplier', 'pharmacy'] as const;
const moveProblems = [404, 409, 422, 503] as const;

/** A domain rule's failure as a 422 naming the field (e.g. 'select one shipping method'). */
function assertValid<T>(result: InputResult<T>): T {
  if (result.ok) return result.value;
  const [field, messages] = Object.entries(result.fields)[0]!;
  throw new DomainError('OFFER_INVALID', messages[0]!, {
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

const moveRoute = <const P extends string, B extends z.ZodType>(
  method: 'post' | 'patch',
  path: P,
  summary: string,
  body: B,
  access: readonly ('supplier' | 'pharmacy')[],
) =>
  defineRoute({
    method,
    path,
    area,
    access,
    summary,
    request: { params: IdParam, body },
    responses: { 200: jsonContent(OfferMoveAnswerSchema, 'The move is made; the offer as it is now') },
    problems: moveProblems,
  });

const createRoute = defineRoute({
  method: 'post',
  path: '/offers',
  area,
  access: buyers,
  rateLimit: 'offers',
  summary: 'Make an offer on a listing (its negotiation workflow starts)',
  request: { body: CreateOfferBody },
  responses: {
    201: jsonContent(
      z.strictObject({ message: z.string(), fl: z.literal('created'), offer: OfferDetailSchema }),
      'Sent',
    ),
  },
  problems: [404, 422, 503],
});

const detailRoute = defineRoute({
  method: 'get',
  path: '/offers/{id}',
  area,
  access: parties,
  summary: 'An offer from the caller’s side: terms, actions, audit trail',
  request: { params: IdParam },
  responses: { 200: jsonContent(z.strictObject({ offer: OfferDetailSchema }), 'The offer') },
  problems: [404],
});

const respondRoute = moveRoute(
  'post',
  '/offers/{id}/respond',
  'The seller accepts, declines or counters',
  RespondBody,
  parties,
);
const counterRoute = moveRoute(
  'patch',
  '/offers/{id}/counter',
  'The buyer accepts or skips the counter',
  AnswerCounterBody,
  buyers,
);
const cancelRoute = moveRoute(
  'patch',
  '/offers/{id}/cancel',
  'The buyer cancels an open offer',
  CancelBody,
  buyers,
);
const approveRoute = moveRoute(
  'patch',
  '/offers/cancellation_request/{id}/approve',
  'The seller approves the buyer’s cancellation request',
  EmptyBody,
  parties,
);
const declineRoute = moveRoute(
  'patch',
  '/offers/cancellation_request/{id}/decline',
  'The seller declines the buyer’s cancellation request',
  EmptyBody,
  parties,
);

const cancelRequestRoute = defineRoute({
  method: 'post',
  path: '/saved_line_item/{id}/cancel_offer_request',
  area,
  access: buyers,
  summary: 'Ask to cancel the accepted offer a cart line comes from (a reason is required)',
  request: { params: IdParam, body: CancelRequestBody },
  responses: {
    200: jsonContent(
      z.union([OfferMoveAnswerSchema, BundleStatusAnswerSchema]),
      'Requested; the seller decides',
    ),
  },
  problems: moveProblems,
});

export const offerRoutes = createRouter();

addRoute(offerRoutes, createRoute, async (c) => {
  const deps = c.get('deps');
  const offer = await makeOffer(
    { ...deps, temporal: deps.temporal.client },
    c.get('caller'),
    c.req.valid('json'),
  );
  return c.json(
    { message: 'Offer sent.', fl: 'created' as const, offer: await offerDetailOf(c, offer.id) },
    201,
  );
});

addRoute(offerRoutes, detailRoute, async (c) =>
  c.json({ offer: await offerDetailOf(c, (await ownOffer(c, c.req.valid('param').id)).offer.id) }, 200),
);

addRoute(offerRoutes, respondRoute, async (c) => {
  const found = await ownOffer(c, c.req.valid('param').id);
  const value = assertValid(validateRespondInput('offer', c.req.valid('json')));
  if (value.response === 'counter' && value.price_cents !== undefined)
    await assertUnderPackPriceCap(c.get('deps').db, [
      { field: 'price', listingId: found.offer.listingId, priceCents: value.price_cents },
    ]);
  if (found.side === 'seller' && value.shipping_method !== undefined)
    await assertSellerShipsBy(c, found.offer.sellerAccountId, value.shipping_method);
  const { response, ...rest } = value;
  const answer = await answerMove(c, found, {
    name: 'respond',
    payload: { response, ...rest },
    move: { type: 'respond', response },
  });
  return c.json(answer, 200);
});

addRoute(offerRoutes, counterRoute, async (c) => {
  const found = await ownOffer(c, c.req.valid('param').id);
  const { status } = c.req.valid('json');
  const answer = await answerMove(c, found, {
    name: 'answerCounter',
    payload: { status },
    move: { type: 'answerCounter', status },
  });
  return c.json(answer, 200);
});

addRoute(offerRoutes, cancelRoute, async (c) => {
  const found = await ownOffer(c, c.req.valid('param').id);
  const memo = assertValid(validateCancelMemo('offer', c.req.valid('json').memo));
  const payload = memo === undefined ? {} : { memo };
  return c.json(
    await answerMove(c, found, { name: 'cancel', payload, move: { type: 'cancel', ...payload } }),
    200,
  );
});

for (const [route, decision] of [
  [approveRoute, 'approve'],
  [declineRoute, 'decline'],
] as const) {
  addRoute(offerRoutes, route, async (c) => {
    const found = await ownOffer(c, c.req.valid('param').id);
    const move = { type: 'decideCancellation' as const, decision };
    return c.json(
      await answerMove(c, found, { name: 'decideCancellation', payload: { decision }, move }),
      200,
    );
  });
}

addRoute(offerRoutes, cancelRequestRoute, async (c) => {
  const caller = c.get('caller');
  const line = await findOwnOfferLine(c.get('deps').db, caller.account.id, c.req.valid('param').id);
  if (!line) throw notFound('Saved item');
  if (!line.offerId && !line.bundleOfferId)
    throw new DomainError('OFFER_NOT_ACTIONABLE', 'This item does not come from an offer.');
  const reason = assertValid(validateCancelReason(c.req.valid('json').reason));
  const move = { type: 'requestCancellation' as const, reason };
  if (line.offerId) {
    const found = await ownOffer(c, line.offerId);
    return c.json(
      await answerMove(c, found, { name: 'requestCancellation', payload: { reason }, move }),
      200,
    );
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
  const answer = {
    message: moveMessage(move),
    fl: outcomeFlag(move),
    bundle_offer: { id: state.id, status: state.status },
  };
  return c.json(answer, 200);
});
