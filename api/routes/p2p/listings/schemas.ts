/** JSON shapes of the p2p seller's listings and support's missing-proof queue (issue 13 part A). */
import { z } from 'zod';
import type { findSellerListing, SellerListingRow } from '../../../../db/queries/p2p/seller-listings.ts';
import { formatNdc } from '../../../../domain/catalog/ndc.ts';
import { isExpired, isShortDated } from '../../../../domain/catalog/short-dated.ts';
import { formatCents } from '../../../../domain/money.ts';

export const IdParam = z.strictObject({ id: z.uuid('not a valid id') });
export const FileParams = z.strictObject({ id: z.uuid('not a valid id'), fileId: z.uuid('not a valid id') });
export const MessageSchema = z.strictObject({ message: z.string() });

export const SellerListingSchema = z
  .strictObject({
    id: z.uuid(),
    product_id: z.uuid(),
    ndc: z.string(),
    name: z.string(),
    strength: z.string(),
    form: z.string(),
    package_size: z.string(),
    manufacturer: z.string(),
    sku: z.string(),
    price_cents: z.number().int(),
    price: z.string(),
    stock: z.number().int(),
    lot: z.string().nullable(),
    expiry_date: z.iso.date().nullable(),
    short_dated: z.boolean(),
    expired: z.boolean(),
    p2p_max_qty: z.number().int().nullable(),
    purchased_from: z.string().nullable(),
    quality_identifier: z.enum(['torn_pharmacy_label', 'other']).nullable(),
    quality_description: z.string().nullable(),
    active: z.boolean(),
    proof_on_file: z.boolean(),
    proof_updated_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'SellerListing' });

export const SellerListingPageSchema = z.strictObject({
  data: z.array(SellerListingSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

export const ListingFileSchema = z
  .strictObject({
    id: z.uuid(),
    kind: z.enum(['image', 'proof_of_purchase', 'pedigree', 'quality_identifier', 'tax_exempt_certificate']),
    name: z.string(),
    size_bytes: z.number().int(),
    content_type: z.string(),
    description: z.string().nullable(),
    primary: z.boolean(),
    removed: z.boolean(),
    /** The preview's status note: saved (on file), removed (kept, hidden), missing (its bytes are not in the store). */
    status: z.enum(['saved', 'removed', 'missing']),
    download_url: z.string(),
  })
  .meta({ id: 'ListingFile' });

export const SellerListingDetailSchema = SellerListingSchema.extend({
  files: z.array(ListingFileSchema),
}).meta({
  id: 'SellerListingDetail',
});

export const SaveAnswerSchema = z.strictObject({
  message: z.string(),
  id: z.uuid(),
  proof_on_file: z.boolean(),
});

export const ProofAnswerSchema = z.strictObject({
  message: z.string(),
  proof_on_file: z.boolean(),
  missing: z.array(z.enum(['purchased_from', 'proof_of_purchase', 'pedigree_documents'])),
  /** The modal's flag answered back: true = save and close, false = save and update (stay open). */
  close: z.boolean(),
});

export const InlineAnswerSchema = z.strictObject({
  id: z.uuid(),
  stock: z.number().int(),
  price_cents: z.number().int(),
  message: z.string(),
});

export const MissingProofSchema = z
  .strictObject({
    listing_id: z.uuid(),
    ndc: z.string(),
    name: z.string(),
    lot: z.string().nullable(),
    stock: z.number().int(),
    seller_account_id: z.uuid(),
    seller_name: z.string(),
    missing: z.array(z.enum(['purchased_from', 'proof_of_purchase', 'pedigree_documents'])),
    listed_at: z.iso.datetime(),
  })
  .meta({ id: 'MissingProof' });

export const MissingProofPageSchema = z.strictObject({
  data: z.array(MissingProofSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

/** A listing row as the contract shows it. */
export function serializeSellerListing(
  row: SellerListingRow,
  today: string,
): z.input<typeof SellerListingSchema> {
  return {
    id: row.id,
    product_id: row.productId,
    ndc: formatNdc(row.ndc),
    name: row.name,
    strength: row.strength,
    form: row.dosageForm,
    package_size: row.packageSize,
    manufacturer: row.manufacturer,
    sku: row.sku,
    price_cents: row.packPriceCents,
    price: formatCents(row.packPriceCents),
    stock: row.stock,
    lot: row.lot,
    expiry_date: row.expiryDate,
    short_dated: isShortDated(row.expiryDate, today),
    expired: isExpired(row.expiryDate, today),
    p2p_max_qty: row.p2pMaxQty,
    purchased_from: row.purchasedFrom,
    quality_identifier: row.qualityIdentifier,
    quality_description: row.qualityDescription,
    active: row.active,
    proof_on_file: row.proofOnFile,
    proof_updated_at: row.proofUpdatedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

type Detail = NonNullable<Awaited<ReturnType<typeof findSellerListing>>>;

/** A listing with its files, each with its download URL and status note. */
export function serializeSellerListingDetail(
  row: Detail,
  today: string,
  stored: ReadonlySet<string>,
): z.input<typeof SellerListingDetailSchema> {
  return {
    ...serializeSellerListing(row, today),
    files: row.files.map((f) => ({
      id: f.id,
      kind: f.kind,
      name: f.fileName,
      size_bytes: f.sizeBytes,
      content_type: f.contentType,
      description: f.description,
      primary: f.isPrimary,
      removed: f.removedAt !== null,
      status: f.removedAt !== null ? 'removed' : stored.has(f.id) ? 'saved' : 'missing',
      download_url: `/api/v1/pharmacy/inventory/${row.id}/files/${f.id}`,
    })),
  };
}
