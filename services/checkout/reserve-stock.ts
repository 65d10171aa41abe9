/**
 * Stock is taken inside the placement transaction by one conditional UPDATE per line, in listing-id
 * order so two orders sharing listings always lock them in the same order and never deadlock. A
 * competing order that took the units first makes the condition false after its commit (PostgreSQL
 * re-checks the WHERE on the updated row), so two pharmacies racing for the last units cannot both
 * win; the loser's whole transaction rolls back (pharmacy-side issue 4 "Placing an order").
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { CartLine } from '../../db/queries/cart/cart.ts';
import { listings } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import { CHECKOUT_MESSAGES } from '../../domain/checkout/checkout-messages.ts';

type Tx = Pick<Database, 'select' | 'update'>;

/** Decrements each line's listing stock by its quantity, or throws 409 'Only N left of X' and takes nothing. */
export async function reserveStock(tx: Tx, lines: readonly CartLine[], now: Date): Promise<void> {
  const sorted = [...lines].sort((a, b) =>
    a.listingId < b.listingId ? -1 : a.listingId > b.listingId ? 1 : 0,
  );
  for (const line of sorted) {
    const taken = await tx
      .update(listings)
      .set({ stock: sql`${listings.stock} - ${line.quantity}`, updatedAt: now })
      .where(and(eq(listings.id, line.listingId), gte(listings.stock, line.quantity)))
      .returning({ id: listings.id });
    if (taken.length === 1) continue;
    const [current] = await tx
      .select({ stock: listings.stock })
      .from(listings)
      .where(eq(listings.id, line.listingId));
    const left = Math.max(0, current?.stock ?? 0);
    throw new DomainError(
      'RESOURCE_CONFLICT',
      CHECKOUT_MESSAGES.outOfStock(left, `${line.name} ${line.strength}`),
      {
        message: `stock of listing ${line.listingId} is ${left}, order wants ${line.quantity}`,
        fields: {
          [`items.${line.cartItemId}.quantity`]: [
            CHECKOUT_MESSAGES.outOfStock(left, `${line.name} ${line.strength}`),
          ],
        },
      },
    );
  }
}
