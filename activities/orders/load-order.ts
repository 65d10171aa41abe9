/** What the order workflow reads once when it starts: the order's state and its lines. */
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoices, orderItems, orders, shipments } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';
import type { OrderStatus } from '../../domain/orders/order-state.ts';

export type OrderSnapshot = {
  orderId: string;
  number: number;
  status: OrderStatus;
  lineIds: string[];
  shipmentId: string | null;
  invoiceId: string | null;
  dueOn: string | null;
};

/**
 * Loads the order for its workflow and marks the workflow started (the row is committed by
 * checkout first; a row without `workflow_started_at` is one whose start is still owed). The
 * latest shipment and the invoice let a restarted workflow continue where the order stands.
 */
export async function loadOrderForWorkflow(db: Database, orderId: string, now: Date): Promise<OrderSnapshot> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Order');
  await db
    .update(orders)
    .set({ workflowStartedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.workflowStartedAt)));
  const lines = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const [shipment] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(desc(shipments.shippedAt))
    .limit(1);
  const [invoice] = await db
    .select({ id: invoices.id, dueOn: invoices.dueOn })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  return {
    orderId,
    number: order.number,
    status: order.status,
    lineIds: lines.map((l) => l.id),
    shipmentId: shipment?.id ?? null,
    invoiceId: invoice?.id ?? null,
    dueOn: invoice?.dueOn ?? null,
  };
}
