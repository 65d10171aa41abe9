/**
 * Recording a shipment's statuses (pharmacy-side §3 Shipment tracking: latest_status,
 * last_status_check_date, location_city, location_state; data.estimated_delivery): each new
 * carrier scan or manual entry becomes a shipment event, and the shipment row keeps the latest.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, shipmentEvents, shipments } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';
import { SANDBOX_CARRIER } from '../../domain/shipping/sandbox-carrier.ts';
import { normalizeTrackingStatus } from '../../domain/shipping/tracking-progress.ts';
import type { ManualStatusInput } from '../../workflows/orders/messages.ts';
import type { Carriers } from '../ports/carrier.ts';

/** `live`: the carrier has an adapter; `stepped`: it is the sandbox carrier, which scans every step. */
export type PollResult = { live: boolean; stepped: boolean; delivered: boolean; latestStatus: string | null };
export type TrackingEndReason = 'delivered' | 'gave_up' | 'marked_delivered';

async function loadShipment(db: Database, shipmentId: string) {
  const [row] = await db
    .select({ shipment: shipments, shipAddress: orders.shipAddress })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(shipments.id, shipmentId));
  if (!row) throw notFound('Shipment');
  return row;
}

/**
 * Asks the shipment's carrier through its adapter and records the scans not recorded yet (same
 * status at the same time = the same scan, so a retry adds nothing). A carrier without an adapter
 * answers `live: false` and nothing changes.
 */
export async function pollShipment(
  db: Database,
  carriers: Carriers,
  shipmentId: string,
  options: { sandboxStepMs: number },
  now: Date,
): Promise<PollResult> {
  const { shipment, shipAddress } = await loadShipment(db, shipmentId);
  const stepped = shipment.carrier === SANDBOX_CARRIER;
  if (shipment.trackingEndedAt)
    return {
      live: true,
      stepped,
      delivered: shipment.deliveredAt !== null,
      latestStatus: shipment.latestStatus,
    };
  const port = carriers.portFor(shipment.carrier, options);
  if (!port) return { live: false, stepped, delivered: false, latestStatus: shipment.latestStatus };
  const report = await port.track({
    trackingNumber: shipment.trackingNumber,
    shippedAt: shipment.shippedAt,
    now,
    destination: { city: shipAddress.city, state: shipAddress.state_code },
  });
  return db.transaction(async (tx) => {
    const seen = await tx
      .select({ status: shipmentEvents.status, occurredAt: shipmentEvents.occurredAt })
      .from(shipmentEvents)
      .where(and(eq(shipmentEvents.shipmentId, shipmentId), eq(shipmentEvents.source, 'carrier')));
    const known = new Set(seen.map((e) => `${e.status}@${e.occurredAt.getTime()}`));
    const fresh = report.scans.filter(
      (s) => !known.has(`${normalizeTrackingStatus(s.status)}@${s.occurredAt.getTime()}`),
    );
    if (fresh.length > 0) {
      await tx.insert(shipmentEvents).values(
        fresh.map((s) => ({
          shipmentId,
          status: normalizeTrackingStatus(s.status),
          locationCity: s.locationCity,
          locationState: s.locationState,
          source: 'carrier' as const,
          occurredAt: s.occurredAt,
        })),
      );
    }
    const latest = report.scans.at(-1);
    const newest = fresh.at(-1);
    await tx
      .update(shipments)
      .set({
        lastStatusCheckAt: now,
        estimatedDelivery: report.estimatedDelivery,
        ...(newest && latest
          ? {
              latestStatus: normalizeTrackingStatus(latest.status),
              locationCity: latest.locationCity,
              locationState: latest.locationState,
            }
          : {}),
        ...(report.delivered
          ? { deliveredAt: latest?.occurredAt ?? now, trackingEndedAt: now, trackingEndReason: 'delivered' }
          : {}),
      })
      .where(eq(shipments.id, shipmentId));
    if (report.estimatedDelivery)
      await tx
        .update(orders)
        .set({ estimatedDelivery: report.estimatedDelivery })
        .where(eq(orders.id, shipment.orderId));
    return {
      live: true,
      stepped,
      delivered: report.delivered,
      latestStatus: latest ? normalizeTrackingStatus(latest.status) : shipment.latestStatus,
    };
  });
}

/**
 * A status the supplier typed in (source manual). `eventId` comes from the workflow, so a retried
 * activity inserts the same event once. Delivered ends the tracking.
 */
export async function recordManualStatus(
  db: Database,
  shipmentId: string,
  eventId: string,
  entry: ManualStatusInput,
  now: Date,
): Promise<{ delivered: boolean }> {
  const status = normalizeTrackingStatus(entry.status);
  const delivered = status === 'delivered';
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(shipmentEvents)
      .values({
        id: eventId,
        shipmentId,
        status,
        locationCity: entry.location_city ?? null,
        locationState: entry.location_state ?? null,
        source: 'manual',
        occurredAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: shipmentEvents.id });
    if (inserted.length === 0) return;
    await tx
      .update(shipments)
      .set({
        latestStatus: status,
        locationCity: entry.location_city ?? null,
        locationState: entry.location_state ?? null,
        ...(delivered ? { deliveredAt: now, trackingEndedAt: now, trackingEndReason: 'delivered' } : {}),
      })
      .where(eq(shipments.id, shipmentId));
  });
  return { delivered };
}

/** Ends tracking with its reason (gave up after the maximum age, or the pharmacy marked it delivered); once. */
export async function endShipmentTracking(
  db: Database,
  shipmentId: string,
  reason: TrackingEndReason,
  now: Date,
): Promise<void> {
  await db
    .update(shipments)
    .set({ trackingEndedAt: now, trackingEndReason: reason })
    .where(and(eq(shipments.id, shipmentId), isNull(shipments.trackingEndedAt)));
}
