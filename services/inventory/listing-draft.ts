/**
 * Loading a supplier's listing for a change and checking the changed listing against the rules of
 * supplier-side §5 (domain/catalog/listing-rules.ts). Shared by inline edits, deals and promotions.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findLowestPrice } from '../../db/queries/inventory.ts';
import { listings, products } from '../../db/schema/index.ts';
import { checkListing, type ListingDraft } from '../../domain/catalog/listing-rules.ts';
import { DomainError, notFound, type FieldErrors } from '../../domain/errors.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The listing and its product, locked for the change; another supplier's id is not found. */
export async function loadOwnListing(tx: Tx | Database, supplierAccountId: string, listingId: string) {
  const [row] = await tx
    .select({ listing: listings, product: products })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(and(eq(listings.id, listingId), eq(listings.supplierAccountId, supplierAccountId)))
    .for('update', { of: listings })
    .limit(1);
  if (!row) throw notFound('Product');
  return row;
}

export type OwnListing = Awaited<ReturnType<typeof loadOwnListing>>;

/** The listing as the domain rules see it. */
export function draftOf(listing: OwnListing['listing']): ListingDraft {
  const { promoPackPriceCents, promoTriggerQty, promoStartDate, promoEndDate } = listing;
  return {
    packPriceCents: listing.packPriceCents,
    stock: listing.stock,
    minQty: listing.minQty,
    maxQty: listing.maxQty,
    promo:
      promoPackPriceCents !== null &&
      promoTriggerQty !== null &&
      promoStartDate !== null &&
      promoEndDate !== null
        ? {
            packPriceCents: promoPackPriceCents,
            triggerQty: promoTriggerQty,
            startDate: promoStartDate,
            endDate: promoEndDate,
          }
        : null,
  };
}

/**
 * Checks a changed draft and throws 422 with the errors of the fields the change touched (rules a
 * listing already broke before, such as a cap lowered since, do not block an unrelated edit).
 * `rename` maps domain field names to the request's.
 */
export async function assertListingRules(
  tx: Tx | Database,
  row: OwnListing,
  draft: ListingDraft,
  fields: string[],
  rename: Record<string, string> = {},
) {
  const lowest = await findLowestPrice(tx, row.product.ndc, row.listing.id);
  const all = checkListing(draft, row.product, lowest);
  const errors: FieldErrors = {};
  for (const field of fields) {
    if (all[field]) errors[rename[field] ?? field] = all[field];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new DomainError('LISTING_INVALID', first, { fields: errors });
}
