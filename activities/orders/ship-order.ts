/**
 * The supplier ships an order (pharmacy-side §3 Shipment): the shipment, its packages, the order
 * shipped, and the pharmacy told with the carrier and tracking number.
 */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, shipmentPackages, shipments } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import { assertOrderTransition } from '../../domain/orders/order-state.ts';
import { normalizeTrackingNumber, parseShipmentPackages } from '../../domain/shipping/packages.ts';
import type { ShipOrderInput } from '../../workflows/orders/messages.ts';
import { CARRIERS } from '../ports/carrier.ts';
import { lapsePendingProposal } from './edit-proposals.ts';
import { PROPOSAL_MESSAGES } from '../../domain/orders/edit-proposal-messages.ts';
import { accountName, isStepDone, lockOrder, notifyPharmacy, stepKey } from './order-steps.ts';

export const carrierLabel = (carrier: string) => (CARRIERS as Record<string, string>)[carrier] ?? carrier;

/** Records the shipment once (the step's message is its ledger) and answers its id. */
export async function shipOrder(
  db: Database,
  orderId: string,
  input: ShipOrderInput,
  now: Date,
): Promise<{ shipmentId: string }> {
  return db.transaction(async (tx) => {
    const key = stepKey(orderId, 'shipped');
    const order = await lockOrder(tx, orderId);
    if (await isStepDone(tx, key)) {
      const [existing] = await tx
        .select({ id: shipments.id })
        .from(shipments)
        .where(eq(shipments.orderId, orderId))
        .orderBy(desc(shipments.shippedAt))
        .limit(1);
      if (existing) return { shipmentId: existing.id };
    }
    assertOrderTransition(order.status, 'shipped');
    const trackingNumber = normalizeTrackingNumber(input.tracking_number);
    const parsed = parseShipmentPackages({
      carrier: input.carrier,
      trackingNumber,
      packages: input.packages,
    });
    if (!parsed.ok)
      throw new DomainError('SHIPMENT_INVALID', 'Please check the shipment details.', {
        fields: parsed.errors,
      });
    const [shipment] = await tx
      .insert(shipments)
      .values({
        orderId,
        carrier: input.carrier,
        trackingNumber,
        shippedAt: now,
        latestStatus: 'shipment_information_sent',
      })
      .returning({ id: shipments.id });
    await tx
      .insert(shipmentPackages)
      .values(parsed.packages.map((p) => ({ shipmentId: shipment!.id, ...p })));
    await tx
      .update(orders)
      .set({ status: 'shipped', shippedAt: now, updatedAt: now })
      .where(eq(orders.id, orderId));
    await lapsePendingProposal(tx, orderId, PROPOSAL_MESSAGES.shipped, now);
    const supplier = await accountName(tx, order.supplierAccountId);
    await notifyPharmacy(tx, order, {
      key,
      kind: 'order_shipped',
      title: `Order #${order.number} shipped`,
      body: `${supplier} shipped your order #${order.number} with ${carrierLabel(input.carrier)}, tracking number ${trackingNumber}.`,
      details: { shipment_id: shipment!.id, carrier: input.carrier, tracking_number: trackingNumber },
    });
    return { shipmentId: shipment!.id };
  });
}
