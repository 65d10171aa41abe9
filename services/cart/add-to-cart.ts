import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import {
  assertApprovedSupplier,
  assertCartQuantity,
  assertPurchasable,
  loadCartListing,
} from './cart-rules.ts';

/**
 * Adds a listing to the caller's cart with that listing's supplier, or increases the line already
 * there (pharmacy-side §4 Add to cart). The supplier comes from the listing, never from the client,
 * and no price is stored. The resulting quantity is checked inside the transaction after the
 * upsert, so two concurrent adds cannot together pass a limit either alone would not.
 */
export async function addToCart(
  db: Database,
  input: { caller: Caller; listingId: string; quantity: number; now: Date },
): Promise<{ cartItemId: string; quantity: number; name: string; supplierName: string }> {
  const listing = await loadCartListing(db, input.listingId);
  assertPurchasable(listing);
  await assertApprovedSupplier(db, input.caller, listing);
  return db.transaction(async (tx) => {
    const locked = await loadCartListing(tx, input.listingId);
    assertPurchasable(locked);
    const [row] = await tx
      .insert(cartItems)
      .values({
        pharmacyAccountId: input.caller.account.id,
        supplierAccountId: locked.supplierAccountId,
        listingId: locked.id,
        quantity: input.quantity,
        saved: false,
        addedByUserId: input.caller.user.id,
      })
      .onConflictDoUpdate({
        target: [cartItems.pharmacyAccountId, cartItems.listingId, cartItems.saved],
        // The plain lines' unique index is partial: lines from offers are kept apart.
        targetWhere: sql`${cartItems.offerId} is null and ${cartItems.bundleOfferId} is null`,
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: input.now },
      })
      .returning({ id: cartItems.id, quantity: cartItems.quantity });
    assertCartQuantity(locked, row!.quantity, row!.quantity - input.quantity);
    return {
      cartItemId: row!.id,
      quantity: row!.quantity,
      name: locked.name,
      supplierName: locked.supplierName,
    };
  });
}
