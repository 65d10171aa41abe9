/**
 * Saving a p2p listing (POST and PATCH /pharmacy/inventory, issue 13 part A): the server checks
 * the product (schedule II never, III–V with a DEA registration on file), the listing rules of
 * domain/p2p/listing-form.ts counting the files on file and the new ones, then writes the listing
 * (is_p2p, the seller's account, a generated SKU), its files and image changes in one transaction.
 * A listing saved without its proof tells support. The caller deletes the stored uploads when this
 * throws, so a refused save leaves nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, max } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { countLiveFiles } from '../../../db/queries/p2p/seller-listings.ts';
import { accounts, listingFiles, listings, pharmacyLicences, products } from '../../../db/schema/index.ts';
import { isoDate } from '../../../domain/dates.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import type { ListingFileKind, PrimaryChoice, SavedImageFlag } from '../../../domain/p2p/listing-files.ts';
import { controlledListingRefusal } from '../../../domain/p2p/controlled-substances.ts';
import {
  checkP2pListing,
  missingProofParts,
  normaliseQuality,
  readP2pMaxQty,
} from '../../../domain/p2p/listing-form.ts';
import type { FileStore, StoredUpload } from '../../../activities/ports/file-store.ts';
import { deleteQueuedFiles } from '../../../activities/files/delete-queued-files.ts';
import { removeFlaggedImages, settlePrimaryImage } from './listing-images.ts';
import { notifySupportOfMissingProof } from './listing-notices.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type NewListingFile = StoredUpload & { description?: string };
export type P2pListingInput = {
  sellerAccountId: string;
  userId: string;
  /** Absent on create. */
  listingId?: string;
  /** Required on create; the product of a saved listing does not change. */
  productId?: string;
  packPriceCents: number;
  stock: number;
  lot: string;
  expiryDate: string;
  p2pMaxQty: string;
  purchasedFrom: string;
  proofToFollow: boolean;
  quality: { identifier: string | null; description: string };
  files: Record<ListingFileKind, NewListingFile[]>;
  taxCertificateDescriptions: string[];
  savedImageFlags: SavedImageFlag[];
  primary: PrimaryChoice;
  now: Date;
};

async function deaExpiryOf(tx: Tx, accountId: string): Promise<string | null> {
  const [row] = await tx
    .select({ expiresOn: max(pharmacyLicences.expiresOn) })
    .from(pharmacyLicences)
    .where(and(eq(pharmacyLicences.accountId, accountId), eq(pharmacyLicences.kind, 'dea')));
  return row?.expiresOn ?? null;
}

async function loadTarget(tx: Tx, input: P2pListingInput) {
  if (input.listingId) {
    const [row] = await tx
      .select({ listing: listings, product: products })
      .from(listings)
      .innerJoin(products, eq(products.id, listings.productId))
      .where(
        and(
          eq(listings.id, input.listingId),
          eq(listings.supplierAccountId, input.sellerAccountId),
          eq(listings.isP2p, true),
        ),
      )
      .for('update', { of: listings });
    if (!row) throw notFound('Listing');
    return row;
  }
  const [product] = input.productId
    ? await tx.select().from(products).where(eq(products.id, input.productId))
    : [];
  if (!product)
    throw new DomainError('REQUEST_INVALID', 'Please choose a product.', {
      fields: { product_id: ['Please choose a product.'] },
    });
  return { listing: null, product };
}

function assertRules(
  input: P2pListingInput,
  target: Awaited<ReturnType<typeof loadTarget>>,
  onFile: Partial<Record<string, number>>,
  today: string,
  deaExpiresOn: string | null,
) {
  const refusal = controlledListingRefusal(target.product.deaSchedule, { deaExpiresOn }, today);
  if (refusal)
    throw new DomainError('LISTING_CONTROLLED_NOT_ALLOWED', refusal, { fields: { product_id: [refusal] } });
  const savedQualityFiles = normaliseQuality({ ...input.quality, files: 0 }).identifier
    ? (onFile.quality_identifier ?? 0)
    : 0;
  const errors = checkP2pListing(
    {
      packPriceCents: input.packPriceCents,
      stock: input.stock,
      lot: input.lot,
      expiryDate: input.expiryDate,
      p2pMaxQty: input.p2pMaxQty,
      purchasedFrom: input.purchasedFrom,
      proofOfPurchaseFiles: (onFile.proof_of_purchase ?? 0) + input.files.proof_of_purchase.length,
      pedigreeFiles: (onFile.pedigree ?? 0) + input.files.pedigree.length,
      proofToFollow: input.proofToFollow,
      quality: { ...input.quality, files: savedQualityFiles + input.files.quality_identifier.length },
      taxCertificates: input.taxCertificateDescriptions.map((description, i) => ({
        description,
        hasFile: input.files.tax_exempt_certificate[i] !== undefined,
      })),
    },
    target.product,
    today,
  );
  if (input.files.tax_exempt_certificate.length > input.taxCertificateDescriptions.length)
    (errors['tax_exempt_description'] ??= []).push('Please describe each tax-exempt resale certificate.');
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new DomainError('LISTING_INVALID', first, { fields: errors });
}

/**
 * Creates or updates the seller's p2p listing; answers its id and whether its proof is on file.
 * The files of images it removes are deleted once it commits (listing-images.ts dropImages).
 */
export async function saveP2pListing(deps: { db: Database; files: FileStore }, input: P2pListingInput) {
  const { dropped, ...saved } = await saveListingRows(deps.db, input);
  await deleteQueuedFiles(deps, dropped);
  return saved;
}

async function saveListingRows(db: Database, input: P2pListingInput) {
  const today = isoDate(input.now);
  return db.transaction(async (tx) => {
    const target = await loadTarget(tx, input);
    const onFile = target.listing ? await countLiveFiles(tx, target.listing.id) : {};
    assertRules(input, target, onFile, today, await deaExpiryOf(tx, input.sellerAccountId));
    const quality = normaliseQuality({ ...input.quality, files: 0 });
    const values = {
      packPriceCents: input.packPriceCents,
      stock: input.stock,
      lot: input.lot.trim(),
      expiryDate: input.expiryDate,
      p2pMaxQty: readP2pMaxQty(input.p2pMaxQty) as number | null,
      purchasedFrom: input.purchasedFrom.trim() || null,
      qualityIdentifier: quality.identifier,
      qualityDescription: quality.description,
      updatedAt: input.now,
    };
    const id = target.listing?.id ?? randomUUID();
    if (target.listing) {
      await tx.update(listings).set(values).where(eq(listings.id, id));
      if (!quality.identifier)
        await tx
          .update(listingFiles)
          .set({ removedAt: input.now })
          .where(and(eq(listingFiles.listingId, id), eq(listingFiles.kind, 'quality_identifier')));
    } else {
      await tx.insert(listings).values({
        ...values,
        id,
        supplierAccountId: input.sellerAccountId,
        productId: target.product.id,
        sku: `P2P-${id.slice(0, 8).toUpperCase()}`,
        isP2p: true,
        minQty: 1,
        returnable: false,
        active: true,
        createdAt: input.now,
      });
    }
    const dropped = await removeFlaggedImages(
      tx,
      { id, sellerAccountId: input.sellerAccountId },
      input.savedImageFlags,
      input.now,
    );
    const inserted = await insertFiles(tx, id, input);
    await settlePrimaryImage(tx, id, input.primary, inserted.image);
    const live = await countLiveFiles(tx, id);
    const missing = missingProofParts({
      purchasedFrom: values.purchasedFrom,
      proofOfPurchaseFiles: live.proof_of_purchase ?? 0,
      pedigreeFiles: live.pedigree ?? 0,
    });
    if (missing.length) {
      const [seller] = await tx
        .select({ name: accounts.name })
        .from(accounts)
        .where(eq(accounts.id, input.sellerAccountId));
      await notifySupportOfMissingProof(tx, {
        listingId: id,
        productName: target.product.name,
        sellerName: seller?.name ?? 'A seller',
        missing,
        day: today,
      });
    }
    return { id, proofOnFile: missing.length === 0, created: !target.listing, dropped };
  });
}

/** Inserts the new files of every kind; answers the new image ids in the order sent. */
export async function insertFiles(
  tx: Tx,
  listingId: string,
  input: Pick<P2pListingInput, 'files' | 'taxCertificateDescriptions' | 'quality' | 'userId' | 'now'>,
) {
  const image: string[] = [];
  for (const [kind, files] of Object.entries(input.files) as [ListingFileKind, NewListingFile[]][]) {
    for (const [i, file] of files.entries()) {
      const description =
        kind === 'tax_exempt_certificate'
          ? (input.taxCertificateDescriptions[i]?.trim() ?? null)
          : kind === 'quality_identifier'
            ? input.quality.description.trim() || null
            : null;
      const [row] = await tx
        .insert(listingFiles)
        .values({
          listingId,
          kind,
          fileKey: file.fileKey,
          fileName: file.fileName,
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          description,
          uploadedByUserId: input.userId,
          createdAt: input.now,
        })
        .returning({ id: listingFiles.id });
      if (kind === 'image') image.push(row!.id);
    }
  }
  return { image };
}
