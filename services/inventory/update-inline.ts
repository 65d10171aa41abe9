import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { LISTING_MESSAGES, parseStock } from '../../domain/catalog/listing-rules.ts';
import { isExpired } from '../../domain/catalog/short-dated.ts';
import { isoDate } from '../../domain/dates.ts';
import { DomainError } from '../../domain/errors.ts';
import { assertListingRules, draftOf, loadOwnListing } from './listing-draft.ts';

export type InlineChange = { stock: string | number | null } | { priceCents: number };

/**
 * The inventory table's inline edit (supplier-side §7 POST /api/v1/inventory/{id}): stock (blank
 * becomes 0, saved only when non-negative, and never above 0 once the stock has expired) or pack price (greater than zero, under the product's
 * cap; a promotion may not end up above the new price), §5.
 */
export async function updateListingInline(
  db: Database,
  input: { supplierAccountId: string; listingId: string; change: InlineChange; now: Date },
) {
  return db.transaction(async (tx) => {
    const row = await loadOwnListing(tx, input.supplierAccountId, input.listingId);
    const draft = draftOf(row.listing);
    let set: Partial<typeof listings.$inferInsert>;
    if ('stock' in input.change) {
      const stock = parseStock(input.change.stock);
      if (stock === null) {
        throw new DomainError('LISTING_INVALID', LISTING_MESSAGES.stockNotWhole, {
          fields: { stock: [LISTING_MESSAGES.stockNotWhole] },
        });
      }
      await assertListingRules(tx, row, { ...draft, stock }, ['stock']);
      // Expired stock is never put back on sale (zero is fine: it takes it off).
      const expiry = row.listing.expiryDate;
      if (stock > 0 && isExpired(expiry, isoDate(input.now))) {
        const message = LISTING_MESSAGES.expired(expiry!);
        throw new DomainError('LISTING_INVALID', message, { fields: { stock: [message] } });
      }
      set = { stock };
    } else {
      const packPriceCents = input.change.priceCents;
      await assertListingRules(tx, row, { ...draft, packPriceCents }, ['price', 'promo_pack_price']);
      set = { packPriceCents };
    }
    const [updated] = await tx
      .update(listings)
      .set({ ...set, updatedAt: input.now })
      .where(eq(listings.id, row.listing.id))
      .returning({ id: listings.id, stock: listings.stock, packPriceCents: listings.packPriceCents });
    return updated!;
  });
}
