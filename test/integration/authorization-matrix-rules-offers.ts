/** The authorization matrix's rules for the offer routes (issue 5). */
import type { AccountKind } from '../../domain/identity/caller.ts';
import {
  accountIdOf,
  bundleOfferOf,
  listingOf,
  offerLineOf,
  offerOf,
  whose,
  type Role,
} from './authorization-matrix-fixtures.ts';
import { t, idOf, type RouteRule } from './authorization-matrix-context.ts';

/** Offers are between a pharmacy (buying) and a supplier (selling); support has no side in them. */
const OFFER_PARTIES: AccountKind[] = ['pharmacy', 'supplier'];
/** A move on the caller's offer, or on an offer between two other accounts. */
const offerMove = (access: AccountKind[], body?: unknown): RouteRule => ({
  access,
  scoped: true,
  params: idOf(offerOf),
  body,
});
const bundleMove = (body?: unknown): RouteRule => ({
  access: OFFER_PARTIES,
  scoped: true,
  params: idOf(bundleOfferOf),
  body,
});
/** A bulk offers call naming an offer and a bundle offer of the caller's, or only other accounts'. */
const bulkOffers: RouteRule = {
  access: OFFER_PARTIES,
  scoped: true,
  sample: async (role, scope) => ({
    body: {
      offer_ids: [await offerOf(t, whose(role, scope))],
      bundle_offer_ids: [await bundleOfferOf(t, whose(role, scope))],
    },
  }),
};
/** A supplier's bundle offer of one of its own listings to the demo pharmacy, a customer of both suppliers. */
const bundleBody = async (role: Role) => ({
  buyer_account_id: accountIdOf('pharmacy'),
  variants: [{ listing_id: await listingOf(t, role), price: '30.00', quantity: 2 }],
});

/** Offers and bundle offers (issue 5). */
export const OFFER_RULES: Record<string, RouteRule> = {
  // Offers: no workflow runs the matrix's offers, so a move on the caller's own answers 409.
  'GET /api/v1/offers': { access: OFFER_PARTIES },
  'PATCH /api/v1/offers/bulk_accept': bulkOffers,
  'PATCH /api/v1/offers/bulk_decline': bulkOffers,
  'PATCH /api/v1/offers/bulk_accept_counter': bulkOffers,
  'PATCH /api/v1/offers/bulk_cancel_counter': bulkOffers,
  'POST /api/v1/offers': {
    access: ['pharmacy'],
    sample: async () => ({
      body: { listing_id: await listingOf(t, 'supplier'), price: '40.00', quantity: 5 },
    }),
  },
  'GET /api/v1/offers/:id': offerMove(OFFER_PARTIES),
  'POST /api/v1/offers/:id/respond': offerMove(OFFER_PARTIES, { response: 'declined' }),
  'PATCH /api/v1/offers/:id/counter': offerMove(['pharmacy'], { status: 'skipped' }),
  'PATCH /api/v1/offers/:id/cancel': offerMove(['pharmacy'], {}),
  'PATCH /api/v1/offers/cancellation_request/:id/approve': offerMove(OFFER_PARTIES),
  'PATCH /api/v1/offers/cancellation_request/:id/decline': offerMove(OFFER_PARTIES),
  'POST /api/v1/saved_line_item/:id/cancel_offer_request': {
    access: ['pharmacy'],
    scoped: true,
    params: idOf(offerLineOf),
    body: { reason: 'Matrix' },
  },
  // Bundle offers: a supplier sends one (its listings only: another's answers 422), both parties move it.
  'GET /api/v1/bundle_offers/new': { access: ['supplier'] },
  'POST /api/v1/bundle_offers': {
    access: ['supplier'],
    sample: async (role) => ({ body: await bundleBody(role) }),
  },
  'GET /api/v1/bundle_offers/:id': bundleMove(),
  'POST /api/v1/bundle_offers/:id/respond': bundleMove({ response: 'declined' }),
  'PATCH /api/v1/bundle_offers/:id/counter': bundleMove({ status: 'skipped' }),
  'PATCH /api/v1/bundle_offers/:id/cancel': bundleMove({}),
  'PATCH /api/v1/bundle_offers/cancellation_request/:id/approve': bundleMove({}),
  'PATCH /api/v1/bundle_offers/cancellation_request/:id/decline': bundleMove({}),
};
