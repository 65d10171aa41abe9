import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import { lockOwnListings } from './bulk-actions.ts';
import { assertListingRules, draftOf, loadOwnListing } from './listing-draft.ts';
import { activatedDates, deactivatedDates } from '../../domain/catalog/promotion-dates.ts';

export type PromotionInput = {
  promoPackPriceCents: number;
  triggerQty: number;
  startDate: string;
  endDate: string;
};

/** Sets a listing's promotion (supplier-side §5: pack price at most the regular price, trigger within min/max qty). */
export async function setPromotion(
  db: Database,
  input: { supplierAccountId: string; listingId: string; promotion: PromotionInput; now: Date },
) {
  await db.transaction(async (tx) => {
    const row = await loadOwnListing(tx, input.supplierAccountId, input.listingId);
    const { promoPackPriceCents, triggerQty, startDate, endDate } = input.promotion;
    const promo = { packPriceCents: promoPackPriceCents, triggerQty, startDate, endDate };
    await assertListingRules(tx, row, { ...draftOf(row.listing), promo }, [
      'promo_pack_price',
      'triggering_quantity',
      'promo_end_date',
    ]);
    await tx
      .update(listings)
      .set({
        promoPackPriceCents,
        promoTriggerQty: triggerQty,
        promoStartDate: startDate,
        promoEndDate: endDate,
        updatedAt: input.now,
      })
      .where(eq(listings.id, row.listing.id));
  });
}

/** Removes a listing's promotion modifiers. */
export async function clearPromotion(
  db: Database,
  input: { supplierAccountId: string; listingId: string; now: Date },
) {
  await db.transaction(async (tx) => {
    const row = await loadOwnListing(tx, input.supplierAccountId, input.listingId);
    await tx
      .update(listings)
      .set({
        promoPackPriceCents: null,
        promoTriggerQty: null,
        promoStartDate: null,
        promoEndDate: null,
        updatedAt: input.now,
      })
      .where(eq(listings.id, row.listing.id));
  });
}

export const NO_PROMOTION_MESSAGE = 'Some of the selected products have no promotion.';

/** Activates or deactivates the promotions of several listings (bulk promotion status, product_ids), all or none. */
export async function setPromotionStatus(
  db: Database,
  input: {
    supplierAccountId: string;
    ids: string[];
    action: 'activate' | 'deactivate';
    today: string;
    now: Date;
  },
) {
  return db.transaction(async (tx) => {
    const ids = await lockOwnListings(tx, input.supplierAccountId, input.ids);
    const rows = await tx
      .select()
      .from(listings)
      .where(and(eq(listings.supplierAccountId, input.supplierAccountId), inArray(listings.id, ids)));
    for (const listing of rows) {
      const { promoStartDate: startDate, promoEndDate: endDate } = listing;
      if (listing.promoPackPriceCents === null || startDate === null || endDate === null) {
        throw new DomainError('PROMOTION_UNAVAILABLE', NO_PROMOTION_MESSAGE);
      }
      const change =
        input.action === 'activate'
          ? activatedDates({ startDate, endDate }, input.today)
          : deactivatedDates({ startDate, endDate }, input.today);
      await tx
        .update(listings)
        .set({ promoStartDate: change.startDate, promoEndDate: change.endDate, updatedAt: input.now })
        .where(eq(listings.id, listing.id));
    }
    return { updated: rows.length };
  });
}
