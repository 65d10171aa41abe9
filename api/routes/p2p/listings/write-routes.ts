/**
 * Writing the p2p seller's listings (issue 13 part A): `POST /pharmacy/inventory` and
 * `PATCH /pharmacy/inventory/{id}` (multipart: fields and files, supplier-side §3, §5) and the
 * proof-of-purchase modal's `PATCH /inventory/{id}/update_proof_of_purchase`. A refused request
 * leaves no listing and no stored file: the stored uploads are deleted when the save throws.
 */
import type { Context } from 'hono';
import { saveP2pListing } from '../../../../services/p2p/listings/save-listing.ts';
import { updateProofOfPurchase } from '../../../../services/p2p/listings/update-proof.ts';
import { normaliseQuality } from '../../../../domain/p2p/listing-form.ts';
import type { AppEnv } from '../../../context.ts';
import { defineRoute, jsonContent } from '../../../contract/route.ts';
import { addRoute, createRouter } from '../../../contract/router.ts';
import { discardUploads, type MultipartForm } from '../../../uploads/read-form.ts';
import { listingInputOf, PROOF_FORM, receiveListingForm } from './read-listing-form.ts';
import { IdParam, ProofAnswerSchema, SaveAnswerSchema } from './schemas.ts';
import { requireApprovedSeller } from './seller-only.ts';

const area = 'p2p';
const access = ['pharmacy'] as const;
const middleware = [requireApprovedSeller()];

export const LISTING_UPLOAD_PATH = '/api/v1/pharmacy/inventory';
export const LISTING_UPLOAD_PATTERNS = [
  /^\/api\/v1\/pharmacy\/inventory\/[^/]+$/,
  /^\/api\/v1\/inventory\/[^/]+\/update_proof_of_purchase$/,
];

const listingParts = {
  product_id: { type: 'text', description: 'The product (create only)' },
  price: { type: 'text', description: 'Pack price as typed (12.50)' },
  stock: { type: 'text', description: 'Packs in stock (blank is 0)' },
  lot: { type: 'text', description: 'Lot number' },
  expiry_date: { type: 'text', description: 'Expiry date, YYYY-MM-DD or MM-DD-YYYY' },
  p2p_max_qty: { type: 'text', description: 'Most packs one order may take; empty for no limit' },
  purchased_from: { type: 'text', description: 'Where the stock was bought (required)' },
  proof_to_follow: { type: 'text', description: '1: save now, proof later (not buyable until then)' },
  quality_identifier: { type: 'text', description: 'torn_pharmacy_label, other, or empty (cleared)' },
  quality_description: { type: 'text', description: 'Required with a quality identifier' },
  'tax_exempt_description[]': {
    type: 'text',
    description: 'One per tax-exempt resale certificate, in order',
  },
  'primary_image[]': {
    type: 'text',
    description: 'Per saved image <id>:0 (kept, not primary) or <id>:1 (removed)',
  },
  primary: { type: 'text', description: 'The primary image: saved:<id> or new:<position among image[]>' },
  'image[]': { type: 'file', description: 'PNG, JPEG or GIF, ≤ 10 MB each' },
  'proof_of_purchase[]': { type: 'file', description: 'PDF or image, ≤ 10 MB each' },
  'pedigree_documents[]': { type: 'file', description: 'PDF under 5 MB each' },
  quality_identifier_file: { type: 'file', description: 'PDF or image of the quality identifier, ≤ 10 MB' },
  'tax_exempt_certificate[]': { type: 'file', description: 'PDF or image, ≤ 10 MB each' },
} as const;

const createRouteSpec = defineRoute({
  method: 'post',
  path: '/pharmacy/inventory',
  rateLimit: 'documents',
  area,
  access,
  middleware,
  summary: 'List a product for other pharmacies (p2p) with its proof, pedigree and images',
  request: { upload: listingParts },
  responses: { 201: jsonContent(SaveAnswerSchema, 'Listed') },
  problems: [422],
});

const updateRouteSpec = defineRoute({
  method: 'patch',
  path: '/pharmacy/inventory/{id}',
  rateLimit: 'documents',
  area,
  access,
  middleware,
  summary: 'Change a p2p listing, add files, mark saved images removed, choose the primary image',
  request: { params: IdParam, upload: listingParts },
  responses: { 200: jsonContent(SaveAnswerSchema, 'Saved') },
  problems: [404, 422],
});

const proofRouteSpec = defineRoute({
  method: 'patch',
  path: '/inventory/{id}/update_proof_of_purchase',
  rateLimit: 'documents',
  area,
  access,
  middleware,
  summary: 'Add proof of purchase and pedigree files to a p2p listing (the proof-of-purchase modal)',
  request: {
    params: IdParam,
    upload: {
      purchased_from: { type: 'text', description: 'Where the stock was bought, when not yet on file' },
      save_and_close: {
        type: 'text',
        description: '1: save and close; 0: save and update (the modal stays)',
      },
      'proof_of_purchase[]': { type: 'file', description: 'PDF or image, ≤ 10 MB each' },
      'pedigree_documents[]': { type: 'file', description: 'PDF under 5 MB each' },
    },
  },
  responses: { 200: jsonContent(ProofAnswerSchema, 'Saved') },
  problems: [404],
});

/** Runs the save; whatever it refuses, the form's stored files are deleted. */
async function keepingFilesOnlyIfSaved<T>(c: Context<AppEnv>, form: MultipartForm, save: () => Promise<T>) {
  try {
    return await save();
  } catch (error) {
    await discardUploads(c.get('deps').ports.files, form);
    throw error;
  }
}

/** Quality files sent while the identifier is cleared are not kept (supplier-side §5: cleared). */
async function dropClearedQualityFiles(c: Context<AppEnv>, form: MultipartForm) {
  const identifier = form.fields.quality_identifier?.[0] ?? null;
  if (normaliseQuality({ identifier, description: '', files: 0 }).identifier) return;
  const dropped = form.files.quality_identifier_file ?? [];
  delete form.files.quality_identifier_file;
  await discardUploads(c.get('deps').ports.files, { ...form, files: { dropped } });
}

const SAVED = (proofOnFile: boolean) =>
  proofOnFile
    ? 'Your listing was saved.'
    : 'Your listing was saved. It is not offered to buyers until its proof of purchase and pedigree are on file.';

export const sellerWriteRoutes = createRouter();

addRoute(sellerWriteRoutes, createRouteSpec, async (c) => {
  const { db, now } = c.get('deps');
  const caller = c.get('caller');
  const form = await receiveListingForm(c);
  const saved = await keepingFilesOnlyIfSaved(c, form, async () => {
    await dropClearedQualityFiles(c, form);
    const input = listingInputOf(form, {
      sellerAccountId: caller.account.id,
      userId: caller.user.id,
      now: now(),
    });
    return saveP2pListing({ db, files: c.get('deps').ports.files }, input);
  });
  return c.json({ message: SAVED(saved.proofOnFile), id: saved.id, proof_on_file: saved.proofOnFile }, 201);
});

addRoute(sellerWriteRoutes, updateRouteSpec, async (c) => {
  const { db, now } = c.get('deps');
  const caller = c.get('caller');
  const listingId = c.req.valid('param').id;
  const form = await receiveListingForm(c);
  const saved = await keepingFilesOnlyIfSaved(c, form, async () => {
    await dropClearedQualityFiles(c, form);
    const base = { sellerAccountId: caller.account.id, userId: caller.user.id, now: now(), listingId };
    return saveP2pListing({ db, files: c.get('deps').ports.files }, listingInputOf(form, base));
  });
  return c.json({ message: SAVED(saved.proofOnFile), id: saved.id, proof_on_file: saved.proofOnFile }, 200);
});

addRoute(sellerWriteRoutes, proofRouteSpec, async (c) => {
  const { db, now } = c.get('deps');
  const caller = c.get('caller');
  const form = await receiveListingForm(c, PROOF_FORM);
  const close = form.fields.save_and_close?.[0] === '1';
  const missing = await keepingFilesOnlyIfSaved(c, form, () =>
    updateProofOfPurchase(db, {
      sellerAccountId: caller.account.id,
      userId: caller.user.id,
      listingId: c.req.valid('param').id,
      purchasedFrom: form.fields.purchased_from?.[0] ?? null,
      proofOfPurchase: form.files['proof_of_purchase[]'] ?? [],
      pedigree: form.files['pedigree_documents[]'] ?? [],
      now: now(),
    }),
  );
  const message = missing.length
    ? 'The files were saved; the proof is not complete yet.'
    : 'The proof of purchase was saved.';
  return c.json({ message, proof_on_file: missing.length === 0, missing, close }, 200);
});
