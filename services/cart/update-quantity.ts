import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { lockOwnLine } from './cart-lines.ts';
import {
  assertApprovedSupplier,
  assertCartQuantity,
  assertPurchasable,
  assertQuantityRules,
  CartRejection,
  loadCartListing,
} from './cart-rules.ts';

export const OFFER_QUANTITY_FIXED = 'This item comes from an accepted offer: its quantity cannot be changed.';

/** An accepted offer's line keeps its agreed quantity unless the seller allowed changes (allow_modify_in_cart). */
function assertQuantityEditable(line: {
  offerId: string | null;
  bundleOfferId: string | null;
  allowModify: boolean;
  quantity: number;
}) {
  if ((line.offerId || line.bundleOfferId) && !line.allowModify)
    throw new CartRejection(OFFER_QUANTITY_FIXED, {
      reason: 'offer_quantity_fixed',
      previous_quantity: line.quantity,
    });
}

/**
 * Sets a cart line's quantity (pharmacy-side §4 Quantity, §5 Quantity). Below 1 is refused with a
 * request to confirm removal (the client then deletes the line); a value outside min-qty, max-qty,
 * p2p max or the stock is refused with the previous quantity so the field reverts.
 */
export async function updateCartQuantity(
  db: Database,
  input: { caller: Caller; cartItemId: string; quantity: number; now: Date },
): Promise<{ cartItemId: string; quantity: number }> {
  const accountId = input.caller.account.id;
  const line = await lockOwnLine(db, accountId, input.cartItemId, { saved: false });
  assertQuantityEditable(line);
  const listing = await loadCartListing(db, line.listingId);
  assertQuantityRules(listing, input.quantity, line.quantity);
  assertPurchasable(listing);
  await assertApprovedSupplier(db, input.caller, listing);
  return db.transaction(async (tx) => {
    const current = await lockOwnLine(tx, accountId, input.cartItemId, { saved: false });
    assertQuantityEditable(current);
    assertCartQuantity(await loadCartListing(tx, current.listingId), input.quantity, current.quantity);
    await tx
      .update(cartItems)
      .set({ quantity: input.quantity, updatedAt: input.now })
      .where(eq(cartItems.id, current.id));
    return { cartItemId: current.id, quantity: input.quantity };
  });
}
