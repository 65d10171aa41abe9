/** The p2p order routes' answers, built from the rows (issue 13). */
import type { z } from 'zod';
import type { DscsaRecordRow } from '../../../../db/queries/p2p/dscsa-records.ts';
import type { P2pOrderDetail, P2pOrderRow } from '../../../../db/queries/p2p/p2p-sales.ts';
import { p2pPhaseFromRow } from '../../../../domain/p2p/p2p-order-state.ts';
import type { DscsaRecordSchema, P2pOrderDetailSchema } from './schemas.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function serializeP2pOrder(
  order: P2pOrderRow,
  d: P2pOrderDetail,
): z.infer<typeof P2pOrderDetailSchema> {
  const lines = d.lines.map((l) => ({
    id: l.id,
    ndc: l.ndc,
    name: l.name,
    quantity: l.quantity,
    unit_cents: l.unitCents,
    total_cents: l.totalCents,
    lot: l.lot,
    exp_date: l.expDate,
    lot_confirmed: l.lotConfirmedAt !== null,
    listing_lot: l.listingLot,
    listing_exp_date: l.listingExpDate,
  }));
  const a = order.shipAddress;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    phase: p2pPhaseFromRow({ ...order, payoutStatus: d.payout?.status ?? null }),
    seller_account_id: order.supplierAccountId,
    seller_name: d.sellerName,
    buyer_name: d.buyerName,
    reason_code: order.p2pReasonCode,
    placed_at: order.placedAt.toISOString(),
    total_cents: order.totalCents,
    ship_address: {
      address1: a.address1,
      address2: a.address2,
      city: a.city,
      state_code: a.state_code,
      zipcode: a.zipcode,
    },
    lines,
    all_lots_confirmed: lines.every((l) => l.lot_confirmed),
    label: d.label
      ? {
          carrier: d.label.carrier,
          tracking_number: d.label.trackingNumber,
          created_at: d.label.createdAt.toISOString(),
        }
      : null,
    shipment: d.shipment
      ? {
          latest_status: d.shipment.latestStatus,
          estimated_delivery: d.shipment.estimatedDelivery,
          delivered_at: iso(d.shipment.deliveredAt),
        }
      : null,
    payout: d.payout
      ? {
          status: d.payout.status,
          gross_cents: d.payout.grossCents,
          fee_cents: d.payout.feeCents,
          net_cents: d.payout.netCents,
          hold_until: iso(d.payout.holdUntil),
          released_at: iso(d.payout.releasedAt),
          refunded_at: iso(d.payout.refundedAt),
        }
      : null,
    received_at: iso(order.receivedAt),
    dispute: order.disputedAt
      ? {
          opened_at: order.disputedAt.toISOString(),
          message: order.disputeMessage,
          decision: d.decision?.decision ?? null,
          note: d.decision?.note ?? null,
        }
      : null,
    rating: d.rating ? { rating: d.rating.rating, message: d.rating.message } : null,
    dscsa_records: d.records.map((r) => ({ id: r.id, order_item_id: r.orderItemId, version: r.version })),
  };
}

export function serializeDscsaRecord(r: DscsaRecordRow): z.infer<typeof DscsaRecordSchema> {
  return {
    id: r.id,
    order_id: r.orderId,
    order_item_id: r.orderItemId,
    version: r.version,
    ndc: r.ndc,
    product_name: r.productName,
    strength: r.strength,
    dosage_form: r.dosageForm,
    container_size: r.containerSize,
    quantity: r.quantity,
    lot: r.lot,
    expiry_date: r.expiryDate,
    transaction_date: r.transactionDate,
    shipment_date: r.shipmentDate,
    seller_name: r.seller.name,
    buyer_name: r.buyer.name,
    created_at: r.createdAt.toISOString(),
  };
}
