/**
 * Deals (supplier-side §2: deal_modal, undeal_modal, configure_deals, bulk_deals, destroy_all), as
 * JSON under /api/v1 since the page paths belong to the SPA. A deal is the `is_deal` flag; its
 * optional price and dates are the listing's promotion modifiers (services/inventory/deals.ts).
 */
import { z } from 'zod';
import {
  configureDeals,
  destroyAllDeals,
  markListingAsDeal,
  unmarkListingAsDeal,
} from '../../../services/inventory/deals.ts';
import { findInventoryRows, findLowestPrice } from '../../../db/queries/inventory.ts';
import { isoDate } from '../../../domain/dates.ts';
import { notFound } from '../../../domain/errors.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import {
  BulkDealsBody,
  type DealSettingsBody,
  IdList,
  IdParam,
  MarkDealBody,
  toDealSettings,
} from './schemas.ts';
import { InventoryRowSchema, money, MoneySchema, serializeInventoryRow } from './serializers.ts';

export const UNDEAL_CONFIRM_TEXT = 'Are you sure you want to remove this product from your deals?';

const area = 'inventory';
const access = ['supplier'] as const;
const hasSettings = (body: z.infer<typeof MarkDealBody>): body is z.infer<typeof DealSettingsBody> =>
  'deal_price' in body;
const DealFlagSchema = z.strictObject({ id: z.uuid(), marked_as_deal: z.boolean(), message: z.string() });
const Updated = z.strictObject({ updated: z.number().int(), message: z.string() });

const dealModalRoute = defineRoute({
  method: 'get',
  path: '/suppliers/deal_modal/{id}',
  area,
  access,
  summary: 'A listing as the mark-as-deal modal shows it, with the lowest competing price',
  request: { params: IdParam },
  responses: {
    200: jsonContent(
      z.strictObject({ product: InventoryRowSchema, lowest_price: MoneySchema.nullable() }),
      'The listing and the lowest price',
    ),
  },
  problems: [404],
});

const markDealRoute = defineRoute({
  method: 'post',
  path: '/suppliers/deal_modal/{id}',
  area,
  access,
  summary: 'Mark a listing as deal, with or without a deal price and dates',
  request: { params: IdParam, body: MarkDealBody },
  responses: { 200: jsonContent(DealFlagSchema, 'Marked') },
  problems: [404, 422],
});

const undealModalRoute = defineRoute({
  method: 'get',
  path: '/suppliers/undeal_modal/{id}',
  area,
  access,
  summary: 'A listing as the remove-deal confirmation shows it',
  request: { params: IdParam },
  responses: {
    200: jsonContent(
      z.strictObject({ product: InventoryRowSchema, message: z.string() }),
      'The confirmation',
    ),
  },
  problems: [404],
});

const unmarkDealRoute = defineRoute({
  method: 'post',
  path: '/suppliers/undeal_modal/{id}',
  area,
  access,
  summary: 'Remove a listing from deals',
  request: { params: IdParam },
  responses: { 200: jsonContent(DealFlagSchema, 'Removed') },
  problems: [404],
});

const configureRoute = defineRoute({
  method: 'get',
  path: '/suppliers/configure_deals/{ids}',
  area,
  access,
  summary: 'Several listings (comma-separated ids) for configuring their deals at once',
  request: { params: z.strictObject({ ids: IdList(100) }) },
  responses: { 200: jsonContent(z.strictObject({ data: z.array(InventoryRowSchema) }), 'The listings') },
  problems: [404],
});

const bulkDealsRoute = defineRoute({
  method: 'post',
  path: '/suppliers/bulk_deals',
  area,
  access,
  summary: 'Mark several listings as deals, each with its own settings when given',
  request: { body: BulkDealsBody },
  responses: { 200: jsonContent(Updated, 'Marked') },
  problems: [404, 422],
});

const destroyAllRoute = defineRoute({
  method: 'delete',
  path: '/suppliers/bulk_deals/destroy_all',
  area,
  access,
  summary: 'Remove every deal of the supplier',
  responses: { 200: jsonContent(Updated, 'Removed') },
});

export const dealRoutes = createRouter();

addRoute(dealRoutes, dealModalRoute, async (c) => {
  const { db, now } = c.get('deps');
  const [row] = await findInventoryRows(db, c.get('caller').account.id, [c.req.valid('param').id]);
  if (!row) throw notFound('Product');
  const lowest = await findLowestPrice(db, row.ndc, row.id);
  return c.json({ product: serializeInventoryRow(row, isoDate(now())), lowest_price: money(lowest) }, 200);
});

addRoute(dealRoutes, markDealRoute, async (c) => {
  const { db, now } = c.get('deps');
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  await markListingAsDeal(db, {
    supplierAccountId: c.get('caller').account.id,
    listingId: id,
    settings: hasSettings(body) ? toDealSettings(body) : null,
    now: now(),
  });
  return c.json({ id, marked_as_deal: true, message: 'Product marked as deal.' }, 200);
});

addRoute(dealRoutes, undealModalRoute, async (c) => {
  const { db, now } = c.get('deps');
  const [row] = await findInventoryRows(db, c.get('caller').account.id, [c.req.valid('param').id]);
  if (!row) throw notFound('Product');
  return c.json({ product: serializeInventoryRow(row, isoDate(now())), message: UNDEAL_CONFIRM_TEXT }, 200);
});

addRoute(dealRoutes, unmarkDealRoute, async (c) => {
  const { db, now } = c.get('deps');
  const { id } = c.req.valid('param');
  await unmarkListingAsDeal(db, { supplierAccountId: c.get('caller').account.id, listingId: id, now: now() });
  return c.json({ id, marked_as_deal: false, message: 'Product removed from deals.' }, 200);
});

addRoute(dealRoutes, configureRoute, async (c) => {
  const { db, now } = c.get('deps');
  const unique = [...new Set(c.req.valid('param').ids)];
  const rows = await findInventoryRows(db, c.get('caller').account.id, unique);
  if (rows.length !== unique.length) throw notFound('Product');
  const today = isoDate(now());
  return c.json({ data: rows.map((r) => serializeInventoryRow(r, today)) }, 200);
});

addRoute(dealRoutes, bulkDealsRoute, async (c) => {
  const { db, now } = c.get('deps');
  const { ids, deals = {} } = c.req.valid('json');
  const settings = Object.fromEntries(Object.entries(deals).map(([id, s]) => [id, toDealSettings(s)]));
  const result = await configureDeals(db, {
    supplierAccountId: c.get('caller').account.id,
    ids,
    deals: settings,
    now: now(),
  });
  const plural = result.updated === 1 ? '' : 's';
  return c.json({ ...result, message: `${result.updated} product${plural} marked as deals.` }, 200);
});

addRoute(dealRoutes, destroyAllRoute, async (c) => {
  const { db, now } = c.get('deps');
  const result = await destroyAllDeals(db, { supplierAccountId: c.get('caller').account.id, now: now() });
  return c.json({ ...result, message: 'All deals removed.' }, 200);
});
