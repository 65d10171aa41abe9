/**
 * The seller creates the p2p shipping label (pharmacy-side §2 rph2rph fulfil form, §4 lot
 * confirmation enabling the label): the sandbox carrier makes the label (tracking number and a PDF
 * marked SANDBOX, kept in the file store), and creating it ships the order: the shipment and its
 * packages, the order shipped, the DSCSA records of every line, the buyer told — one transaction.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  orderItems,
  orders,
  p2pShippingLabels,
  shipmentPackages,
  shipments,
} from '../../../db/schema/index.ts';
import { DomainError } from '../../../domain/errors.ts';
import { checkCreateLabel } from '../../../domain/p2p/p2p-order-state.ts';
import { parseLabelPackages } from '../../../domain/p2p/label-packages.ts';
import { SANDBOX_CARRIER } from '../../../domain/shipping/sandbox-carrier.ts';
import type { CreateLabelInput } from '../../../workflows/p2p/messages.ts';
import type { Carriers } from '../../ports/carrier.ts';
import { newFileKey, type FileStore } from '../../ports/file-store.ts';
import { writeDscsaRecords } from './dscsa-records.ts';
import { findShipFromLocation } from '../../../db/queries/locations.ts';
import { accountName } from '../../orders/order-steps.ts';
import { lockP2pOrder, notifyBuyer, p2pPhaseOf, p2pStepKey } from './p2p-steps.ts';

export type LabelDeps = { db: Database; files: FileStore; carriers: Carriers };
export type CreatedLabel = { shipmentId: string; trackingNumber: string };

export async function createP2pLabel(
  { db, files, carriers }: LabelDeps,
  orderId: string,
  input: CreateLabelInput,
  now: Date,
): Promise<CreatedLabel> {
  const [existing] = await db.select().from(p2pShippingLabels).where(eq(p2pShippingLabels.orderId, orderId));
  if (existing) return { shipmentId: existing.shipmentId, trackingNumber: existing.trackingNumber };
  const packages = parseLabelPackages(input.packages);
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new DomainError('RESOURCE_NOT_FOUND', 'Order not found');
  const port = carriers.portFor(SANDBOX_CARRIER, { sandboxStepMs: 60_000 });
  if (!port?.createLabel) throw new DomainError('SERVICE_UNAVAILABLE', 'Labels cannot be created right now.');
  const a = order.shipAddress;
  // The return address: the seller's ship-from location (issue 21: FROM showed only its name).
  const from = await findShipFromLocation(db, order.supplierAccountId);
  const label = await port.createLabel({
    reference: orderId,
    from: {
      name: await accountName(db, order.supplierAccountId, 'The pharmacy'),
      lines: from
        ? [from.address1, from.address2 ?? '', `${from.city}, ${from.stateCode} ${from.zipcode}`].filter(
            Boolean,
          )
        : [],
    },
    to: {
      name: await accountName(db, order.pharmacyAccountId, 'The pharmacy'),
      lines: [a.address1, a.address2 ?? '', `${a.city}, ${a.state_code} ${a.zipcode}`].filter(Boolean),
    },
    packages,
  });
  const fileKey = newFileKey('shipping_labels', 'pdf');
  await files.put(fileKey, label.pdf);

  return db.transaction(async (tx) => {
    const locked = await lockP2pOrder(tx, orderId);
    const [again] = await tx.select().from(p2pShippingLabels).where(eq(p2pShippingLabels.orderId, orderId));
    if (again) return { shipmentId: again.shipmentId, trackingNumber: again.trackingNumber };
    const lines = await tx
      .select({ id: orderItems.id, confirmedAt: orderItems.lotConfirmedAt })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
    checkCreateLabel(
      await p2pPhaseOf(tx, locked),
      new Set(lines.map((l) => l.id)),
      new Set(lines.filter((l) => l.confirmedAt).map((l) => l.id)),
    );
    const [shipment] = await tx
      .insert(shipments)
      .values({
        orderId,
        carrier: SANDBOX_CARRIER,
        trackingNumber: label.trackingNumber,
        shippedAt: now,
        latestStatus: 'shipment_information_sent',
      })
      .returning({ id: shipments.id });
    await tx.insert(shipmentPackages).values(packages.map((p) => ({ shipmentId: shipment!.id, ...p })));
    await tx.insert(p2pShippingLabels).values({
      orderId,
      shipmentId: shipment!.id,
      carrier: SANDBOX_CARRIER,
      trackingNumber: label.trackingNumber,
      fileKey,
      createdAt: now,
    });
    await tx
      .update(orders)
      .set({ status: 'shipped', shippedAt: now, updatedAt: now })
      .where(eq(orders.id, orderId));
    await writeDscsaRecords(tx, locked, now);
    const seller = await accountName(tx, locked.supplierAccountId, 'The pharmacy');
    await notifyBuyer(tx, locked, {
      key: p2pStepKey(orderId, 'shipped'),
      kind: 'order_shipped',
      title: `Order #${locked.number} shipped`,
      body: `${seller} shipped your order #${locked.number} with the Sandbox carrier, tracking number ${label.trackingNumber}.`,
      details: { shipment_id: shipment!.id, carrier: SANDBOX_CARRIER, tracking_number: label.trackingNumber },
    });
    return { shipmentId: shipment!.id, trackingNumber: label.trackingNumber };
  });
}
