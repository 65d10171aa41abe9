import { Hono } from 'hono';
import { listOffersForAccount } from '../../db/queries/offers/offers-list.ts';
import type { AppEnv } from '../context.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { readQuery } from '../validation.ts';
import { OfferListQuery } from './offers-list-schemas.ts';
import { serializeOfferListRow } from './offers-list-serializers.ts';

/** Pharmacies and suppliers negotiate; support has no offers. */
export const offerPartiesOnly = requireAccountKind('pharmacy', 'supplier');

/**
 * GET /offers (pharmacy-side §2 offers pages, §4 Offers): the caller's sent or received offers,
 * individual and bundle rows together, newest first, paged. Scoped to the caller's account in the
 * query. The exact path only: /offers/:id belongs to the offers area.
 */
export const offerListRoutes = new Hono<AppEnv>().get('/offers', offerPartiesOnly, async (c) => {
  const q = readQuery(c, OfferListQuery);
  const { db, now } = c.get('deps');
  const { rows, total } = await listOffersForAccount(db, {
    accountId: c.get('caller').account.id,
    box: q.box,
    status: q.status,
    page: q.page,
    perPage: q.per_page,
  });
  const at = now();
  return c.json({
    data: rows.map((row) => serializeOfferListRow(row, at)),
    box: q.box,
    page: q.page,
    per_page: q.per_page,
    total,
  });
});
