/**
 * The authorization matrix's rules for issue 13 part A: the p2p seller's listings, support's
 * missing-proof queue and the images of buyable p2p listings. The seller's routes belong to
 * approved sellers, so the matrix's two pharmacies are approved (once, before the first of these
 * rules runs); each rule's listing is a fresh p2p listing of the owner with a stored file.
 */
import { randomUUID } from 'node:crypto';
import { newFileKey } from '../../../activities/ports/file-store.ts';
import { listingFiles } from '../../../db/schema/index.ts';
import { insertListing, insertProduct } from '../../harness/catalog-fixtures.ts';
import { approveSeller, pdfBytes, pngBytes } from '../../harness/p2p-seller.ts';
import {
  accountIdOf,
  KIND,
  userIdOf,
  whose,
  type Role,
  type Scope,
} from './authorization-matrix-fixtures.ts';
import { t, type RouteRule } from './authorization-matrix-context.ts';
import { bundleBody } from './authorization-matrix-rules-offers.ts';

let approved: Promise<void> | undefined;
/** The demo pharmacy and Riverside Drug as approved sellers (idempotent). */
function approveMatrixSellers(): Promise<void> {
  approved ??= (async () => {
    for (const role of ['pharmacy', 'seller'] as const)
      await approveSeller(t.db, { accountId: accountIdOf(role), userId: userIdOf(role) });
  })();
  return approved;
}

/** A fresh p2p listing of the account of `whose(role, scope)`, with its proof on file and one image. */
async function p2pListingOf(role: Role, scope: Scope, proof = true) {
  await approveMatrixSellers();
  const owner = whose(role, scope);
  if (KIND[owner] !== 'pharmacy') return { id: randomUUID(), imageId: randomUUID() };
  const product = await insertProduct(t.db);
  const listing = await insertListing(t.db, product.id, {
    supplierAccountId: accountIdOf(owner),
    isP2p: true,
    lot: 'MX-1',
    purchasedFrom: proof ? 'Keystone Wholesale' : null,
  });
  const kinds = proof ? (['image', 'proof_of_purchase', 'pedigree'] as const) : (['image'] as const);
  let imageId: string = randomUUID();
  for (const kind of kinds) {
    const image = kind === 'image';
    const fileKey = newFileKey('listing_files', image ? 'png' : 'pdf');
    const sizeBytes = await t.ports.files.put(fileKey, image ? pngBytes() : pdfBytes());
    const [row] = await t.db
      .insert(listingFiles)
      .values({
        listingId: listing.id,
        kind,
        fileKey,
        fileName: image ? 'front.png' : 'proof.pdf',
        contentType: image ? 'image/png' : 'application/pdf',
        sizeBytes,
        isPrimary: image,
      })
      .returning({ id: listingFiles.id });
    if (image) imageId = row!.id;
  }
  return { id: listing.id, imageId };
}

function listingForm(productId: string | null) {
  const form = new FormData();
  const fields: Record<string, string> = {
    price: '20.00',
    stock: '3',
    lot: 'MX-2',
    expiry_date: '2028-01-31',
    purchased_from: 'Keystone Wholesale',
  };
  if (productId) fields.product_id = productId;
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.append('proof_of_purchase[]', new Blob([pdfBytes()]), 'invoice.pdf');
  form.append('pedigree_documents[]', new Blob([pdfBytes()]), 'pedigree.pdf');
  return form;
}

function proofForm() {
  const form = new FormData();
  form.set('save_and_close', '1');
  form.append('proof_of_purchase[]', new Blob([pdfBytes()]), 'invoice.pdf');
  return form;
}

const own =
  (make: (role: Role, scope: Scope) => Promise<{ id: string }>) => async (role: Role, scope: Scope) => ({
    id: (await make(role, scope)).id,
  });

/** Issue 13 part A: the seller's listings, the missing-proof queue, buyable listing images. */
export const P2P_LISTING_RULES: Record<string, RouteRule> = {
  'GET /api/v1/pharmacy/inventory': {
    access: ['pharmacy'],
    sample: async () => (await approveMatrixSellers(), {}),
  },
  // A pharmacy sends bundle offers as an approved p2p seller (issue 13); listed here, after the
  // become-seller rules, because approving the matrix's pharmacies ends their registrations.
  'GET /api/v1/bundle_offers/new': {
    access: ['supplier', 'pharmacy'],
    sample: async () => (await approveMatrixSellers(), {}),
  },
  'POST /api/v1/bundle_offers': {
    access: ['supplier', 'pharmacy'],
    sample: async (role) => (await approveMatrixSellers(), { body: await bundleBody(role) }),
  },
  'GET /api/v1/pharmacy/catalog/suggestions': {
    access: ['pharmacy'],
    sample: async () => (await approveMatrixSellers(), { query: { keyword: 'zen' } }),
  },
  'POST /api/v1/pharmacy/inventory': {
    access: ['pharmacy'],
    sample: async () => {
      await approveMatrixSellers();
      return { body: listingForm((await insertProduct(t.db)).id) };
    },
  },
  'GET /api/v1/pharmacy/inventory/:id': {
    access: ['pharmacy'],
    scoped: true,
    params: own((role, scope) => p2pListingOf(role, scope)),
  },
  'PATCH /api/v1/pharmacy/inventory/:id': {
    access: ['pharmacy'],
    scoped: true,
    sample: async (role, scope) => ({
      params: { id: (await p2pListingOf(role, scope)).id },
      body: listingForm(null),
    }),
  },
  'DELETE /api/v1/pharmacy/inventory/:id': {
    access: ['pharmacy'],
    scoped: true,
    params: own((role, scope) => p2pListingOf(role, scope)),
  },
  'POST /api/v1/pharmacy/inventory/:id/update_inline': {
    access: ['pharmacy'],
    scoped: true,
    params: own((role, scope) => p2pListingOf(role, scope)),
    body: { stock: '5' },
  },
  'GET /api/v1/pharmacy/inventory/:id/files/:fileId': {
    access: ['pharmacy'],
    scoped: true,
    params: async (role, scope) => {
      const listing = await p2pListingOf(role, scope);
      return { id: listing.id, fileId: listing.imageId };
    },
  },
  'PATCH /api/v1/inventory/:id/update_proof_of_purchase': {
    access: ['pharmacy'],
    scoped: true,
    sample: async (role, scope) => ({
      params: { id: (await p2pListingOf(role, scope)).id },
      body: proofForm(),
    }),
  },
  'GET /api/v1/listings/:id/images/:fileId': {
    access: ['pharmacy'],
    params: async (role) => {
      const listing = await p2pListingOf(role === 'seller' ? 'pharmacy' : 'seller', 'own');
      return { id: listing.id, fileId: listing.imageId };
    },
  },
  'GET /api/v1/support/missing_proofs': { access: ['support'] },
  'POST /api/v1/support/missing_proofs/:listingId/notify': {
    access: ['support'],
    params: async (role) => ({
      listingId: KIND[role] === 'support' ? (await p2pListingOf('seller', 'own', false)).id : randomUUID(),
    }),
  },
};
