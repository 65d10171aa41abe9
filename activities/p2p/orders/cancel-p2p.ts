/**
 * Either side cancels a p2p order before it ships (issue 13): the stock goes back to the listings,
 * the buyer's payment is queued back whole through the refunds outbox (activities/payments/
 * refunds.ts), the payout hold becomes refunded, and the other side is told. One transaction; the
 * order's status is the guard, so a retry releases nothing twice.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { listings, orderItems, orders, p2pPayouts } from '../../../db/schema/index.ts';
import { nextP2pPhase } from '../../../domain/p2p/p2p-order-state.ts';
import type { P2pCancelInput } from '../../../workflows/p2p/messages.ts';
import { queueRefund } from '../../payments/refunds.ts';
import { lockP2pOrder, notifyBuyer, notifySeller, p2pPhaseOf, p2pStepKey } from './p2p-steps.ts';

export async function cancelP2pOrder(
  db: Database,
  orderId: string,
  input: P2pCancelInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockP2pOrder(tx, orderId);
    if (order.status === 'cancelled') return;
    nextP2pPhase(await p2pPhaseOf(tx, order), 'cancelled');
    const lines = await tx
      .select({ listingId: orderItems.listingId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.listingId);
    for (const line of lines)
      if (line.listingId && line.quantity > 0)
        await tx
          .update(listings)
          .set({ stock: sql`${listings.stock} + ${line.quantity}` })
          .where(eq(listings.id, line.listingId));
    await queueRefund(tx, orderId, 'all', 'P2P order cancelled', now);
    await tx
      .update(p2pPayouts)
      .set({ status: 'refunded', refundedAt: now })
      .where(eq(p2pPayouts.orderId, orderId));
    await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(orders.id, orderId));
    const reason = input.reason?.trim() ? ` Reason: ${input.reason.trim()}` : '';
    const notice = {
      key: p2pStepKey(orderId, 'cancelled'),
      kind: 'order_cancelled',
      title: `Order #${order.number} cancelled`,
      body:
        input.by === 'seller'
          ? `The seller cancelled your order #${order.number}; your payment is refunded in full.${reason}`
          : `The buyer cancelled order #${order.number}.${reason}`,
      details: { cancelled_by: input.by },
    };
    if (input.by === 'seller') await notifyBuyer(tx, order, notice);
    else await notifySeller(tx, order, notice);
  });
}
