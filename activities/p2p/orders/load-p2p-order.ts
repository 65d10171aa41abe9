/**
 * What the p2p order workflow reads when it starts: where the order stands, its lines and which
 * are lot-confirmed, its shipment. It marks the workflow started (the outbox's mark) and opens
 * the payout hold once: gross = the order's total, the fee by domain/p2p/payout.ts.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orderItems, orders, p2pPayouts, p2pShippingLabels } from '../../../db/schema/index.ts';
import { payoutAmounts } from '../../../domain/p2p/payout.ts';
import type { P2pPhase } from '../../../domain/p2p/p2p-order-state.ts';
import { lockP2pOrder, p2pPhaseOf } from './p2p-steps.ts';

export type P2pOrderSnapshot = {
  orderId: string;
  number: number;
  phase: P2pPhase;
  lineIds: string[];
  confirmedLineIds: string[];
  shipmentId: string | null;
  trackingNumber: string | null;
};

export async function loadP2pOrderForWorkflow(
  db: Database,
  orderId: string,
  now: Date,
): Promise<P2pOrderSnapshot> {
  return db.transaction(async (tx) => {
    const order = await lockP2pOrder(tx, orderId);
    await tx
      .update(orders)
      .set({ workflowStartedAt: now })
      .where(and(eq(orders.id, orderId), isNull(orders.workflowStartedAt)));
    const amounts = payoutAmounts(order.totalCents);
    await tx
      .insert(p2pPayouts)
      .values({
        orderId,
        sellerAccountId: order.supplierAccountId,
        ...amounts,
        status: 'held',
        createdAt: now,
      })
      .onConflictDoNothing({ target: p2pPayouts.orderId });
    const lines = await tx
      .select({ id: orderItems.id, confirmedAt: orderItems.lotConfirmedAt })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
    const [label] = await tx.select().from(p2pShippingLabels).where(eq(p2pShippingLabels.orderId, orderId));
    return {
      orderId,
      number: order.number,
      phase: await p2pPhaseOf(tx, order),
      lineIds: lines.map((l) => l.id),
      confirmedLineIds: lines.filter((l) => l.confirmedAt !== null).map((l) => l.id),
      shipmentId: label?.shipmentId ?? null,
      trackingNumber: label?.trackingNumber ?? null,
    };
  });
}
