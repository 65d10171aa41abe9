import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';
import type { Tx } from './cart-rules.ts';

export type OwnLineFilter = { saved?: boolean; supplierAccountId?: string };

/**
 * One of the caller account's cart rows, locked for the change. The account is part of the query,
 * so another pharmacy's id finds nothing and answers 404, as an unknown id does.
 */
export async function lockOwnLine(
  tx: Tx | Database,
  pharmacyAccountId: string,
  cartItemId: string,
  filter: OwnLineFilter = {},
) {
  const [row] = await tx
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.id, cartItemId),
        eq(cartItems.pharmacyAccountId, pharmacyAccountId),
        filter.saved === undefined ? undefined : eq(cartItems.saved, filter.saved),
        filter.supplierAccountId === undefined
          ? undefined
          : eq(cartItems.supplierAccountId, filter.supplierAccountId),
      ),
    )
    .for('update')
    .limit(1);
  if (!row) throw notFound(filter.saved ? 'Saved item' : 'Cart item');
  return row;
}

/**
 * The caller's other row for the same listing on the other side (cart or saved), locked, or null.
 * A line from an offer has no twin: it moves alone, keeping its agreed price.
 */
export async function lockTwinLine(tx: Tx, line: typeof cartItems.$inferSelect, saved: boolean) {
  if (line.offerId || line.bundleOfferId) return null;
  const [row] = await tx
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.pharmacyAccountId, line.pharmacyAccountId),
        eq(cartItems.listingId, line.listingId),
        eq(cartItems.saved, saved),
        isNull(cartItems.offerId),
        isNull(cartItems.bundleOfferId),
      ),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}
