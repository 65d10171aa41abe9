import { Hono, type Context } from 'hono';
import { applyBulkOfferAction } from '../../activities/offers/bulk-negotiation.ts';
import { DomainError } from '../../domain/errors.ts';
import { describeBulkOutcome, type BulkAction } from '../../domain/offers/bulk-outcome.ts';
import type { AppEnv } from '../context.ts';
import { readJson } from '../validation.ts';
import { offerListRoutes, offerPartiesOnly } from './offers-list.ts';
import { BulkOffersBody } from './offers-list-schemas.ts';
import { updateIdOf } from '../middleware/update-id.ts';

/**
 * PATCH /offers/bulk_<action> (§7): each named offer and bundle offer is moved through its own
 * workflow or reported; the answer's message says what happened to each (domain bulk-outcome).
 * When none of the ids is the caller's the call is 404, like any foreign id.
 */
function bulkHandler(action: BulkAction) {
  return async function bulkOffers(c: Context<AppEnv>) {
    const body = await readJson(c, BulkOffersBody);
    const { db, temporal } = c.get('deps');
    const results = await applyBulkOfferAction(
      { db, temporal, logger: c.get('logger') },
      { caller: c.get('caller'), action, ...body, updateKey: updateIdOf(c, `bulk_${action}`) },
    );
    const outcome = describeBulkOutcome(results, action);
    if (results.every((r) => r.code === 'RESOURCE_NOT_FOUND'))
      throw new DomainError('RESOURCE_NOT_FOUND', outcome.message);
    return c.json({
      message: outcome.message,
      summary: outcome.summary,
      succeeded: outcome.succeeded,
      failed: outcome.failed,
      results: results.map((r) => ({ ...r, bundle: r.kind === 'bundle' ? 1 : 0 })),
    });
  };
}

/**
 * The offers list and the four bulk calls (pharmacy-side §2 offers pages, §4 Offers bulk actions,
 * §7 PATCH /api/v1/offers/bulk_accept, bulk_decline, bulk_accept_counter, bulk_cancel_counter).
 * Mounted before the offers area, so these static paths never read as an offer id.
 */
export const offerBulkRoutes = new Hono<AppEnv>()
  .route('/', offerListRoutes)
  .patch('/offers/bulk_accept', offerPartiesOnly, bulkHandler('accept'))
  .patch('/offers/bulk_decline', offerPartiesOnly, bulkHandler('decline'))
  .patch('/offers/bulk_accept_counter', offerPartiesOnly, bulkHandler('accept_counter'))
  .patch('/offers/bulk_cancel_counter', offerPartiesOnly, bulkHandler('cancel_counter'));
