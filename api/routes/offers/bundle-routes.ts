/** Bundle offers (issue 5; pharmacy-side §7): the supplier sends, the pharmacy answers, both follow. */
import type { Context } from 'hono';
import { z } from 'zod';
import { sendBundleOffer } from '../../../services/offers/bundle-send.ts';
import {
  findBundleOfferForParty,
  loadBundleOfferDetail,
  loadBundleOfferFormOptions,
  type BundleOfferRow,
} from '../../../db/queries/offers/bundle-offers.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { outcomeFlag, type NegotiationMove } from '../../../domain/offers/negotiation.ts';
import { validateNewBundle } from '../../../domain/offers/respond-input.ts';
import { sendNegotiationUpdate } from '../../../platform/temporal/offers.ts';
import type { NegotiationPayloads, NegotiationUpdateName } from '../../../workflows/offers/messages.ts';
import { requireApprovedSeller } from '../p2p/listings/seller-only.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppEnv } from '../../context.ts';
import { updateIdOf } from '../../middleware/update-id.ts';
import { BundleMoveAnswerSchema } from './answers.ts';
import { checkBundleResponse } from './bundle-respond.ts';
import {
  CancelBundleBody,
  CounterAnswerBody,
  CreateBundleBody,
  EmptyBody,
  IdParam,
  RespondBundleBody,
} from './bundle-schemas.ts';
import { BundleOfferSchema, serializeBundleOffer, sideOf } from './bundle-serializers.ts';

const area = 'offers';
/** Bundle offers are between a supplier and a pharmacy: support accounts have no side in them (403). */
const parties = ['supplier', 'pharmacy'] as const;

/** The caller's own bundle offer (as its supplier or its pharmacy), or 404 before Temporal is asked anything. */
async function partyBundle(c: Context<AppEnv>, id: string): Promise<BundleOfferRow> {
  const bundle = await findBundleOfferForParty(c.get('deps').db, c.get('caller').account.id, id);
  if (!bundle) throw notFound('Bundle offer');
  return bundle;
}

/** The bundle offer re-read after a move, as the caller sees it. */
async function detailOf(c: Context<AppEnv>, bundle: Pick<BundleOfferRow, 'id'>) {
  const row = (await findBundleOfferForParty(c.get('deps').db, c.get('caller').account.id, bundle.id))!;
  return serializeBundleOffer(await loadBundleOfferDetail(c.get('deps').db, row), c.get('caller').account.id);
}

/**
 * Sends one negotiation move as the caller (its side decided by the bundle's parties; the workflow
 * refuses the wrong party with 422 and an invalid move with 409, nothing changed); the answer is
 * {message, fl, bundle_offer} for the page's reload with `fl` (pharmacy-side §4 Offers).
 */
async function move<N extends NegotiationUpdateName>(
  c: Context<AppEnv>,
  bundle: BundleOfferRow,
  update: { name: N; payload: Omit<NegotiationPayloads[N], 'actor'>; move: NegotiationMove; message: string },
) {
  const caller = c.get('caller');
  const actor = {
    accountId: caller.account.id,
    userId: caller.user.id,
    side: sideOf({ offer: bundle }, caller.account.id),
  };
  await sendNegotiationUpdate(
    c.get('deps').temporal,
    { kind: 'bundle', id: bundle.id },
    update.name,
    { ...update.payload, actor } as NegotiationPayloads[N],
    { updateId: updateIdOf(c, `bundle-${update.name}`) },
  );
  return { message: update.message, fl: outcomeFlag(update.move), bundle_offer: await detailOf(c, bundle) };
}

const moveRoute = <const P extends string, B extends z.ZodType>(
  method: 'post' | 'patch',
  path: P,
  summary: string,
  body: B,
) =>
  defineRoute({
    method,
    path,
    area,
    access: parties,
    summary,
    request: { params: IdParam, body },
    responses: { 200: jsonContent(BundleMoveAnswerSchema, 'The move is made; the bundle as it is now') },
    problems: [404, 409, 422, 503],
  });

const formRoute = defineRoute({
  method: 'get',
  path: '/bundle_offers/new',
  area,
  access: ['supplier', 'pharmacy'],
  middleware: [requireApprovedSeller({ suppliersPass: true })],
  summary:
    'What the new-bundle form offers: a supplier’s approved customers, a p2p seller’s trading partners, and the active shipping methods',
  responses: {
    200: jsonContent(
      z.strictObject({
        customers: z.array(z.strictObject({ id: z.uuid(), name: z.string() })),
        shipping_methods: z.array(z.strictObject({ service_type: z.string(), name: z.string() })),
      }),
      'The form’s choices',
    ),
  },
});

const sendRoute = defineRoute({
  method: 'post',
  path: '/bundle_offers',
  area,
  access: ['supplier', 'pharmacy'],
  middleware: [requireApprovedSeller({ suppliersPass: true })],
  rateLimit: 'offers',
  summary:
    'Send a bundle offer to an approved customer, or a p2p seller’s to a trading partner (its negotiation workflow starts)',
  request: { body: CreateBundleBody },
  responses: {
    201: jsonContent(
      z.strictObject({ message: z.string(), fl: z.literal('created'), bundle_offer: BundleOfferSchema }),
      'Sent',
    ),
  },
  problems: [404, 422, 503],
});

const detailRoute = defineRoute({
  method: 'get',
  path: '/bundle_offers/{id}',
  area,
  access: parties,
  summary: 'A bundle offer from the caller’s side: variants, actions, audit trail',
  request: { params: IdParam },
  responses: { 200: jsonContent(z.strictObject({ bundle_offer: BundleOfferSchema }), 'The bundle offer') },
  problems: [404],
});

const approveRoute = moveRoute(
  'patch',
  '/bundle_offers/cancellation_request/{id}/approve',
  'The supplier approves the pharmacy’s cancellation request',
  EmptyBody,
);
const declineRoute = moveRoute(
  'patch',
  '/bundle_offers/cancellation_request/{id}/decline',
  'The supplier declines the pharmacy’s cancellation request',
  EmptyBody,
);
const respondRoute = moveRoute(
  'post',
  '/bundle_offers/{id}/respond',
  'The pharmacy accepts chosen variants, declines or counters',
  RespondBundleBody,
);
const counterRoute = moveRoute(
  'patch',
  '/bundle_offers/{id}/counter',
  'The supplier accepts or skips the counter',
  CounterAnswerBody,
);
const cancelRoute = moveRoute(
  'patch',
  '/bundle_offers/{id}/cancel',
  'The supplier cancels an open bundle offer, with a memo',
  CancelBundleBody,
);

export const bundleOfferRoutes = createRouter();

addRoute(bundleOfferRoutes, formRoute, async (c) => {
  const options = await loadBundleOfferFormOptions(c.get('deps').db, c.get('caller').account.id);
  return c.json({ customers: options.customers, shipping_methods: options.shippingMethods }, 200);
});

addRoute(bundleOfferRoutes, sendRoute, async (c) => {
  const body = c.req.valid('json');
  const checked = validateNewBundle({ variants: body.variants });
  if (!checked.ok) {
    const [field, messages] = Object.entries(checked.fields)[0]!;
    throw new DomainError('OFFER_INVALID', messages[0]!, {
      fields: checked.fields,
      message: `${field}: ${messages[0]}`,
    });
  }
  const { caller, deps } = { caller: c.get('caller'), deps: c.get('deps') };
  const bundle = await sendBundleOffer(
    { db: deps.db, temporal: deps.temporal.client, env: deps.env, logger: c.get('logger'), now: deps.now },
    {
      sellerAccountId: caller.account.id,
      userId: caller.user.id,
      buyerAccountId: body.buyer_account_id,
      variants: checked.value.variants,
      note: body.note || undefined,
      shippingMethod: body.shipping_method || undefined,
      allowModifyInCart: body.allow_modify_in_cart,
    },
  );
  const answer = {
    message: `Bundle offer #${bundle.number} sent.`,
    fl: 'created' as const,
    bundle_offer: await detailOf(c, bundle),
  };
  return c.json(answer, 201);
});

for (const [route, decision] of [
  [approveRoute, 'approve'],
  [declineRoute, 'decline'],
] as const) {
  addRoute(bundleOfferRoutes, route, async (c) => {
    const bundle = await partyBundle(c, c.req.valid('param').id);
    const answer = await move(c, bundle, {
      name: 'decideCancellation',
      payload: { decision },
      move: { type: 'decideCancellation', decision },
      message: `Cancellation of bundle offer #${bundle.number} ${decision === 'approve' ? 'approved' : 'declined'}.`,
    });
    return c.json(answer, 200);
  });
}

addRoute(bundleOfferRoutes, detailRoute, async (c) =>
  c.json({ bundle_offer: await detailOf(c, await partyBundle(c, c.req.valid('param').id)) }, 200),
);

addRoute(bundleOfferRoutes, respondRoute, async (c) => {
  const bundle = await partyBundle(c, c.req.valid('param').id);
  const payload = await checkBundleResponse(c, bundle, c.req.valid('json'));
  const message = {
    accepted: 'Bundle offer accepted.',
    declined: 'Bundle offer declined.',
    counter: 'Counter offer sent.',
  };
  const answer = await move(c, bundle, {
    name: 'respond',
    payload,
    move: { type: 'respond', response: payload.response },
    message: message[payload.response],
  });
  return c.json(answer, 200);
});

addRoute(bundleOfferRoutes, counterRoute, async (c) => {
  const bundle = await partyBundle(c, c.req.valid('param').id);
  const { status } = c.req.valid('json');
  const answer = await move(c, bundle, {
    name: 'answerCounter',
    payload: { status },
    move: { type: 'answerCounter', status },
    message: status === 'accepted' ? 'Counter offer accepted.' : 'Counter offer skipped.',
  });
  return c.json(answer, 200);
});

addRoute(bundleOfferRoutes, cancelRoute, async (c) => {
  const bundle = await partyBundle(c, c.req.valid('param').id);
  const { memo } = c.req.valid('json');
  const answer = await move(c, bundle, {
    name: 'cancel',
    payload: memo === undefined ? {} : { memo },
    move: { type: 'cancel' },
    message: `Bundle offer #${bundle.number} cancelled.`,
  });
  return c.json(answer, 200);
});
