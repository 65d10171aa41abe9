/**
 * Support's queue of p2p listings whose proof is not on file (issue 13, supplier-side §6 "Support:
 * notified about missing proofs of purchase"), the notice that tells a seller exactly what to
 * upload, and the images of a buyable p2p listing any pharmacy may see on its product page.
 */
import { z } from 'zod';
import { askSellerForProof } from '../../../../services/p2p/listings/missing-proofs.ts';
import { findBuyableListingImage, listMissingProofs } from '../../../../db/queries/p2p/seller-listings.ts';
import { formatNdc } from '../../../../domain/catalog/ndc.ts';
import { isoDate } from '../../../../domain/dates.ts';
import { DomainError, isDomainError, notFound } from '../../../../domain/errors.ts';
import { DOCUMENT_TYPES } from '../../../../domain/files/document-kind.ts';
import { missingProofParts } from '../../../../domain/p2p/listing-form.ts';
import { pageParam, perPageParam } from '../../../contract/paging.ts';
import { defineRoute, fileContent, jsonContent } from '../../../contract/route.ts';
import { addRoute, createRouter } from '../../../contract/router.ts';
import { sendStoredFile } from '../../../uploads/send-stored-file.ts';
import { FileParams, MissingProofPageSchema } from './schemas.ts';

/** The spec's failure text (supplier-side §8). */
export const MISSING_PROOFS_NOTIFICATION_ERROR = 'missing proofs of purchase notification error';

const queueRoute = defineRoute({
  method: 'get',
  path: '/support/missing_proofs',
  area: 'support',
  access: ['support'],
  summary: 'Active p2p listings whose proof of purchase or pedigree is not on file, with what is missing',
  request: { query: z.strictObject({ page: pageParam(), per_page: perPageParam(25, 100) }) },
  responses: { 200: jsonContent(MissingProofPageSchema, 'One page of the queue') },
});

const notifyRoute = defineRoute({
  method: 'post',
  path: '/support/missing_proofs/{listingId}/notify',
  area: 'support',
  access: ['support'],
  summary: 'Tell the seller exactly what to upload for the listing (once per listing per day)',
  request: { params: z.strictObject({ listingId: z.uuid('not a valid id') }) },
  responses: {
    200: jsonContent(z.strictObject({ message: z.string(), notified: z.boolean() }), 'The seller was told'),
  },
  problems: [404, 503],
});

const imageRoute = defineRoute({
  method: 'get',
  path: '/listings/{id}/images/{fileId}',
  area: 'products',
  access: ['pharmacy'],
  summary: 'An image of a p2p listing buyers may see',
  request: { params: FileParams },
  responses: { 200: fileContent(DOCUMENT_TYPES, 'The image') },
  problems: [404],
});

export const missingProofRoutes = createRouter();

addRoute(missingProofRoutes, queueRoute, async (c) => {
  const query = c.req.valid('query');
  const { rows, total } = await listMissingProofs(c.get('deps').db, {
    page: query.page,
    perPage: query.per_page,
  });
  const data = rows.map((row) => ({
    listing_id: row.listingId,
    ndc: formatNdc(row.ndc),
    name: row.name,
    lot: row.lot,
    stock: row.stock,
    seller_account_id: row.sellerAccountId,
    seller_name: row.sellerName,
    missing: missingProofParts(row),
    listed_at: row.createdAt.toISOString(),
  }));
  return c.json({ data, page: query.page, per_page: query.per_page, total }, 200);
});

addRoute(missingProofRoutes, notifyRoute, async (c) => {
  const { db, now } = c.get('deps');
  let notified: boolean;
  try {
    notified = await askSellerForProof(db, { listingId: c.req.valid('param').listingId, now: now() });
  } catch (error) {
    if (isDomainError(error)) throw error;
    throw new DomainError('SERVICE_UNAVAILABLE', MISSING_PROOFS_NOTIFICATION_ERROR, {
      message: String(error),
    });
  }
  const message = notified
    ? 'The seller was told what to upload.'
    : 'The seller was already told about this listing today.';
  return c.json({ message, notified }, 200);
});

addRoute(missingProofRoutes, imageRoute, async (c) => {
  const { db, now } = c.get('deps');
  const { id, fileId } = c.req.valid('param');
  const file = await findBuyableListingImage(db, id, fileId, isoDate(now()));
  if (!file) throw notFound('Image');
  return sendStoredFile(c, file);
});
