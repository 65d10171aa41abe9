/**
 * The proof-of-purchase upload modal (PATCH /api/v1/inventory/{id}/update_proof_of_purchase,
 * pharmacy-side §2, supplier-side §7): new proof of purchase and pedigree files, and optionally
 * where the stock was purchased, added to the seller's p2p listing in one transaction; the
 * listing's proof_updated_at is set (the spec's "proof of purchase or condition was updated" flag).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { countLiveFiles } from '../../../db/queries/p2p/seller-listings.ts';
import { listings } from '../../../db/schema/index.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { missingProofParts, P2P_LISTING_MESSAGES } from '../../../domain/p2p/listing-form.ts';
import type { FileStore } from '../../../activities/ports/file-store.ts';
import { deleteQueuedFiles } from '../../../activities/files/delete-queued-files.ts';
import { dropImages } from './listing-images.ts';
import { insertFiles, type NewListingFile } from './save-listing.ts';

export type ProofUpdateInput = {
  sellerAccountId: string;
  userId: string;
  listingId: string;
  purchasedFrom: string | null;
  proofOfPurchase: NewListingFile[];
  pedigree: NewListingFile[];
  now: Date;
};

/** Adds the proof files; answers what is still missing (empty when the proof is now on file). */
export async function updateProofOfPurchase(db: Database, input: ProofUpdateInput) {
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: listings.id, purchasedFrom: listings.purchasedFrom })
      .from(listings)
      .where(
        and(
          eq(listings.id, input.listingId),
          eq(listings.supplierAccountId, input.sellerAccountId),
          eq(listings.isP2p, true),
        ),
      )
      .for('update');
    if (!listing) throw notFound('Listing');
    if (input.proofOfPurchase.length + input.pedigree.length === 0 && !input.purchasedFrom?.trim())
      throw new DomainError('REQUEST_INVALID', P2P_LISTING_MESSAGES.proofOfPurchase, {
        fields: { proof_of_purchase: [P2P_LISTING_MESSAGES.proofOfPurchase] },
      });
    const purchasedFrom = input.purchasedFrom?.trim() || listing.purchasedFrom;
    await tx
      .update(listings)
      .set({ purchasedFrom, proofUpdatedAt: input.now, updatedAt: input.now })
      .where(eq(listings.id, listing.id));
    await insertFiles(tx, listing.id, {
      files: {
        image: [],
        proof_of_purchase: input.proofOfPurchase,
        pedigree: input.pedigree,
        quality_identifier: [],
        tax_exempt_certificate: [],
      },
      taxCertificateDescriptions: [],
      quality: { identifier: null, description: '' },
      userId: input.userId,
      now: input.now,
    });
    const live = await countLiveFiles(tx, listing.id);
    return missingProofParts({
      purchasedFrom,
      proofOfPurchaseFiles: live.proof_of_purchase ?? 0,
      pedigreeFiles: live.pedigree ?? 0,
    });
  });
}

/**
 * Takes the seller's p2p listing off sale. Its proof and pedigree stay (records of what was
 * bought); its images go with their files while no order names it (listing-images.ts dropImages).
 */
export async function deactivateP2pListing(
  deps: { db: Database; files: FileStore },
  input: { sellerAccountId: string; listingId: string; now: Date },
): Promise<void> {
  const dropped = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(listings)
      .set({ active: false, updatedAt: input.now })
      .where(
        and(
          eq(listings.id, input.listingId),
          eq(listings.supplierAccountId, input.sellerAccountId),
          eq(listings.isP2p, true),
        ),
      )
      .returning({ id: listings.id });
    if (rows.length === 0) throw notFound('Listing');
    return dropImages(tx, { id: input.listingId, sellerAccountId: input.sellerAccountId }, 'all', input.now);
  });
  await deleteQueuedFiles(deps, dropped);
}
