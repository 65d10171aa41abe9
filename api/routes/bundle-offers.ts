import { Hono, type Context } from 'hono';
import { sendBundleOffer } from '../../activities/offers/bundle-send.ts';
import { sendNegotiationUpdate } from '../../platform/temporal/offers.ts';
import {
  findBundleOfferForParty,
  loadBundleOfferDetail,
  loadBundleOfferFormOptions,
  type BundleOfferRow,
} from '../../db/queries/offers/bundle-offers.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import { outcomeFlag, type NegotiationMove } from '../../domain/offers/negotiation.ts';
import { validateNewBundle } from '../../domain/offers/respond-input.ts';
import type { NegotiationPayloads, NegotiationUpdateName } from '../../workflows/offers/messages.ts';
import type { AppEnv } from '../context.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { parseWith, readJson } from '../validation.ts';
import { readBundleResponse } from './bundle-offers-respond.ts';
import {
  CancelBundleBody,
  CounterAnswerBody,
  CreateBundleBody,
  EmptyBody,
  ID_SEGMENT,
  IdParam,
} from './bundle-offers-schemas.ts';
import { serializeBundleOffer, sideOf } from './bundle-offers-serializers.ts';
import { updateIdOf } from '../middleware/update-id.ts';

/** The caller's own bundle offer (as its supplier or its pharmacy), or 404 before Temporal is asked anything. */
async function partyBundle(c: Context<AppEnv>): Promise<BundleOfferRow> {
  const { id } = parseWith(IdParam, c.req.param());
  const bundle = await findBundleOfferForParty(c.get('deps').db, c.get('caller').account.id, id);
  if (!bundle) throw notFound('Bundle offer');
  return bundle;
}

/** The bundle offer re-read after a move, as the caller sees it. */
async function detailOf(c: Context<AppEnv>, bundle: BundleOfferRow) {
  const row = (await findBundleOfferForParty(c.get('deps').db, c.get('caller').account.id, bundle.id))!;
  return serializeBundleOffer(await loadBundleOfferDetail(c.get('deps').db, row), c.get('caller').account.id);
}

/**
 * Sends one negotiation move as the caller (its side decided by the bundle's parties; the workflow
 * refuses the wrong party with 422 and an invalid move with 409, nothing changed) and answers
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
  return c.json({
    message: update.message,
    fl: outcomeFlag(update.move),
    bundle_offer: await detailOf(c, bundle),
  });
}

const supplierOnly = requireAccountKind('supplier');
/** Bundle offers are between a supplier and a pharmacy: support accounts have no side in them (403). */
const parties = requireAccountKind('supplier', 'pharmacy');
const ID = `:id${ID_SEGMENT}`;

/** Bundle offers (issue 5; pharmacy-side §7): the supplier sends, the pharmacy answers, both follow. */
export const bundleOfferRoutes = new Hono<AppEnv>()
  .use('/bundle_offers', parties)
  .use('/bundle_offers/*', parties)
  .get('/bundle_offers/new', supplierOnly, async (c) => {
    const options = await loadBundleOfferFormOptions(c.get('deps').db, c.get('caller').account.id);
    return c.json({
      customers: options.customers,
      shipping_methods: options.shippingMethods,
    });
  })
  .post('/bundle_offers', supplierOnly, async (c) => {
    const body = await readJson(c, CreateBundleBody);
    const checked = validateNewBundle({ variants: body.variants });
    if (!checked.ok) {
      const [field, messages] = Object.entries(checked.fields)[0]!;
      throw new DomainError('RULE_VIOLATION', messages[0]!, {
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
    return c.json(
      {
        message: `Bundle offer #${bundle.number} sent.`,
        fl: 'created',
        bundle_offer: await detailOf(c, bundle),
      },
      201,
    );
  })
  .patch(`/bundle_offers/cancellation_request/${ID}/approve`, async (c) => {
    const bundle = await partyBundle(c);
    await readJson(c, EmptyBody);
    return move(c, bundle, {
      name: 'decideCancellation',
      payload: { decision: 'approve' },
      move: { type: 'decideCancellation', decision: 'approve' },
      message: `Cancellation of bundle offer #${bundle.number} approved.`,
    });
  })
  .patch(`/bundle_offers/cancellation_request/${ID}/decline`, async (c) => {
    const bundle = await partyBundle(c);
    await readJson(c, EmptyBody);
    return move(c, bundle, {
      name: 'decideCancellation',
      payload: { decision: 'decline' },
      move: { type: 'decideCancellation', decision: 'decline' },
      message: `Cancellation of bundle offer #${bundle.number} declined.`,
    });
  })
  .get(`/bundle_offers/${ID}`, async (c) => c.json({ bundle_offer: await detailOf(c, await partyBundle(c)) }))
  .post(`/bundle_offers/${ID}/respond`, async (c) => {
    const bundle = await partyBundle(c);
    const payload = await readBundleResponse(c, bundle);
    const message = {
      accepted: 'Bundle offer accepted.',
      declined: 'Bundle offer declined.',
      counter: 'Counter offer sent.',
    };
    return move(c, bundle, {
      name: 'respond',
      payload,
      move: { type: 'respond', response: payload.response },
      message: message[payload.response],
    });
  })
  .patch(`/bundle_offers/${ID}/counter`, async (c) => {
    const bundle = await partyBundle(c);
    const { status } = await readJson(c, CounterAnswerBody);
    return move(c, bundle, {
      name: 'answerCounter',
      payload: { status },
      move: { type: 'answerCounter', status },
      message: status === 'accepted' ? 'Counter offer accepted.' : 'Counter offer skipped.',
    });
  })
  .patch(`/bundle_offers/${ID}/cancel`, async (c) => {
    const bundle = await partyBundle(c);
    const { memo } = await readJson(c, CancelBundleBody);
    return move(c, bundle, {
      name: 'cancel',
      payload: memo === undefined ? {} : { memo },
      move: { type: 'cancel' },
      message: `Bundle offer #${bundle.number} cancelled.`,
    });
  });
