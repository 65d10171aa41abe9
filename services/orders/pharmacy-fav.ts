/**
 * Favourite orders (pharmacy-side §4 Orders: "Favorite toggles on/off"; §7 PATCH /orders/toggle_fav,
 * /orders/fav_bulk, /orders/unfav_bulk). Only the caller's own orders change.
 */
import { and, eq, inArray, not } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';

/** Flips one order's star in a single statement; another account's order is 404. */
export async function toggleOrderFav(db: Database, input: { accountId: string; orderId: string; now: Date }) {
  const [row] = await db
    .update(orders)
    .set({ fav: not(orders.fav), updatedAt: input.now })
    .where(and(eq(orders.id, input.orderId), eq(orders.pharmacyAccountId, input.accountId)))
    .returning({ id: orders.id, fav: orders.fav });
  if (!row) throw notFound('Order');
  return row;
}

/** Stars or unstars several orders, all or none: one foreign or unknown id is 404 and nothing changes. */
export async function setOrdersFav(
  db: Database,
  input: { accountId: string; ids: string[]; fav: boolean; now: Date },
) {
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(orders)
      .set({ fav: input.fav, updatedAt: input.now })
      .where(and(eq(orders.pharmacyAccountId, input.accountId), inArray(orders.id, ids)))
      .returning({ id: orders.id });
    // Throwing inside the transaction rolls the partial update back.
    if (updated.length !== ids.length) throw notFound('Order');
    return { updated: updated.length };
  });
}
