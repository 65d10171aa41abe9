/** The supplier's inventory table (supplier-side §2, §7): list, bulk flags, inline edits, deleting, the SKU check. */
import { z } from 'zod';
import {
  applyBulkAction,
  BULK_ACTIONS,
  deleteListings,
  emptyInventory,
} from '../../../services/inventory/bulk-actions.ts';
import { updateListingInline } from '../../../services/inventory/update-inline.ts';
import { INVENTORY_FILTERS, isSkuTaken, listInventory } from '../../../db/queries/inventory.ts';
import { LISTING_MESSAGES, readPriceText } from '../../../domain/catalog/listing-rules.ts';
import { DomainError } from '../../../domain/errors.ts';
import { SORT_KEYS } from '../../../domain/catalog/sorting.ts';
import { isoDate } from '../../../domain/dates.ts';
import { MAX_AMOUNT_CENTS } from '../../../domain/money.ts';
import { pageParam, perPageParam } from '../../contract/paging.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { IdParam, IdsBody } from './schemas.ts';
import { InventoryPageSchema, serializeInventoryRow } from './serializers.ts';

const area = 'inventory';
const access = ['supplier'] as const;

const ListQuery = z.strictObject({
  page: pageParam(),
  per_page: perPageParam(25, 100),
  sort: z.enum([...SORT_KEYS, 'name']).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  q: z.string().max(100).optional(),
  filter: z.enum(INVENTORY_FILTERS).optional(),
});

/**
 * Inline edit body: `stock` (blank becomes 0) or `price`, the pack price as the decimal text the
 * user typed ('45.10', '$1,045.10'), read exactly into cents; `price_cents` for API callers.
 */
const InlineBody = z.union([
  z.strictObject({ stock: z.union([z.string().max(12), z.number(), z.null()]) }),
  z.strictObject({ price: z.string().max(20) }),
  z.strictObject({ price_cents: z.number().int().min(0).max(MAX_AMOUNT_CENTS) }),
]);

/** A typed price that cannot be read is refused on `price` with the message the inline editor shows. */
function inlineChange(body: z.infer<typeof InlineBody>) {
  if ('stock' in body) return { stock: body.stock };
  if ('price_cents' in body) return { priceCents: body.price_cents };
  const price = readPriceText(body.price);
  if (!price.ok)
    throw new DomainError('LISTING_INVALID', price.message, { fields: { price: [price.message] } });
  return { priceCents: price.cents };
}

const SkuQuery = z.strictObject({
  sku: z.string().max(100),
  exclude_id: z.uuid('not a valid id').optional(),
});
const EmptyBody = z.strictObject({ empty_inventory: z.literal(true, 'must be true') });
const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

const listRoute = defineRoute({
  method: 'get',
  path: '/inventory',
  area,
  access,
  summary: 'The supplier’s listings, searchable, filtered, sorted by the spec’s keys, paged',
  request: { query: ListQuery },
  responses: { 200: jsonContent(InventoryPageSchema, 'One page of listings') },
});

const bulkRoute = defineRoute({
  method: 'post',
  path: '/inventory/bulk/{action}',
  area,
  access,
  summary: 'Mark or unmark listings as deal, returnable or active, all or none',
  request: { params: z.strictObject({ action: z.enum(BULK_ACTIONS) }), body: IdsBody },
  responses: {
    200: jsonContent(z.strictObject({ updated: z.number().int(), message: z.string() }), 'Updated'),
  },
  problems: [404],
});

const inlineRoute = defineRoute({
  method: 'post',
  path: '/inventory/{id}',
  area,
  access,
  summary: 'Change one listing’s stock or price in place',
  request: { params: IdParam, body: InlineBody },
  responses: {
    200: jsonContent(
      z.strictObject({
        id: z.uuid(),
        stock: z.number().int(),
        price_cents: z.number().int(),
        message: z.string(),
      }),
      'The listing’s stock and price now',
    ),
  },
  problems: [404, 422],
});

const deleteRoute = defineRoute({
  method: 'delete',
  path: '/inventory',
  area,
  access,
  role: 'admin',
  summary: 'Delete the selected listings, all or none',
  request: { body: IdsBody },
  responses: {
    200: jsonContent(z.strictObject({ deleted: z.number().int(), message: z.string() }), 'Deleted'),
  },
  problems: [404, 409],
});

const emptyRoute = defineRoute({
  method: 'delete',
  path: '/suppliers/inventory',
  area,
  access,
  role: 'admin',
  summary: 'Empty the whole inventory (the body must say so)',
  request: { body: EmptyBody },
  responses: {
    200: jsonContent(
      z.strictObject({ deleted: z.number().int(), deactivated: z.number().int(), message: z.string() }),
      'Emptied; listings with offers are kept, deactivated',
    ),
  },
});

const skuRoute = defineRoute({
  method: 'get',
  path: '/suppliers/inventory/validate_sku',
  area,
  access,
  summary: 'Whether a SKU is free among the supplier’s listings',
  request: { query: SkuQuery },
  responses: {
    200: jsonContent(z.strictObject({ valid: z.boolean(), message: z.string().nullable() }), 'The answer'),
  },
});

export const listingRoutes = createRouter();

addRoute(listingRoutes, listRoute, async (c) => {
  const { db, now } = c.get('deps');
  const query = c.req.valid('query');
  const today = isoDate(now());
  const { rows, total } = await listInventory(db, c.get('caller').account.id, {
    page: query.page,
    perPage: query.per_page,
    sort: query.sort,
    direction: query.direction,
    q: query.q,
    filter: query.filter,
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

addRoute(listingRoutes, bulkRoute, async (c) => {
  const { db, now } = c.get('deps');
  const result = await applyBulkAction(db, {
    supplierAccountId: c.get('caller').account.id,
    action: c.req.valid('param').action,
    ids: c.req.valid('json').ids,
    now: now(),
  });
  return c.json({ ...result, message: `${count(result.updated, 'product')} updated.` }, 200);
});

addRoute(listingRoutes, inlineRoute, async (c) => {
  const { db, now } = c.get('deps');
  const updated = await updateListingInline(db, {
    supplierAccountId: c.get('caller').account.id,
    listingId: c.req.valid('param').id,
    change: inlineChange(c.req.valid('json')),
    now: now(),
  });
  const body = {
    id: updated.id,
    stock: updated.stock,
    price_cents: updated.packPriceCents,
    message: 'Product updated.',
  };
  return c.json(body, 200);
});

addRoute(listingRoutes, deleteRoute, async (c) => {
  const result = await deleteListings(c.get('deps').db, {
    supplierAccountId: c.get('caller').account.id,
    ids: c.req.valid('json').ids,
  });
  return c.json({ ...result, message: `${count(result.deleted, 'product')} deleted.` }, 200);
});

addRoute(listingRoutes, emptyRoute, async (c) => {
  const { db, now } = c.get('deps');
  const result = await emptyInventory(db, { supplierAccountId: c.get('caller').account.id, now: now() });
  const kept = result.deactivated
    ? ` ${count(result.deactivated, 'product')} with offers ${result.deactivated === 1 ? 'was' : 'were'} kept for their offers and deactivated.`
    : '';
  return c.json({ ...result, message: `Your inventory has been emptied.${kept}` }, 200);
});

addRoute(listingRoutes, skuRoute, async (c) => {
  const { sku, exclude_id } = c.req.valid('query');
  const taken = await isSkuTaken(c.get('deps').db, c.get('caller').account.id, sku, exclude_id);
  return c.json({ valid: !taken, message: taken ? LISTING_MESSAGES.skuTaken : null }, 200);
});
