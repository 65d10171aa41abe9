/**
 * Support asks a seller for a listing's missing proof (POST /support/missing_proofs/{listingId}/notify,
 * issue 13): the seller's pane is told exactly what to upload, once per listing per day.
 */
import type { Database } from '../../../db/client.ts';
import { findMissingProof } from '../../../db/queries/p2p/seller-listings.ts';
import { isoDate } from '../../../domain/dates.ts';
import { notFound } from '../../../domain/errors.ts';
import { missingProofParts } from '../../../domain/p2p/listing-form.ts';
import { notifySellerOfMissingProof } from './listing-notices.ts';

/** Answers whether the seller was told now (false: already told today). */
export async function askSellerForProof(
  db: Database,
  input: { listingId: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await findMissingProof(tx, input.listingId);
    if (!row) throw notFound('Listing missing its proof');
    return notifySellerOfMissingProof(tx, {
      listingId: row.listingId,
      sellerAccountId: row.sellerAccountId,
      productName: row.name,
      missing: missingProofParts(row),
      day: isoDate(input.now),
    });
  });
}
