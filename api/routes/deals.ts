import { Hono } from 'hono';
import { z } from 'zod';
import {
  configureDeals,
  destroyAllDeals,
  markListingAsDeal,
  unmarkListingAsDeal,
} from '../../activities/inventory/deals.ts';
import { findInventoryRows, findLowestPrice } from '../../db/queries/inventory.ts';
import { isoDate } from '../../domain/dates.ts';
import { notFound } from '../../domain/errors.ts';
import type { AppEnv } from '../context.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { parseWith, readJson } from '../validation.ts';
import { DealSettingsBody, toDealSettings } from './deals-schemas.ts';
import { IdParam, IdsBody } from './inventory.ts';
import { money, serializeInventoryRow } from './inventory-serializers.ts';

/** Marking a deal takes either no settings (just the flag) or all of them. */
const MarkDealBody = z.union([DealSettingsBody, z.strictObject({})]);
const hasSettings = (body: z.infer<typeof MarkDealBody>): body is z.infer<typeof DealSettingsBody> =>
  'deal_price' in body;
const IdsParam = z.strictObject({
  ids: z
    .string()
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(z.uuid('not a valid id')).min(1).max(100)),
});
const BulkDealsBody = IdsBody.extend({
  deals: z.record(z.uuid('not a valid id'), DealSettingsBody).optional(),
});

export const UNDEAL_CONFIRM_TEXT = 'Are you sure you want to remove this product from your deals?';

/**
 * Deals (supplier-side §2: deal_modal, undeal_modal, configure_deals, bulk_deals, destroy_all), as
 * JSON under /api/v1 since the page paths belong to the SPA. A deal is the `is_deal` flag; its
 * optional price and dates are the listing's promotion modifiers (activities/inventory/deals.ts).
 */
export const dealRoutes = new Hono<AppEnv>()
  .use('/suppliers/deal_modal/*', requireAccountKind('supplier'))
  .use('/suppliers/undeal_modal/*', requireAccountKind('supplier'))
  .use('/suppliers/configure_deals/*', requireAccountKind('supplier'))
  .use('/suppliers/bulk_deals', requireAccountKind('supplier'))
  .use('/suppliers/bulk_deals/*', requireAccountKind('supplier'))
  .get('/suppliers/deal_modal/:id', async (c) => {
    const { db, now } = c.get('deps');
    const { id } = parseWith(IdParam, c.req.param());
    const [row] = await findInventoryRows(db, c.get('caller').account.id, [id]);
    if (!row) throw notFound('Product');
    const lowest = await findLowestPrice(db, row.ndc, row.id);
    return c.json({ product: serializeInventoryRow(row, isoDate(now())), lowest_price: money(lowest) });
  })
  .post('/suppliers/deal_modal/:id', async (c) => {
    const { db, now } = c.get('deps');
    const { id } = parseWith(IdParam, c.req.param());
    const body = await readJson(c, MarkDealBody);
    const settings = hasSettings(body) ? toDealSettings(body) : null;
    await markListingAsDeal(db, {
      supplierAccountId: c.get('caller').account.id,
      listingId: id,
      settings,
      now: now(),
    });
    return c.json({ id, marked_as_deal: true, message: 'Product marked as deal.' });
  })
  .get('/suppliers/undeal_modal/:id', async (c) => {
    const { db, now } = c.get('deps');
    const { id } = parseWith(IdParam, c.req.param());
    const [row] = await findInventoryRows(db, c.get('caller').account.id, [id]);
    if (!row) throw notFound('Product');
    return c.json({ product: serializeInventoryRow(row, isoDate(now())), message: UNDEAL_CONFIRM_TEXT });
  })
  .post('/suppliers/undeal_modal/:id', async (c) => {
    const { db, now } = c.get('deps');
    const { id } = parseWith(IdParam, c.req.param());
    await unmarkListingAsDeal(db, {
      supplierAccountId: c.get('caller').account.id,
      listingId: id,
      now: now(),
    });
    return c.json({ id, marked_as_deal: false, message: 'Product removed from deals.' });
  })
  .get('/suppliers/configure_deals/:ids', async (c) => {
    const { db, now } = c.get('deps');
    const { ids } = parseWith(IdsParam, c.req.param());
    const unique = [...new Set(ids)];
    const rows = await findInventoryRows(db, c.get('caller').account.id, unique);
    if (rows.length !== unique.length) throw notFound('Product');
    const today = isoDate(now());
    return c.json({ data: rows.map((r) => serializeInventoryRow(r, today)) });
  })
  .post('/suppliers/bulk_deals', async (c) => {
    const { db, now } = c.get('deps');
    const { ids, deals = {} } = await readJson(c, BulkDealsBody);
    const settings = Object.fromEntries(Object.entries(deals).map(([id, s]) => [id, toDealSettings(s)]));
    const result = await configureDeals(db, {
      supplierAccountId: c.get('caller').account.id,
      ids,
      deals: settings,
      now: now(),
    });
    return c.json({
      ...result,
      message: `${result.updated} product${result.updated === 1 ? '' : 's'} marked as deals.`,
    });
  })
  .delete('/suppliers/bulk_deals/destroy_all', async (c) => {
    const { db, now } = c.get('deps');
    const result = await destroyAllDeals(db, { supplierAccountId: c.get('caller').account.id, now: now() });
    return c.json({ ...result, message: 'All deals removed.' });
  });
