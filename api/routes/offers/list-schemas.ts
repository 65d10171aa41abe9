/**
 * Request schemas of the offers list and the four bulk calls (pharmacy-side §2 offers pages, §3
 * "offer ids / bundle offer ids in bulk calls", §7 PATCH /offers/bulk_*). Strict: an unknown
 * field is a 400 naming it.
 */
import { z } from 'zod';
import { OFFER_STATUSES } from '../../../domain/offers/negotiation.ts';
import { pageParam, perPageChoice } from '../../contract/paging.ts';

/** The per-page selector's values, as the orders list (§2 per-page selector). */
export const OFFER_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
/** One bulk call names at most this many offers of both kinds together. */
export const BULK_MAX_OFFERS = 100;

export const OfferListQuery = z.strictObject({
  box: z.enum(['sent', 'received'], 'must be sent or received').default('received'),
  page: pageParam(),
  per_page: perPageChoice(OFFER_PER_PAGE_OPTIONS, 25),
  status: z.enum(OFFER_STATUSES, 'is not an offer status').optional(),
});

const ids = z.array(z.uuid('not a valid id')).max(BULK_MAX_OFFERS).default([]);

/** §3: offer_ids and bundle_offer_ids together; at least one id overall, at most 100, each once. */
export const BulkOffersBody = z
  .strictObject({ offer_ids: ids, bundle_offer_ids: ids })
  .refine((b) => b.offer_ids.length + b.bundle_offer_ids.length > 0, {
    message: 'select at least one offer',
    path: ['offer_ids'],
  })
  .refine((b) => b.offer_ids.length + b.bundle_offer_ids.length <= BULK_MAX_OFFERS, {
    message: `select at most ${BULK_MAX_OFFERS} offers`,
    path: ['offer_ids'],
  })
  .transform((b) => ({
    offerIds: [...new Set(b.offer_ids)],
    bundleOfferIds: [...new Set(b.bundle_offer_ids)],
  }));
