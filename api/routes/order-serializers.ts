/** Orders, shipments and tracking as the API answers them (snake_case, cents, ISO dates). */
import type { OrderDetail, OrderRow } from '../../db/queries/orders/supplier-orders.ts';
import type { CheckoutSettings } from '../../db/queries/supplier-settings/supplier-settings.ts';
import { canEdit, canTransition } from '../../domain/orders/order-state.ts';
import { progressPoint, trackingStatusLabel } from '../../domain/shipping/tracking-progress.ts';
import { carrierLabel } from '../../activities/orders/ship-order.ts';
import type { PricedEdit } from '../../activities/orders/order-pricing.ts';
import type { shipmentEvents, shipments } from '../../db/schema/index.ts';
import { iso } from '../contract/wire-format.ts';

type ShipmentRow = typeof shipments.$inferSelect;
type EventRow = typeof shipmentEvents.$inferSelect;

/** 12500 thousandths → '12.5' lbs. */
export function formatWeight(milliLbs: number): string {
  const fraction = String(milliLbs % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${Math.floor(milliLbs / 1000)}.${fraction}` : String(Math.floor(milliLbs / 1000));
}

export const serializeTotals = (
  t: Pick<
    OrderRow,
    'itemTotalCents' | 'shippingCents' | 'cardFeeCents' | 'achDiscountCents' | 'taxCents' | 'totalCents'
  >,
) => ({
  item_total_cents: t.itemTotalCents,
  shipping_cents: t.shippingCents,
  card_fee_cents: t.cardFeeCents,
  ach_discount_cents: t.achDiscountCents,
  tax_cents: t.taxCents,
  total_cents: t.totalCents,
});

export const serializeEvent = (e: EventRow) => ({
  status: e.status,
  label: trackingStatusLabel(e.status),
  location_city: e.locationCity,
  location_state: e.locationState,
  source: e.source,
  occurred_at: iso(e.occurredAt),
});

/** The tracking fields of the spec (§3 Shipment tracking) for one shipment. */
export function serializeTracking(s: ShipmentRow) {
  return {
    shipment_id: s.id,
    carrier: s.carrier,
    carrier_label: carrierLabel(s.carrier),
    tracking_number: s.trackingNumber,
    estimated_delivery: s.estimatedDelivery,
    latest_status: s.latestStatus,
    latest_status_label: trackingStatusLabel(s.latestStatus),
    progress_point: progressPoint(s.latestStatus),
    last_status_check_date: iso(s.lastStatusCheckAt),
    location_city: s.locationCity,
    location_state: s.locationState,
    shipped_at: iso(s.shippedAt),
    delivered_at: iso(s.deliveredAt),
    tracking_end_reason: s.trackingEndReason,
  };
}

/** A row of the supplier's orders list. */
export function serializeOrderRow(row: { order: OrderRow; pharmacyName: string; itemCount: number }) {
  const o = row.order;
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    pharmacy_name: row.pharmacyName,
    item_count: row.itemCount,
    payment_method: o.paymentMethod,
    shipping_method: o.shippingMethod,
    total_cents: o.totalCents,
    placed_at: iso(o.placedAt),
    updated_at: iso(o.updatedAt),
  };
}

/** What the supplier may do next (the page shows only these buttons). */
function actionsFor(o: OrderRow, tracking: ShipmentRow | undefined) {
  return {
    accept: canTransition(o.status, 'accepted'),
    modify: canEdit(o.status),
    ship: canTransition(o.status, 'shipped'),
    cancel: canTransition(o.status, 'cancelled'),
    record_status: o.status === 'shipped' && !!tracking,
  };
}

/** The whole order: lines, addresses, totals, shipments with packages and events, invoice, next actions. */
export function serializeOrderDetail(o: OrderRow, d: OrderDetail, settings?: CheckoutSettings | null) {
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    pharmacy: { id: o.pharmacyAccountId, name: d.pharmacyName },
    supplier: { id: o.supplierAccountId, name: d.supplierName },
    payment_method: o.paymentMethod,
    shipping_method: o.shippingMethod,
    ship_address: o.shipAddress,
    bill_address: o.billAddress,
    estimated_delivery: o.estimatedDelivery,
    remove_shipping: o.removeShipping,
    remove_card_fee: o.removeCardFee,
    change_summary: o.changeSummary ?? [],
    totals: serializeTotals(o),
    placed_at: iso(o.placedAt),
    accepted_at: iso(o.acceptedAt),
    shipped_at: iso(o.shippedAt),
    delivered_at: iso(o.deliveredAt),
    cancelled_at: iso(o.cancelledAt),
    items: d.items.map((i) => ({
      id: i.id,
      name: i.name,
      ndc: i.ndc,
      is_brand: i.isBrand,
      quantity: i.quantity,
      original_quantity: i.originalQuantity,
      unit_cents: i.unitCents,
      original_unit_cents: i.originalUnitCents,
      total_cents: i.totalCents,
      lot: i.lot,
      exp_date: i.expDate,
    })),
    shipments: d.shipments.map((s) => ({
      id: s.id,
      ...serializeTracking(s),
      packages: s.packages.map((p) => ({
        weight: formatWeight(p.weightMilliLbs),
        length: p.length,
        width: p.width,
        height: p.height,
      })),
      events: s.events.map(serializeEvent),
    })),
    invoice: d.invoice && {
      id: d.invoice.id,
      number: d.invoice.number,
      amount_cents: d.invoice.amountCents,
      paid_cents: d.invoice.paidCents,
      status: d.invoice.status,
      issued_on: d.invoice.issuedOn,
      due_on: d.invoice.dueOn,
    },
    actions: actionsFor(o, d.shipments[0]),
    ...(settings
      ? {
          shipping_methods: settings.shippingMethods
            .filter((m) => m.active)
            .map((m) => ({ service_type: m.serviceType, name: m.name, fee_cents: m.feeCents })),
        }
      : {}),
  };
}

/** An edit's price before saving: totals and the minimum notice (the save button waits for `minimums.met`). */
export function serializePreview(p: PricedEdit) {
  return {
    totals: serializeTotals(p.totals),
    items: p.lines.map((l) => ({ id: l.id, quantity: l.newQuantity, total_cents: l.newTotalCents })),
    shipping_method: p.shippingMethod,
    remove_shipping: p.removeShipping,
    remove_card_fee: p.removeCardFee,
    minimums: { met: p.minimums.met, failures: p.minimums.failures, message: p.minimums.message },
  };
}
