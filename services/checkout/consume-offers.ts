/**
 * Agreed terms are bought once (issue 10): placing an order consumes every offer and bundle offer
 * its lines came from, in the placement's transaction. An offer already consumed by another order
 * refuses the placement, so two checkouts cannot both buy one agreed price; a consumed offer never
 * comes back to the cart (the negotiation kinds check `consumed_order_id`).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { CartLine } from '../../db/queries/cart/cart.ts';
import { bundleOffers, offers } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';

type Tx = Pick<Database, 'update'>;

export const ALREADY_BOUGHT = (name: string) =>
  `${name} comes from an offer that was already bought. Please remove it from your cart.`;

export async function consumeOffers(tx: Tx, lines: CartLine[], orderId: string): Promise<void> {
  const seen = new Set<string>();
  for (const line of lines) {
    const ref = line.offerId ?? line.bundleOfferId;
    if (!ref || seen.has(ref)) continue;
    seen.add(ref);
    const table = line.offerId ? offers : bundleOffers;
    const consumed = await tx
      .update(table)
      .set({ consumedOrderId: orderId })
      .where(and(eq(table.id, ref), isNull(table.consumedOrderId)))
      .returning({ id: table.id });
    if (consumed.length === 0)
      throw new DomainError('RESOURCE_CONFLICT', ALREADY_BOUGHT(`${line.name} ${line.strength}`));
  }
}
