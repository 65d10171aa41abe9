import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';
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

/** Deletes several of the supplier's listings (their volume tiers go with them), all or none. */
export async function deleteListings(db: Database, input: { supplierAccountId: string; ids: string[] }) {
  return db.transaction(async (tx) => {
    const ids = await lockOwnListings(tx, input.supplierAccountId, input.ids);
    await tx
      .delete(listings)
      .where(and(eq(listings.supplierAccountId, input.supplierAccountId), inArray(listings.id, ids)));
    return { deleted: ids.length };
  });
}

/** Empties the supplier's whole inventory (DELETE /suppliers/inventory with empty_inventory). */
export async function emptyInventory(db: Database, input: { supplierAccountId: string }) {
  const rows = await db
    .delete(listings)
    .where(eq(listings.supplierAccountId, input.supplierAccountId))
    .returning({ id: listings.id });
  return { deleted: rows.length };
}
