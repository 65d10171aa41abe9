import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { lockOwnLine, lockTwinLine } from './cart-lines.ts';
import {
  assertApprovedSupplier,
  assertCartQuantity,
  assertPurchasable,
  loadCartListing,
  type Tx,
} from './cart-rules.ts';

/** Moves a line to the other side, merging into the row already there for the same listing. */
async function moveLine(
  tx: Tx,
  line: typeof cartItems.$inferSelect,
  saved: boolean,
  quantity: number,
  now: Date,
) {
  const twin = await lockTwinLine(tx, line, saved);
  if (twin) {
    await tx.update(cartItems).set({ quantity, updatedAt: now }).where(eq(cartItems.id, twin.id));
    await tx.delete(cartItems).where(eq(cartItems.id, line.id));
    return twin.id;
  }
  await tx.update(cartItems).set({ saved, updatedAt: now }).where(eq(cartItems.id, line.id));
  return line.id;
}

/** Saves a cart line for later (§7 saved items): it leaves the cart's totals but keeps its quantity. */
export async function saveForLater(
  db: Database,
  input: { pharmacyAccountId: string; cartItemId: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const line = await lockOwnLine(tx, input.pharmacyAccountId, input.cartItemId, { saved: false });
    const twin = await lockTwinLine(tx, line, true);
    return { cartItemId: await moveLine(tx, line, true, line.quantity + (twin?.quantity ?? 0), input.now) };
  });
}

/**
 * Moves a saved item back into its supplier's cart. It enters the cart like an add: approval,
 * availability and the quantity rules apply to the merged quantity, which is refused as a whole.
 */
export async function restoreSavedItem(
  db: Database,
  input: { caller: Caller; cartItemId: string; now: Date },
) {
  const accountId = input.caller.account.id;
  const saved = await lockOwnLine(db, accountId, input.cartItemId, { saved: true });
  const listing = await loadCartListing(db, saved.listingId);
  assertPurchasable(listing);
  await assertApprovedSupplier(db, input.caller, listing);
  return db.transaction(async (tx) => {
    const line = await lockOwnLine(tx, accountId, input.cartItemId, { saved: true });
    const twin = await lockTwinLine(tx, line, false);
    const quantity = line.quantity + (twin?.quantity ?? 0);
    assertCartQuantity(await loadCartListing(tx, line.listingId), quantity, twin?.quantity ?? 0);
    return { cartItemId: await moveLine(tx, line, false, quantity, input.now) };
  });
}
