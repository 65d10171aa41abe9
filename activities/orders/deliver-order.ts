/**
 * An order is delivered (issue 4): by the carrier's tracking, by the supplier's manual status, or
 * by the pharmacy's mark-delivered, whichever comes first; the notice records which.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { assertOrderTransition } from '../../domain/orders/order-state.ts';
import type { DeliveredBy } from '../../workflows/orders/messages.ts';
import { lockOrder, notifyPharmacy, notifySupplier, stepKey } from './order-steps.ts';

const BY_TEXT: Record<DeliveredBy, string> = {
  carrier: 'The carrier reported',
  supplier: 'The supplier reported',
  pharmacy: 'The pharmacy confirmed',
};

/** Shipped → delivered once; an order already past delivery is left as it is. */
export async function markOrderDelivered(
  db: Database,
  orderId: string,
  by: DeliveredBy,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status !== 'shipped') {
      if (order.deliveredAt) return; // a retry, or delivered already
      assertOrderTransition(order.status, 'delivered');
    }
    await tx
      .update(orders)
      .set({ status: 'delivered', deliveredAt: now, updatedAt: now })
      .where(eq(orders.id, orderId));
    const notice = {
      kind: 'order_delivered',
      title: `Order #${order.number} delivered`,
      body: `${BY_TEXT[by]} order #${order.number} as delivered.`,
      details: { delivered_by: by },
    };
    await notifyPharmacy(tx, order, { ...notice, key: stepKey(orderId, 'delivered') });
    await notifySupplier(tx, order, { ...notice, key: stepKey(orderId, 'delivered:supplier') });
  });
}
