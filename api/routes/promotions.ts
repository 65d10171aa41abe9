import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { promotionConfirmText } from '../../domain/catalog/promotion-dates.ts';
import { clearPromotion, setPromotion, setPromotionStatus } from '../../activities/inventory/promotions.ts';
import { countOwnListings, listInventory } from '../../db/queries/inventory.ts';
import { isoDate } from '../../domain/dates.ts';
import { notFound } from '../../domain/errors.ts';
import type { AppEnv } from '../context.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { parseWith, readJson, readQuery } from '../validation.ts';
import { ProductIdsBody, PromotionBody } from './deals-schemas.ts';
import { IdParam } from './inventory.ts';
import { serializeInventoryRow } from './inventory-serializers.ts';

const ListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).catch(1),
  per_page: z.coerce.number().int().min(1).max(100).catch(25),
});
const ConfirmQuery = z.strictObject({
  product_ids: z
    .string()
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(z.uuid('not a valid id')).min(1).max(1000)),
});
type Switch = 'activate' | 'deactivate';

/** The confirmation of show_activate/deactivate_confirm_modal; every id must be the caller's. */
async function confirmText(c: Context<AppEnv>, action: Switch) {
  const { product_ids } = readQuery(c, ConfirmQuery);
  const unique = [...new Set(product_ids)];
  if ((await countOwnListings(c.get('deps').db, c.get('caller').account.id, unique)) !== unique.length)
    throw notFound('Product');
  return c.json({ title: 'Confirmation', message: promotionConfirmText(action, unique.length) });
}

async function switchPromotions(c: Context<AppEnv>, action: Switch) {
  const { db, now } = c.get('deps');
  const { product_ids } = await readJson(c, ProductIdsBody);
  const at = now();
  const input = {
    supplierAccountId: c.get('caller').account.id,
    ids: product_ids,
    action,
    today: isoDate(at),
    now: at,
  };
  const result = await setPromotionStatus(db, input);
  return c.json({
    ...result,
    message: `${result.updated} promotion${result.updated === 1 ? '' : 's'} ${action}d.`,
  });
}

/**
 * Promotions (supplier-side §2, §5): the listings with promotion modifiers, setting and clearing
 * one, and switching several on or off (bulk promotion status with product_ids, §7).
 */
export const promotionRoutes = new Hono<AppEnv>()
  .use('/suppliers/promotions', requireAccountKind('supplier'))
  .use('/suppliers/promotions/*', requireAccountKind('supplier'))
  .get('/suppliers/promotions', async (c) => {
    const { db, now } = c.get('deps');
    const query = readQuery(c, ListQuery);
    const today = isoDate(now());
    const { rows, total } = await listInventory(db, c.get('caller').account.id, {
      page: query.page,
      perPage: query.per_page,
      sort: 'name',
      direction: 'asc',
      filter: 'promotions',
      today,
    });
    return c.json({
      data: rows.map((r) => serializeInventoryRow(r, today)),
      page: query.page,
      per_page: query.per_page,
      total,
    });
  })
  .get('/suppliers/promotions/show_activate_confirm_modal', (c) => confirmText(c, 'activate'))
  .get('/suppliers/promotions/show_deactivate_confirm_modal', (c) => confirmText(c, 'deactivate'))
  .post('/suppliers/promotions/activate', (c) => switchPromotions(c, 'activate'))
  .post('/suppliers/promotions/deactivate', (c) => switchPromotions(c, 'deactivate'))
  .put('/suppliers/promotions/:id', async (c) => {
    const { db, now } = c.get('deps');
    const { id } = parseWith(IdParam, c.req.param());
    const body = await readJson(c, PromotionBody);
    const promotion = {
      promoPackPriceCents: body.promo_pack_price,
      triggerQty: body.triggering_quantity,
      startDate: body.start_date,
      endDate: body.end_date,
    };
    await setPromotion(db, {
      supplierAccountId: c.get('caller').account.id,
      listingId: id,
      promotion,
      now: now(),
    });
    return c.json({ id, message: 'Promotion saved.' });
  })
  .delete('/suppliers/promotions/:id', async (c) => {
    const { db, now } = c.get('deps');
    const { id } = parseWith(IdParam, c.req.param());
    await clearPromotion(db, { supplierAccountId: c.get('caller').account.id, listingId: id, now: now() });
    return c.json({ id, message: 'Promotion removed.' });
  });
