/**
 * Promotions (supplier-side §2, §5): the listings with promotion modifiers, setting and clearing
 * one, and switching several on or off (bulk promotion status with product_ids, §7).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { clearPromotion, setPromotion, setPromotionStatus } from '../../../services/inventory/promotions.ts';
import { countOwnListings, listInventory } from '../../../db/queries/inventory.ts';
import { promotionConfirmText } from '../../../domain/catalog/promotion-dates.ts';
import { isoDate } from '../../../domain/dates.ts';
import { notFound } from '../../../domain/errors.ts';
import { pageParam, perPageParam } from '../../contract/paging.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppEnv } from '../../context.ts';
import { IdList, IdParam, ProductIdsBody, PromotionBody } from './schemas.ts';
import { InventoryPageSchema, serializeInventoryRow } from './serializers.ts';

type Switch = 'activate' | 'deactivate';
const area = 'inventory';
const access = ['supplier'] as const;
const ConfirmQuery = z.strictObject({ product_ids: IdList(1000) });
const ConfirmSchema = z.strictObject({ title: z.string(), message: z.string() });
const SwitchedSchema = z.strictObject({ updated: z.number().int(), message: z.string() });
const SavedSchema = z.strictObject({ id: z.uuid(), message: z.string() });

const listRoute = defineRoute({
  method: 'get',
  path: '/suppliers/promotions',
  area,
  access,
  summary: 'The supplier’s listings with a promotion',
  request: { query: z.strictObject({ page: pageParam(), per_page: perPageParam(25, 100) }) },
  responses: { 200: jsonContent(InventoryPageSchema, 'One page of promotions') },
});

const confirmRoute = (action: Switch) =>
  defineRoute({
    method: 'get',
    path: `/suppliers/promotions/show_${action}_confirm_modal`,
    area,
    access,
    summary: `The confirmation before promotions are ${action}d`,
    request: { query: ConfirmQuery },
    responses: { 200: jsonContent(ConfirmSchema, 'The confirmation text') },
    problems: [404],
  });

const switchRoute = (action: Switch) =>
  defineRoute({
    method: 'post',
    path: `/suppliers/promotions/${action}`,
    area,
    access,
    summary: `${action === 'activate' ? 'Activate' : 'Deactivate'} the selected promotions`,
    request: { body: ProductIdsBody },
    responses: { 200: jsonContent(SwitchedSchema, 'Switched') },
    problems: [404],
  });

const setRoute = defineRoute({
  method: 'put',
  path: '/suppliers/promotions/{id}',
  area,
  access,
  summary: 'Set a listing’s promotion (pack price, triggering quantity, dates)',
  request: { params: IdParam, body: PromotionBody },
  responses: { 200: jsonContent(SavedSchema, 'Saved') },
  problems: [404, 422],
});

const clearRoute = defineRoute({
  method: 'delete',
  path: '/suppliers/promotions/{id}',
  area,
  access,
  summary: 'Remove a listing’s promotion',
  request: { params: IdParam },
  responses: { 200: jsonContent(SavedSchema, 'Removed') },
  problems: [404],
});

/** The confirmation of show_activate/deactivate_confirm_modal; every id must be the caller's. */
async function confirmText(c: Context<AppEnv>, ids: string[], action: Switch) {
  const unique = [...new Set(ids)];
  if ((await countOwnListings(c.get('deps').db, c.get('caller').account.id, unique)) !== unique.length)
    throw notFound('Product');
  return { title: 'Confirmation', message: promotionConfirmText(action, unique.length) };
}

async function switchPromotions(c: Context<AppEnv>, ids: string[], action: Switch) {
  const { db, now } = c.get('deps');
  const at = now();
  const input = { supplierAccountId: c.get('caller').account.id, ids, action, today: isoDate(at), now: at };
  const result = await setPromotionStatus(db, input);
  return { ...result, message: `${result.updated} promotion${result.updated === 1 ? '' : 's'} ${action}d.` };
}

export const promotionRoutes = createRouter();

addRoute(promotionRoutes, listRoute, async (c) => {
  const { db, now } = c.get('deps');
  const query = c.req.valid('query');
  const today = isoDate(now());
  const { rows, total } = await listInventory(db, c.get('caller').account.id, {
    page: query.page,
    perPage: query.per_page,
    sort: 'name',
    direction: 'asc',
    filter: 'promotions',
    today,
  });
  const body = {
    data: rows.map((r) => serializeInventoryRow(r, today)),
    page: query.page,
    per_page: query.per_page,
    total,
  };
  return c.json(body, 200);
});

for (const action of ['activate', 'deactivate'] as const) {
  addRoute(promotionRoutes, confirmRoute(action), async (c) =>
    c.json(await confirmText(c, c.req.valid('query').product_ids, action), 200),
  );
  addRoute(promotionRoutes, switchRoute(action), async (c) =>
    c.json(await switchPromotions(c, c.req.valid('json').product_ids, action), 200),
  );
}

addRoute(promotionRoutes, setRoute, async (c) => {
  const { db, now } = c.get('deps');
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
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
  return c.json({ id, message: 'Promotion saved.' }, 200);
});

addRoute(promotionRoutes, clearRoute, async (c) => {
  const { db, now } = c.get('deps');
  const { id } = c.req.valid('param');
  await clearPromotion(db, { supplierAccountId: c.get('caller').account.id, listingId: id, now: now() });
  return c.json({ id, message: 'Promotion removed.' }, 200);
});
