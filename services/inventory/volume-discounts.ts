import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { volumeDiscounts } from '../../db/schema/index.ts';
import type { VolumeTier } from '../../domain/catalog/volume-discounts.ts';
import { DomainError } from '../../domain/errors.ts';
import { loadOwnListing } from './listing-draft.ts';

export const DUPLICATE_TIER_MESSAGE = 'Each volume discount needs its own quantity.';

/** Replaces a listing's volume discount tiers (pharmacy-side §7 update_qty_message reads them). */
export async function replaceVolumeTiers(
  db: Database,
  input: { supplierAccountId: string; listingId: string; tiers: VolumeTier[] },
) {
  const quantities = input.tiers.map((t) => t.minQuantity);
  if (new Set(quantities).size !== quantities.length) {
    throw new DomainError('LISTING_INVALID', DUPLICATE_TIER_MESSAGE, {
      fields: { tiers: [DUPLICATE_TIER_MESSAGE] },
    });
  }
  await db.transaction(async (tx) => {
    const row = await loadOwnListing(tx, input.supplierAccountId, input.listingId);
    await tx.delete(volumeDiscounts).where(eq(volumeDiscounts.listingId, row.listing.id));
    if (input.tiers.length) {
      await tx.insert(volumeDiscounts).values(input.tiers.map((t) => ({ listingId: row.listing.id, ...t })));
    }
  });
}
