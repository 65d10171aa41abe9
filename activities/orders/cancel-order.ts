/**
 * Cancelling an order before it ships (issue 4): the reserved stock goes back to the listings,
 * a payment taken at placement is queued back to the payer as refunds (sent after the commit by
 * the order activity, or by the payments reconciler after a crash), and the other party is told.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listings, orderItems, orders } from '../../db/schema/index.ts';
import { queueRefund } from '../payments/refunds.ts';
import { assertOrderTransition } from '../../domain/orders/order-state.ts';
import type { CancelOrderInput } from '../../workflows/orders/messages.ts';
import { lapsePendingProposal } from './edit-proposals.ts';
import { PROPOSAL_MESSAGES } from '../../domain/orders/edit-proposal-messages.ts';
import { lockOrder, notifyPharmacy, notifySupplier, stepKey, type Tx } from './order-steps.ts';

/** Gives back each line's quantity to its listing (a deleted listing has nothing to give back to). */
export async function releaseStock(tx: Tx, orderId: string): Promise<void> {
  const lines = await tx
    .select({ listingId: orderItems.listingId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.listingId);
  for (const line of lines) {
    if (!line.listingId || line.quantity <= 0) continue;
    await tx
      .update(listings)
      .set({ stock: sql`${listings.stock} + ${line.quantity}` })
      .where(eq(listings.id, line.listingId));
  }
}

/**
 * One transaction: the status change is the guard, so a retry of a committed cancel finds the
 * order cancelled and releases nothing twice.
 */
export async function cancelOrder(
  db: Database,
  orderId: string,
  input: CancelOrderInput,
  now: Date,
): Promise<{ status: 'cancelled' }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status === 'cancelled') return { status: 'cancelled' as const };
    assertOrderTransition(order.status, 'cancelled');
    await releaseStock(tx, orderId);
    await queueRefund(tx, orderId, 'all', 'Order cancelled', now);
    await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(orders.id, orderId));
    await lapsePendingProposal(tx, orderId, PROPOSAL_MESSAGES.cancelled, now);
    const reason = input.reason?.trim() ? ` Reason: ${input.reason.trim()}` : '';
    const notice = {
      key: stepKey(orderId, 'cancelled'),
      kind: 'order_cancelled',
      title: `Order #${order.number} cancelled`,
      body:
        input.by === 'supplier'
          ? `The supplier cancelled your order #${order.number}.${reason}`
          : `The pharmacy cancelled order #${order.number}.${reason}`,
      details: { cancelled_by: input.by },
    };
    if (input.by === 'supplier') await notifyPharmacy(tx, order, notice);
    else await notifySupplier(tx, order, notice);
    return { status: 'cancelled' as const };
  });
}
