import { Hono } from 'hono';
import { z } from 'zod';
import { replaceVolumeTiers } from '../../activities/inventory/volume-discounts.ts';
import {
  findActiveListing,
  findLowestPrice,
  findOwnListing,
  listVolumeTiers,
} from '../../db/queries/inventory.ts';
import { normaliseNdc } from '../../domain/catalog/ndc.ts';
import { volumeQuantityMessage, volumePackPrice } from '../../domain/catalog/volume-discounts.ts';
import { notFound } from '../../domain/errors.ts';
import type { AppEnv } from '../context.ts';
import { inventoryAreaGuard } from '../middleware/inventory-area-guard.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { parseWith, readJson, readQuery } from '../validation.ts';
import { IdParam } from './inventory.ts';
import { money } from './inventory-serializers.ts';

const NdcQuery = z.strictObject({
  ndc: z
    .string()
    .max(20)
    .transform(
      (text, ctx) =>
        normaliseNdc(text) ?? (ctx.addIssue({ code: 'custom', message: 'is not a valid NDC' }), z.NEVER),
    ),
});
const QuantityQuery = z.strictObject({
  quantity: z.coerce.number().int('must be a whole number').min(1).max(100_000),
});
const TiersBody = z.strictObject({
  tiers: z
    .array(
      z.strictObject({
        min_quantity: z.number().int().min(2).max(100_000),
        discount_bp: z.number().int().min(1).max(9_999),
      }),
    )
    .max(20),
});

const serializeTier = (t: { minQuantity: number; discountBp: number }) => ({
  min_quantity: t.minQuantity,
  discount_bp: t.discountBp,
  discount_percent: t.discountBp / 100,
});

/** Prices around a listing: the lowest supplier price of an NDC and volume discounts. */
export const inventoryPricingRoutes = new Hono<AppEnv>()
  .use('/pharmacy/volume_discounts/*', requireAccountKind('pharmacy'))
  .use('/inventory/*', inventoryAreaGuard)
  // Supplier-side §7: any signed-in caller may ask for the lowest active price of an NDC.
  .get('/products/lowest_price', async (c) => {
    const { ndc } = readQuery(c, NdcQuery);
    return c.json({ ndc, lowest_price: money(await findLowestPrice(c.get('deps').db, ndc)) });
  })
  // Pharmacy-side §7: what a quantity earns on a listing any buyer can see (active listings only).
  .get('/pharmacy/volume_discounts/:id/update_qty_message', async (c) => {
    const { db } = c.get('deps');
    const { id } = parseWith(IdParam, c.req.param());
    const { quantity } = readQuery(c, QuantityQuery);
    const listing = await findActiveListing(db, id);
    if (!listing) throw notFound('Product');
    const tiers = await listVolumeTiers(db, id);
    return c.json({
      message: volumeQuantityMessage(listing.packPriceCents, quantity, tiers),
      pack_price: money(volumePackPrice(listing.packPriceCents, quantity, tiers)),
    });
  })
  .get('/inventory/:id/volume_discounts', async (c) => {
    const { db } = c.get('deps');
    const { id } = parseWith(IdParam, c.req.param());
    if (!(await findOwnListing(db, c.get('caller').account.id, id))) throw notFound('Product');
    return c.json({ data: (await listVolumeTiers(db, id)).map(serializeTier) });
  })
  .put('/inventory/:id/volume_discounts', async (c) => {
    const { db } = c.get('deps');
    const { id } = parseWith(IdParam, c.req.param());
    const { tiers } = await readJson(c, TiersBody);
    const mapped = tiers.map((t) => ({ minQuantity: t.min_quantity, discountBp: t.discount_bp }));
    await replaceVolumeTiers(db, {
      supplierAccountId: c.get('caller').account.id,
      listingId: id,
      tiers: mapped,
    });
    return c.json({ data: mapped.sort((a, b) => a.minQuantity - b.minQuantity).map(serializeTier) });
  });
