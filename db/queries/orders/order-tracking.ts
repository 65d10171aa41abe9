/** A shipment's tracking as the pharmacy reads it (pharmacy-side §3 Shipment tracking, §7 GET /orders/{id}/track). */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { shipmentEvents, shipments } from '../../schema/index.ts';

export type ShipmentRow = typeof shipments.$inferSelect;

/**
 * The order's shipment (the given one, or the latest) with its events, newest first; null when
 * the order has no such shipment. `orderId` must already be the caller's.
 */
export async function loadShipmentTracking(db: Database, orderId: string, shipmentId?: string) {
  const [shipment] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), shipmentId ? eq(shipments.id, shipmentId) : undefined))
    .orderBy(desc(shipments.shippedAt))
    .limit(1);
  if (!shipment) return null;
  const events = await db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipment.id))
    .orderBy(desc(shipmentEvents.occurredAt));
  return { shipment, events };
}

/** The order's latest shipment, or null. */
export async function findLatestShipment(db: Database, orderId: string): Promise<ShipmentRow | null> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(desc(shipments.shippedAt))
    .limit(1);
  return row ?? null;
}
