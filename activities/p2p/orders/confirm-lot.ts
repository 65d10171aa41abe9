/**
 * The seller confirms a line's lot and expiry (pharmacy-side §4 Lot number confirmation; the lot
 * update fields line_item_id, lot, exp_date). Saving the same values again changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orderItems } from '../../../db/schema/index.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { P2P_MESSAGES } from '../../../domain/p2p/p2p-order-state.ts';
import type { ConfirmLotInput } from '../../../workflows/p2p/messages.ts';
import { lockP2pOrder } from './p2p-steps.ts';

export async function confirmP2pLot(
  db: Database,
  orderId: string,
  input: ConfirmLotInput,
  now: Date,
): Promise<{ lineItemId: string }> {
  return db.transaction(async (tx) => {
    const order = await lockP2pOrder(tx, orderId);
    if (order.status !== 'placed') throw new DomainError('ORDER_INVALID_TRANSITION', P2P_MESSAGES.lotLocked);
    const [line] = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, input.line_item_id), eq(orderItems.orderId, orderId)));
    if (!line) throw notFound('Order line');
    const same = line.lot === input.lot && line.expDate === input.exp_date && line.lotConfirmedAt !== null;
    if (!same)
      await tx
        .update(orderItems)
        .set({ lot: input.lot, expDate: input.exp_date, lotConfirmedAt: now })
        .where(eq(orderItems.id, line.id));
    return { lineItemId: line.id };
  });
}
