/** A shipment's tracking as the pharmacy reads it (pharmacy-side §3 Shipment tracking, §7 GET /orders/{id}/track). */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { shipmentEvents, shipmentPackages, shipments } from '../../schema/index.ts';

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

/**
 * Every shipment of the order, newest first, each with its packages and its events (newest first):
 * what both parties' order pages show. `orderId` must already be the caller's.
 */
export async function loadShipments(db: Database, orderId: string) {
  const rows = await db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(desc(shipments.shippedAt));
  const ids = rows.map((s) => s.id);
  if (ids.length === 0) return [];
  const [packages, events] = await Promise.all([
    db
      .select()
      .from(shipmentPackages)
      .where(inArray(shipmentPackages.shipmentId, ids))
      .orderBy(asc(shipmentPackages.id)),
    db
      .select()
      .from(shipmentEvents)
      .where(inArray(shipmentEvents.shipmentId, ids))
      .orderBy(desc(shipmentEvents.occurredAt)),
  ]);
  return rows.map((s) => ({
    ...s,
    packages: packages.filter((p) => p.shipmentId === s.id),
    events: events.filter((e) => e.shipmentId === s.id),
  }));
}

export type ShipmentWithTracking = Awaited<ReturnType<typeof loadShipments>>[number];
