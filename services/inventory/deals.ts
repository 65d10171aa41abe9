import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import { lockOwnListings } from './bulk-actions.ts';
import { assertListingRules, draftOf, loadOwnListing, type Tx } from './listing-draft.ts';

/**
 * A deal's settings (supplier-side §2 deal_modal / configure_deals). A deal is the listing's
 * `is_deal` flag; its optional deal price and dates are the listing's promotion modifiers, so the
 * buyer's price follows the same rule as any promotion (domain/catalog/effective-price.ts).
 */
export type DealSettings = {
  dealPriceCents: number;
  startDate: string;
  endDate: string;
  triggerQty?: number | undefined;
};

const DEAL_FIELDS = {
  promo_pack_price: 'deal_price',
  triggering_quantity: 'triggering_quantity',
  promo_end_date: 'end_date',
};

async function markOne(
  tx: Tx,
  supplierAccountId: string,
  listingId: string,
  settings: DealSettings | null,
  now: Date,
) {
  const row = await loadOwnListing(tx, supplierAccountId, listingId);
  let promo = {};
  if (settings) {
    const draft = draftOf(row.listing);
    const triggerQty = settings.triggerQty ?? row.listing.minQty;
    const next = {
      packPriceCents: settings.dealPriceCents,
      triggerQty,
      startDate: settings.startDate,
      endDate: settings.endDate,
    };
    await assertListingRules(tx, row, { ...draft, promo: next }, Object.keys(DEAL_FIELDS), DEAL_FIELDS);
    promo = {
      promoPackPriceCents: next.packPriceCents,
      promoTriggerQty: triggerQty,
      promoStartDate: next.startDate,
      promoEndDate: next.endDate,
    };
  }
  await tx
    .update(listings)
    .set({ isDeal: true, ...promo, updatedAt: now })
    .where(eq(listings.id, row.listing.id));
}

/** Marks one listing as a deal, with deal settings when given (deal price at most the regular price). */
export async function markListingAsDeal(
  db: Database,
  input: { supplierAccountId: string; listingId: string; settings: DealSettings | null; now: Date },
) {
  await db.transaction((tx) =>
    markOne(tx, input.supplierAccountId, input.listingId, input.settings, input.now),
  );
}

/** Takes a listing off the deals (undeal_modal); its promotion modifiers stay for the promotions page. */
export async function unmarkListingAsDeal(
  db: Database,
  input: { supplierAccountId: string; listingId: string; now: Date },
) {
  await db.transaction(async (tx) => {
    const row = await loadOwnListing(tx, input.supplierAccountId, input.listingId);
    await tx
      .update(listings)
      .set({ isDeal: false, updatedAt: input.now })
      .where(eq(listings.id, row.listing.id));
  });
}

/**
 * POST /suppliers/bulk_deals: marks several listings as deals, each with its own settings when
 * given. All or nothing: a foreign id is 404, a rule broken on any listing is 422 naming it.
 */
export async function configureDeals(
  db: Database,
  input: { supplierAccountId: string; ids: string[]; deals: Record<string, DealSettings>; now: Date },
) {
  await db.transaction(async (tx) => {
    const ids = await lockOwnListings(tx, input.supplierAccountId, input.ids);
    for (const id of ids) {
      try {
        await markOne(tx, input.supplierAccountId, id, input.deals[id] ?? null, input.now);
      } catch (error) {
        if (!(error instanceof DomainError) || !error.fields) throw error;
        const fields = Object.fromEntries(
          Object.entries(error.fields).map(([field, messages]) => [`deals.${id}.${field}`, messages]),
        );
        throw new DomainError(error.code, error.detail, { fields });
      }
    }
  });
  return { updated: new Set(input.ids).size };
}

/** DELETE /suppliers/bulk_deals/destroy_all: none of the supplier's listings is a deal any more. */
export async function destroyAllDeals(db: Database, input: { supplierAccountId: string; now: Date }) {
  const rows = await db
    .update(listings)
    .set({ isDeal: false, updatedAt: input.now })
    .where(and(eq(listings.supplierAccountId, input.supplierAccountId), eq(listings.isDeal, true)))
    .returning({ id: listings.id });
  return { updated: rows.length };
}
