/** The supplier accepts an order (issue 4: placed → accepted); the pharmacy is told. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { assertOrderTransition } from '../../domain/orders/order-state.ts';
import { accountName, isStepDone, lockOrder, notifyPharmacy, stepKey } from './order-steps.ts';

/** Moves the order to accepted once; a retry after commit finds the step done and changes nothing. */
export async function acceptOrder(db: Database, orderId: string, now: Date): Promise<{ status: 'accepted' }> {
  return db.transaction(async (tx) => {
    const key = stepKey(orderId, 'accepted');
    if (await isStepDone(tx, key)) return { status: 'accepted' as const };
    const order = await lockOrder(tx, orderId);
    assertOrderTransition(order.status, 'accepted');
    await tx
      .update(orders)
      .set({ status: 'accepted', acceptedAt: now, updatedAt: now })
      .where(eq(orders.id, orderId));
    const supplier = await accountName(tx, order.supplierAccountId);
    await notifyPharmacy(tx, order, {
      key,
      kind: 'order_accepted',
      title: `Order #${order.number} accepted`,
      body: `${supplier} accepted your order #${order.number}.`,
    });
    return { status: 'accepted' as const };
  });
}
