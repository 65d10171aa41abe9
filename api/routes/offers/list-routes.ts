/**
 * The offers list and the four bulk calls (pharmacy-side §2 offers pages, §4 Offers bulk actions,
 * §7 PATCH /api/v1/offers/bulk_accept, bulk_decline, bulk_accept_counter, bulk_cancel_counter).
 */
import { z } from 'zod';
import { applyBulkOfferAction, BulkRefused } from '../../../services/offers/bulk-negotiation.ts';
import { listOffersForAccount } from '../../../db/queries/offers/offers-list.ts';
import { DomainError } from '../../../domain/errors.ts';
import { describeBulkOutcome, type BulkAction } from '../../../domain/offers/bulk-outcome.ts';
import { OFFER_STATUSES } from '../../../domain/offers/negotiation.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { updateIdOf } from '../../middleware/update-id.ts';
import { BulkOffersBody, OfferListQuery } from './list-schemas.ts';
import { OfferListRowSchema, serializeOfferListRow } from './list-serializers.ts';

const area = 'offers';
/** Pharmacies and suppliers negotiate; support has no offers. */
const access = ['pharmacy', 'supplier'] as const;
const BULK_ACTIONS: BulkAction[] = ['accept', 'decline', 'accept_counter', 'cancel_counter'];

const BulkAnswerSchema = z
  .strictObject({
    message: z.string(),
    summary: z.string(),
    succeeded: z.number().int(),
    failed: z.number().int(),
    results: z.array(
      z.strictObject({
        kind: z.enum(['offer', 'bundle']),
        bundle: z.union([z.literal(0), z.literal(1)]),
        id: z.uuid(),
        number: z.number().int().nullable(),
        ok: z.boolean(),
        status: z.enum(OFFER_STATUSES).nullable(),
        code: z.string().nullable(),
        message: z.string(),
      }),
    ),
  })
  .meta({ id: 'BulkOffersAnswer' });

const listRoute = defineRoute({
  method: 'get',
  path: '/offers',
  area,
  access,
  summary: 'The caller’s sent or received offers, individual and bundle together, newest first',
  request: { query: OfferListQuery },
  responses: {
    200: jsonContent(
      z
        .strictObject({
          data: z.array(OfferListRowSchema),
          box: z.enum(['sent', 'received']),
          page: z.number().int(),
          per_page: z.number().int(),
          total: z.number().int(),
        })
        .meta({ id: 'OffersPage' }),
      'One page of offers',
    ),
  },
});

const bulkRoute = (action: BulkAction) =>
  defineRoute({
    method: 'patch',
    path: `/offers/bulk_${action}`,
    area,
    access,
    summary: `${action.replace('_', ' ')}, for each named offer and bundle offer; the message reports each`,
    request: { body: BulkOffersBody },
    responses: { 200: jsonContent(BulkAnswerSchema, 'What happened to each') },
    problems: [404, 422],
  });

export const offerListRoutes = createRouter();

addRoute(offerListRoutes, listRoute, async (c) => {
  const q = c.req.valid('query');
  const { db, now } = c.get('deps');
  const { rows, total } = await listOffersForAccount(db, {
    accountId: c.get('caller').account.id,
    box: q.box,
    status: q.status,
    page: q.page,
    perPage: q.per_page,
  });
  const at = now();
  const body = {
    data: rows.map((row) => serializeOfferListRow(row, at)),
    box: q.box,
    page: q.page,
    per_page: q.per_page,
    total,
  };
  return c.json(body, 200);
});

/**
 * All or nothing: any id not the caller's is 404, any move not allowed now is 422, and nothing is
 * sent; otherwise each named offer and bundle offer is moved through its own workflow and the
 * answer's message says what happened to each (domain bulk-outcome).
 */
for (const action of BULK_ACTIONS) {
  addRoute(offerListRoutes, bulkRoute(action), async (c) => {
    const { db, temporal } = c.get('deps');
    const results = await applyBulkOfferAction(
      { db, temporal, logger: c.get('logger') },
      { caller: c.get('caller'), action, ...c.req.valid('json'), updateKey: updateIdOf(c, `bulk_${action}`) },
    ).catch((error: unknown) => {
      if (!(error instanceof BulkRefused)) throw error;
      // All or nothing: nothing was sent; the message names each item that could not move.
      const { message } = describeBulkOutcome(error.refused, action);
      throw new DomainError(error.code, `Nothing was changed. ${message}`);
    });
    const outcome = describeBulkOutcome(results, action);
    const body = {
      message: outcome.message,
      summary: outcome.summary,
      succeeded: outcome.succeeded,
      failed: outcome.failed,
      results: results.map((r) => ({ ...r, bundle: r.kind === 'bundle' ? (1 as const) : (0 as const) })),
    };
    return c.json(body, 200);
  });
}
