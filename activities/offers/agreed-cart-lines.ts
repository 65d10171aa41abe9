/**
 * Accepted means buyable (issue 5): an accepted offer or counter puts its item into the buyer's
 * cart with that seller, at the agreed price and quantity, holding until `agreedUntil`. Such lines
 * are kept apart from plain lines (their own unique indexes), so a retried activity rewrites the
 * same row, and db/queries/cart/cart.ts prices them at the agreed price while it holds.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';

type Executor = Pick<Database, 'insert'>;

export type AgreedLine = { listingId: string; unitCents: number; quantity: number };

export type AgreedLinesInput = {
  buyerAccountId: string;
  sellerAccountId: string;
  /** Exactly one of the two: the individual offer or the bundle offer the lines come from. */
  offerId?: string;
  bundleOfferId?: string;
  lines: AgreedLine[];
  agreedUntil: Date;
  /** The offer's allow_modify_in_cart: false keeps the agreed quantity fixed in the cart. */
  allowModify: boolean;
  addedByUserId: string | null;
};

/**
 * Writes (or rewrites) the agreed lines in the buyer's cart, inside the caller's transaction;
 * answers the cart line ids in the order of `lines`.
 */
export async function putAgreedLinesInCart(tx: Executor, input: AgreedLinesInput): Promise<string[]> {
  if ((input.offerId === undefined) === (input.bundleOfferId === undefined))
    throw new Error('putAgreedLinesInCart needs exactly one of offerId and bundleOfferId');
  const ids: string[] = [];
  for (const line of input.lines) {
    const values = {
      pharmacyAccountId: input.buyerAccountId,
      supplierAccountId: input.sellerAccountId,
      listingId: line.listingId,
      quantity: line.quantity,
      saved: false,
      addedByUserId: input.addedByUserId,
      offerId: input.offerId ?? null,
      bundleOfferId: input.bundleOfferId ?? null,
      agreedUnitCents: line.unitCents,
      agreedUntil: input.agreedUntil,
      allowModify: input.allowModify,
    };
    const target = input.offerId ? [cartItems.offerId] : [cartItems.bundleOfferId, cartItems.listingId];
    const [row] = await tx
      .insert(cartItems)
      .values(values)
      .onConflictDoUpdate({
        target,
        set: {
          quantity: sql`excluded.quantity`,
          saved: false,
          agreedUnitCents: sql`excluded.agreed_unit_cents`,
          agreedUntil: sql`excluded.agreed_until`,
          allowModify: sql`excluded.allow_modify`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: cartItems.id });
    ids.push(row!.id);
  }
  return ids;
}
