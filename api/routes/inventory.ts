import { Hono } from 'hono';
import { z } from 'zod';
import {
  applyBulkAction,
  BULK_ACTIONS,
  deleteListings,
  emptyInventory,
} from '../../activities/inventory/bulk-actions.ts';
import { updateListingInline } from '../../activities/inventory/update-inline.ts';
import { INVENTORY_FILTERS, isSkuTaken, listInventory } from '../../db/queries/inventory.ts';
import { LISTING_MESSAGES } from '../../domain/catalog/listing-rules.ts';
import { SORT_KEYS } from '../../domain/catalog/sorting.ts';
import { isoDate } from '../../domain/dates.ts';
import { parseDollarsToCents } from '../../domain/money.ts';
import type { AppEnv } from '../context.ts';
import { inventoryAreaGuard } from '../middleware/inventory-area-guard.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { parseWith, readJson, readQuery } from '../validation.ts';
import { serializeInventoryRow } from './inventory-serializers.ts';

export const IdParam = z.strictObject({ id: z.uuid('not a valid id') });
export const IdsBody = z.strictObject({
  ids: z.array(z.uuid('not a valid id')).min(1, 'select at least one product').max(1000),
});

const ListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).catch(25).default(25),
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
  z.strictObject({ price_cents: z.number().int() }),
]);

function inlineChange(body: z.infer<typeof InlineBody>) {
  if ('stock' in body) return { stock: body.stock };
  const cents = 'price' in body ? parseDollarsToCents(body.price) : body.price_cents;
  if (cents === null) return { priceCents: Number.NaN };
  return { priceCents: cents };
}

const SkuQuery = z.strictObject({
  sku: z.string().max(100),
  exclude_id: z.uuid('not a valid id').optional(),
});
const EmptyBody = z.strictObject({ empty_inventory: z.literal(true, 'must be true') });

/** The supplier's inventory table (supplier-side §2, §7). */
export const inventoryRoutes = new Hono<AppEnv>()
  .use('/inventory', requireAccountKind('supplier'))
  .use('/inventory/*', inventoryAreaGuard)
  .use('/suppliers/inventory', requireAccountKind('supplier'))
  .use('/suppliers/inventory/*', requireAccountKind('supplier'))
  .get('/inventory', async (c) => {
    const { db, now } = c.get('deps');
    const query = readQuery(c, ListQuery);
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
    return c.json({
      data: rows.map((r) => serializeInventoryRow(r, today)),
      page: query.page,
      per_page: query.per_page,
      total,
    });
  })
  .post('/inventory/bulk/:action', async (c) => {
    const { db, now } = c.get('deps');
    const { action } = parseWith(z.strictObject({ action: z.enum(BULK_ACTIONS) }), c.req.param());
    const { ids } = await readJson(c, IdsBody);
    const result = await applyBulkAction(db, {
      supplierAccountId: c.get('caller').account.id,
      action,
      ids,
      now: now(),
    });
    return c.json({
      ...result,
      message: `${result.updated} product${result.updated === 1 ? '' : 's'} updated.`,
    });
  })
  .post('/inventory/:id', async (c) => {
    const { db, now } = c.get('deps');
    const { id } = parseWith(IdParam, c.req.param());
    const change = inlineChange(await readJson(c, InlineBody));
    const updated = await updateListingInline(db, {
      supplierAccountId: c.get('caller').account.id,
      listingId: id,
      change,
      now: now(),
    });
    return c.json({
      id: updated.id,
      stock: updated.stock,
      price_cents: updated.packPriceCents,
      message: 'Product updated.',
    });
  })
  .delete('/inventory', async (c) => {
    const { ids } = await readJson(c, IdsBody);
    const result = await deleteListings(c.get('deps').db, {
      supplierAccountId: c.get('caller').account.id,
      ids,
    });
    return c.json({
      ...result,
      message: `${result.deleted} product${result.deleted === 1 ? '' : 's'} deleted.`,
    });
  })
  .delete('/suppliers/inventory', async (c) => {
    await readJson(c, EmptyBody);
    const result = await emptyInventory(c.get('deps').db, { supplierAccountId: c.get('caller').account.id });
    return c.json({ ...result, message: 'Your inventory has been emptied.' });
  })
  .get('/suppliers/inventory/validate_sku', async (c) => {
    const { sku, exclude_id } = readQuery(c, SkuQuery);
    const taken = await isSkuTaken(c.get('deps').db, c.get('caller').account.id, sku, exclude_id);
    return c.json({ valid: !taken, message: taken ? LISTING_MESSAGES.skuTaken : null });
  });
