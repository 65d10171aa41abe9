import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bundleOfferVariants, listings, offers } from '../../db/schema/index.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import type { Tx } from './listing-draft.ts';

/** The inventory table's bulk actions (supplier-side §2). */
export const BULK_ACTIONS = [
  'mark_deal',
  'unmark_deal',
  'returnable',
  'non_returnable',
  'active',
  'inactive',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

const CHANGES: Record<BulkAction, Partial<typeof listings.$inferInsert>> = {
  mark_deal: { isDeal: true },
  unmark_deal: { isDeal: false },
  returnable: { returnable: true },
  non_returnable: { returnable: false },
  active: { active: true },
  inactive: { active: false },
};

/**
 * Locks the supplier's listings among `ids`; when any id is not theirs (or does not exist) the whole
 * request is not found and, being inside the transaction, changes nothing.
 */
export async function lockOwnListings(tx: Tx, supplierAccountId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.supplierAccountId, supplierAccountId), inArray(listings.id, unique)))
    .for('update');
  if (rows.length !== unique.length) throw notFound('Product');
  return unique;
}

/** Sets one flag on several of the supplier's listings, all or none. */
export async function applyBulkAction(
  db: Database,
  input: { supplierAccountId: string; action: BulkAction; ids: string[]; now: Date },
) {
  return db.transaction(async (tx) => {
    const ids = await lockOwnListings(tx, input.supplierAccountId, input.ids);
    await tx
      .update(listings)
      .set({ ...CHANGES[input.action], updatedAt: input.now })
      .where(and(eq(listings.supplierAccountId, input.supplierAccountId), inArray(listings.id, ids)));
    return { updated: ids.length };
  });
}

export const DELETE_MESSAGES = {
  hasOffers: (n: number) =>
    `${n === 1 ? 'A selected product has' : `${n} selected products have`} offers, so ${n === 1 ? 'it' : 'they'} cannot be deleted. Deactivate ${n === 1 ? 'it' : 'them'} instead to stop selling.`,
} as const;

/** Listings among `ids` that an offer or a bundle offer names: their negotiation history keeps them. */
async function listingsWithOffers(tx: Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const [single, bundled] = await Promise.all([
    tx.selectDistinct({ id: offers.listingId }).from(offers).where(inArray(offers.listingId, ids)),
    tx
      .selectDistinct({ id: bundleOfferVariants.listingId })
      .from(bundleOfferVariants)
      .where(inArray(bundleOfferVariants.listingId, ids)),
  ]);
  return [...new Set([...single, ...bundled].map((r) => r.id))];
}

/**
 * Deletes several of the supplier's listings (their volume tiers go with them), all or none. A
 * listing with offers is refused (409): deleting it would erase the offers' history.
 */
export async function deleteListings(db: Database, input: { supplierAccountId: string; ids: string[] }) {
  return db.transaction(async (tx) => {
    const ids = await lockOwnListings(tx, input.supplierAccountId, input.ids);
    const kept = await listingsWithOffers(tx, ids);
    if (kept.length > 0) throw new DomainError('RESOURCE_CONFLICT', DELETE_MESSAGES.hasOffers(kept.length));
    await tx
      .delete(listings)
      .where(and(eq(listings.supplierAccountId, input.supplierAccountId), inArray(listings.id, ids)));
    return { deleted: ids.length };
  });
}

/**
 * Empties the supplier's whole inventory (DELETE /suppliers/inventory with empty_inventory). Listings
 * with offers are kept for the offers' history but deactivated, so nothing stays on sale.
 */
export async function emptyInventory(db: Database, input: { supplierAccountId: string; now: Date }) {
  return db.transaction(async (tx) => {
    const own = await tx
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.supplierAccountId, input.supplierAccountId))
      .for('update');
    const kept = new Set(
      await listingsWithOffers(
        tx,
        own.map((r) => r.id),
      ),
    );
    const doomed = own.map((r) => r.id).filter((id) => !kept.has(id));
    if (doomed.length > 0) await tx.delete(listings).where(inArray(listings.id, doomed));
    if (kept.size > 0)
      await tx
        .update(listings)
        .set({ active: false, updatedAt: input.now })
        .where(inArray(listings.id, [...kept]));
    return { deleted: doomed.length, deactivated: kept.size };
  });
}
