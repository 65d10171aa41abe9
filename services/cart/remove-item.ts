import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';
import { lockOwnLine } from './cart-lines.ts';

/** Removes one of the caller's cart lines, in the cart or saved for later (DELETE /api/v1/cart/items/{id}). */
export async function removeCartItem(
  db: Database,
  input: { pharmacyAccountId: string; cartItemId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const line = await lockOwnLine(tx, input.pharmacyAccountId, input.cartItemId);
    await tx.delete(cartItems).where(eq(cartItems.id, line.id));
  });
}

/**
 * Deletes a saved item of one supplier's cart (pharmacy-side §7 DELETE /cart/{supplier}/saved/{item}):
 * the item must be the caller's, saved, and of that supplier, otherwise 404.
 */
export async function deleteSavedItem(
  db: Database,
  input: { pharmacyAccountId: string; supplierAccountId: string; cartItemId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const line = await lockOwnLine(tx, input.pharmacyAccountId, input.cartItemId, {
      saved: true,
      supplierAccountId: input.supplierAccountId,
    });
    await tx.delete(cartItems).where(eq(cartItems.id, line.id));
  });
}
