/**
 * The p2p seller's inventory (issue 13 part A, supplier-side §2, §7): the list, one listing with
 * its files, the inline stock or price edit (POST /pharmacy/inventory/{id}/update_inline),
 * deactivating, and downloading a listing's file. Approved sellers only; every query is scoped to
 * the seller's account, so another seller's listing is 404.
 */
import { z } from 'zod';
import { updateListingInline } from '../../../../services/inventory/update-inline.ts';
import { deactivateP2pListing } from '../../../../services/p2p/listings/update-proof.ts';
import {
  findSellerListing,
  findSellerListingFile,
  listSellerListings,
} from '../../../../db/queries/p2p/seller-listings.ts';
import { readPriceText } from '../../../../domain/catalog/listing-rules.ts';
import { SORT_KEYS } from '../../../../domain/catalog/sorting.ts';
import { isoDate } from '../../../../domain/dates.ts';
import { DomainError, notFound } from '../../../../domain/errors.ts';
import { DOCUMENT_TYPES } from '../../../../domain/files/document-kind.ts';
import { pageParam, perPageParam } from '../../../contract/paging.ts';
import { defineRoute, fileContent, jsonContent } from '../../../contract/route.ts';
import { addRoute, createRouter } from '../../../contract/router.ts';
import { sendStoredFile } from '../../../uploads/send-stored-file.ts';
import {
  FileParams,
  IdParam,
  InlineAnswerSchema,
  MessageSchema,
  SellerListingDetailSchema,
  SellerListingPageSchema,
  serializeSellerListing,
  serializeSellerListingDetail,
} from './schemas.ts';
import { requireApprovedSeller } from './seller-only.ts';

const area = 'p2p';
const access = ['pharmacy'] as const;
const middleware = [requireApprovedSeller()];

const ListQuery = z.strictObject({
  page: pageParam(),
  per_page: perPageParam(25, 100),
  sort: z.enum([...SORT_KEYS, 'name']).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  keywords: z.string().max(100).optional(),
});

/** `stock` (blank becomes 0) or `price` as typed, the same as the supplier's inline edit. */
const InlineBody = z.union([
  z.strictObject({
    stock: z.union([z.string().max(12), z.number().int().min(-1).max(10_000_000), z.null()]),
  }),
  z.strictObject({ price: z.string().max(20) }),
]);

const listRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/inventory',
  area,
  access,
  middleware,
  summary: 'The seller’s p2p listings, searchable by keywords, sorted by the spec’s keys, paged',
  request: { query: ListQuery },
  responses: { 200: jsonContent(SellerListingPageSchema, 'One page of listings') },
});

const showRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/inventory/{id}',
  area,
  access,
  middleware,
  summary: 'One of the seller’s p2p listings with its files',
  request: { params: IdParam },
  responses: { 200: jsonContent(SellerListingDetailSchema, 'The listing') },
  problems: [404],
});

const inlineRoute = defineRoute({
  method: 'post',
  path: '/pharmacy/inventory/{id}/update_inline',
  area,
  access,
  middleware,
  summary: 'Change one p2p listing’s stock or price in place (the pack-price caps apply)',
  request: { params: IdParam, body: InlineBody },
  responses: { 200: jsonContent(InlineAnswerSchema, 'The listing’s stock and price now') },
  problems: [404, 422],
});

const deleteRoute = defineRoute({
  method: 'delete',
  path: '/pharmacy/inventory/{id}',
  area,
  access,
  middleware,
  summary:
    'Take a p2p listing off sale (its proof and pedigree are kept as records; its images are deleted unless it was ordered)',
  request: { params: IdParam },
  responses: { 200: jsonContent(MessageSchema, 'Deactivated') },
  problems: [404],
});

const fileRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/inventory/{id}/files/{fileId}',
  area,
  access,
  middleware,
  summary: 'Download one file of the seller’s p2p listing',
  request: { params: FileParams },
  responses: { 200: fileContent(DOCUMENT_TYPES, 'The PDF or image') },
  problems: [404],
});

export const sellerListingRoutes = createRouter();

addRoute(sellerListingRoutes, listRoute, async (c) => {
  const { db, now } = c.get('deps');
  const query = c.req.valid('query');
  const { rows, total } = await listSellerListings(db, c.get('caller').account.id, {
    page: query.page,
    perPage: query.per_page,
    sort: query.sort,
    direction: query.direction,
    q: query.keywords,
  });
  const today = isoDate(now());
  return c.json(
    {
      data: rows.map((row) => serializeSellerListing(row, today)),
      page: query.page,
      per_page: query.per_page,
      total,
    },
    200,
  );
});

addRoute(sellerListingRoutes, showRoute, async (c) => {
  const { db, now, ports } = c.get('deps');
  const row = await findSellerListing(db, c.get('caller').account.id, c.req.valid('param').id);
  if (!row) throw notFound('Listing');
  // A file whose bytes the store no longer has is shown as missing, so the seller can upload it again.
  const found = await Promise.all(
    row.files.map((f) =>
      ports.files.size(f.fileKey).then(
        () => f.id,
        () => null,
      ),
    ),
  );
  const stored = new Set(found.filter((id): id is string => id !== null));
  return c.json(serializeSellerListingDetail(row, isoDate(now()), stored), 200);
});

addRoute(sellerListingRoutes, inlineRoute, async (c) => {
  const { db, now } = c.get('deps');
  const body = c.req.valid('json');
  const id = c.req.valid('param').id;
  const accountId = c.get('caller').account.id;
  if (!(await findSellerListing(db, accountId, id))) throw notFound('Listing');
  let change: { stock: string | number | null } | { priceCents: number };
  if ('stock' in body) change = { stock: body.stock };
  else {
    const price = readPriceText(body.price);
    if (!price.ok)
      throw new DomainError('LISTING_INVALID', price.message, { fields: { price: [price.message] } });
    change = { priceCents: price.cents };
  }
  const updated = await updateListingInline(db, {
    supplierAccountId: accountId,
    listingId: id,
    change,
    now: now(),
  });
  return c.json(
    {
      id: updated.id,
      stock: updated.stock,
      price_cents: updated.packPriceCents,
      message: 'The listing was updated.',
    },
    200,
  );
});

addRoute(sellerListingRoutes, deleteRoute, async (c) => {
  const { db, ports, now } = c.get('deps');
  await deactivateP2pListing(
    { db, files: ports.files },
    {
      sellerAccountId: c.get('caller').account.id,
      listingId: c.req.valid('param').id,
      now: now(),
    },
  );
  return c.json({ message: 'The listing was taken off sale.' }, 200);
});

addRoute(sellerListingRoutes, fileRoute, async (c) => {
  const { id, fileId } = c.req.valid('param');
  const file = await findSellerListingFile(c.get('deps').db, c.get('caller').account.id, id, fileId);
  if (!file) throw notFound('File');
  return sendStoredFile(c, file);
});
