/** The authorization matrix's rules for the offer routes (issue 5). */
import type { AccountKind } from '../../../domain/identity/caller.ts';
import {
  accountIdOf,
  bundleOfferOf,
  KIND,
  listingOf,
  offerOf,
  type Role,
} from './authorization-matrix-fixtures.ts';
import { t, idOf, type RouteRule } from './authorization-matrix-context.ts';
import {
  liveBundleOffer,
  liveBundleOfferOf,
  liveOffer,
  liveOfferLineOf,
  liveOfferOf,
  type OfferStage,
} from './authorization-matrix-live.ts';

/** Offers are between a pharmacy (buying) and a supplier (selling); support has no side in them. */
const OFFER_PARTIES: AccountKind[] = ['pharmacy', 'supplier'];
type Params = NonNullable<RouteRule['params']>;
/** A move on an offer of the caller's, or of two other accounts'. */
const offerMove = (access: AccountKind[], params: Params, body?: unknown): RouteRule => ({
  access,
  scoped: true,
  params,
  body,
});
/** A move on a bundle offer of the caller's (its negotiation running at `stage`), or of two other accounts'. */
const bundleMove = (stage: OfferStage, body?: unknown): RouteRule => ({
  access: OFFER_PARTIES,
  scoped: true,
  params: liveBundleOffer(stage),
  body,
});
/**
 * A bulk offers call the caller may make, on a live offer or bundle offer of its own at `stage`, or
 * of other accounts'. Bulk calls are all or nothing, so each caller names the kind it answers: a
 * supplier answers offers and a pharmacy bundle offers (`respond`), while a pharmacy answers the
 * counter on its offer and a supplier on its bundle offer (`counter`).
 */
const bulkOffers = (move: 'respond' | 'counter'): RouteRule => ({
  access: OFFER_PARTIES,
  scoped: true,
  sample: async (role, scope) => {
    const stage = move === 'respond' ? 'pending' : 'countered';
    const answersOffers = (KIND[role] === 'supplier') === (move === 'respond');
    return {
      body: answersOffers
        ? { offer_ids: [await liveOfferOf(role, scope, stage)], bundle_offer_ids: [] }
        : { offer_ids: [], bundle_offer_ids: [await liveBundleOfferOf(role, scope, stage)] },
    };
  },
});
/** A supplier's bundle offer of one of its own listings to the demo pharmacy, a customer of both suppliers. */
export const bundleBody = async (role: Role) => ({
  buyer_account_id: accountIdOf('pharmacy'),
  variants: [{ listing_id: await listingOf(t, role), price: '30.00', quantity: 2 }],
});

/** Offers and bundle offers (issue 5). */
export const OFFER_RULES: Record<string, RouteRule> = {
  // Offers: a move or a bulk call names a live offer (the seller answers it, the buyer answers the
  // counter or cancels, the seller decides a cancellation).
  'GET /api/v1/offers': { access: OFFER_PARTIES },
  'PATCH /api/v1/offers/bulk_accept': bulkOffers('respond'),
  'PATCH /api/v1/offers/bulk_decline': bulkOffers('respond'),
  'PATCH /api/v1/offers/bulk_accept_counter': bulkOffers('counter'),
  'PATCH /api/v1/offers/bulk_cancel_counter': bulkOffers('counter'),
  'POST /api/v1/offers': {
    access: ['pharmacy'],
    sample: async () => ({
      body: { listing_id: await listingOf(t, 'supplier'), price: '40.00', quantity: 5 },
    }),
  },
  'GET /api/v1/offers/:id': offerMove(OFFER_PARTIES, idOf(offerOf)),
  'POST /api/v1/offers/:id/respond': offerMove(OFFER_PARTIES, liveOffer('pending'), { response: 'declined' }),
  'PATCH /api/v1/offers/:id/counter': offerMove(['pharmacy'], liveOffer('countered'), { status: 'skipped' }),
  'PATCH /api/v1/offers/:id/cancel': offerMove(['pharmacy'], liveOffer('pending'), {}),
  'PATCH /api/v1/offers/cancellation_request/:id/approve': offerMove(
    OFFER_PARTIES,
    liveOffer('cancellation_requested'),
    {},
  ),
  'PATCH /api/v1/offers/cancellation_request/:id/decline': offerMove(
    OFFER_PARTIES,
    liveOffer('cancellation_requested'),
    {},
  ),
  'POST /api/v1/saved_line_item/:id/cancel_offer_request': {
    access: ['pharmacy'],
    scoped: true,
    params: async (role, scope) => ({ id: await liveOfferLineOf(role, scope) }),
    body: { reason: 'Matrix' },
  },
  // Bundle offers: a supplier sends one (its listings only: another's answers 422), both parties
  // move it: the pharmacy answers, the supplier answers the counter, cancels (with a memo) and
  // decides a cancellation.
  'GET /api/v1/bundle_offers/:id': {
    access: OFFER_PARTIES,
    scoped: true,
    params: idOf(bundleOfferOf),
  },
  'POST /api/v1/bundle_offers/:id/respond': bundleMove('pending', { response: 'declined' }),
  'PATCH /api/v1/bundle_offers/:id/counter': bundleMove('countered', { status: 'skipped' }),
  'PATCH /api/v1/bundle_offers/:id/cancel': bundleMove('pending', { memo: 'Matrix' }),
  'PATCH /api/v1/bundle_offers/cancellation_request/:id/approve': bundleMove('cancellation_requested', {}),
  'PATCH /api/v1/bundle_offers/cancellation_request/:id/decline': bundleMove('cancellation_requested', {}),
};
