/** Prices around a listing: the lowest supplier price of an NDC, and volume discounts (supplier-side §7, pharmacy-side §7). */
import { z } from 'zod';
import { replaceVolumeTiers } from '../../../services/inventory/volume-discounts.ts';
import {
  findActiveListing,
  findLowestPrice,
  findOwnListing,
  listVolumeTiers,
} from '../../../db/queries/inventory.ts';
import { normaliseNdc } from '../../../domain/catalog/ndc.ts';
import { volumePackPrice, volumeQuantityMessage } from '../../../domain/catalog/volume-discounts.ts';
import { notFound } from '../../../domain/errors.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { IdParam } from './schemas.ts';
import { money, MoneySchema, serializeTier, VolumeTierSchema } from './serializers.ts';

const area = 'inventory';

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
const TiersSchema = z.strictObject({ data: z.array(VolumeTierSchema) });

const lowestPriceRoute = defineRoute({
  method: 'get',
  path: '/products/lowest_price',
  area,
  access: 'any',
  summary: 'The lowest active supplier price of an NDC',
  request: { query: NdcQuery },
  responses: {
    200: jsonContent(z.strictObject({ ndc: z.string(), lowest_price: MoneySchema.nullable() }), 'The price'),
  },
});

const quantityMessageRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/volume_discounts/{id}/update_qty_message',
  area,
  access: ['pharmacy'],
  summary: 'What a quantity earns on a listing’s volume discounts',
  request: { params: IdParam, query: QuantityQuery },
  responses: {
    200: jsonContent(
      z.strictObject({ message: z.string(), pack_price: MoneySchema.nullable() }),
      'The message and the pack price at that quantity',
    ),
  },
  problems: [404],
});

const tiersRoute = defineRoute({
  method: 'get',
  path: '/inventory/{id}/volume_discounts',
  area,
  access: ['supplier'],
  summary: 'A listing’s volume discount tiers',
  request: { params: IdParam },
  responses: { 200: jsonContent(TiersSchema, 'The tiers') },
  problems: [404],
});

const replaceTiersRoute = defineRoute({
  method: 'put',
  path: '/inventory/{id}/volume_discounts',
  area,
  access: ['supplier'],
  summary: 'Replace a listing’s volume discount tiers',
  request: { params: IdParam, body: TiersBody },
  responses: { 200: jsonContent(TiersSchema, 'The tiers now, smallest quantity first') },
  problems: [404, 422],
});

export const pricingRoutes = createRouter();

addRoute(pricingRoutes, lowestPriceRoute, async (c) => {
  const { ndc } = c.req.valid('query');
  return c.json({ ndc, lowest_price: money(await findLowestPrice(c.get('deps').db, ndc)) }, 200);
});

addRoute(pricingRoutes, quantityMessageRoute, async (c) => {
  const { db } = c.get('deps');
  const { id } = c.req.valid('param');
  const { quantity } = c.req.valid('query');
  const listing = await findActiveListing(db, id);
  if (!listing) throw notFound('Product');
  const tiers = await listVolumeTiers(db, id);
  const body = {
    message: volumeQuantityMessage(listing.packPriceCents, quantity, tiers),
    pack_price: money(volumePackPrice(listing.packPriceCents, quantity, tiers)),
  };
  return c.json(body, 200);
});

addRoute(pricingRoutes, tiersRoute, async (c) => {
  const { db } = c.get('deps');
  const { id } = c.req.valid('param');
  if (!(await findOwnListing(db, c.get('caller').account.id, id))) throw notFound('Product');
  return c.json({ data: (await listVolumeTiers(db, id)).map(serializeTier) }, 200);
});

addRoute(pricingRoutes, replaceTiersRoute, async (c) => {
  const { id } = c.req.valid('param');
  const mapped = c.req
    .valid('json')
    .tiers.map((t) => ({ minQuantity: t.min_quantity, discountBp: t.discount_bp }));
  await replaceVolumeTiers(c.get('deps').db, {
    supplierAccountId: c.get('caller').account.id,
    listingId: id,
    tiers: mapped,
  });
  return c.json({ data: mapped.sort((a, b) => a.minQuantity - b.minQuantity).map(serializeTier) }, 200);
});
