/** Orders, shipments and tracking as the API answers them (snake_case, cents, ISO dates). */
import { z } from 'zod';
import type { ShipmentWithTracking } from '../../../db/queries/orders/order-tracking.ts';
import type { OrderDetail, OrderRow } from '../../../db/queries/orders/supplier-orders.ts';
import type { CheckoutSettings } from '../../../db/queries/supplier-settings/supplier-settings.ts';
import { canEdit, canTransition } from '../../../domain/orders/order-state.ts';
import { progressPoint, trackingStatusLabel } from '../../../domain/shipping/tracking-progress.ts';
import { carrierLabel } from '../../../activities/orders/ship-order.ts';
import type { PricedEdit } from '../../../activities/orders/order-pricing.ts';
import type { shipmentEvents, shipments } from '../../../db/schema/index.ts';
import { ORDER_STATUSES } from '../../../domain/orders/order-state.ts';
import {
  EditProposalSchema,
  OrderAddressSchema,
  OrderTotalsSchema,
  PaymentMethodSchema,
  ShipmentDetailSchema,
  serializeEditProposal,
  type ShipmentEventSchema,
  type TrackingSchema,
} from './wire-schemas.ts';
import { iso } from '../../contract/wire-format.ts';

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
): z.input<typeof OrderTotalsSchema> => ({
  item_total_cents: t.itemTotalCents,
  shipping_cents: t.shippingCents,
  card_fee_cents: t.cardFeeCents,
  ach_discount_cents: t.achDiscountCents,
  tax_cents: t.taxCents,
  total_cents: t.totalCents,
});

export const serializeEvent = (e: EventRow): z.input<typeof ShipmentEventSchema> => ({
  status: e.status,
  label: trackingStatusLabel(e.status),
  location_city: e.locationCity,
  location_state: e.locationState,
  source: e.source,
  occurred_at: e.occurredAt.toISOString(),
});

/** The tracking fields of the spec (§3 Shipment tracking) for one shipment. */
export function serializeTracking(s: ShipmentRow): z.input<typeof TrackingSchema> {
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
    shipped_at: s.shippedAt.toISOString(),
    delivered_at: iso(s.deliveredAt),
    tracking_end_reason: s.trackingEndReason,
  };
}

/** A shipment with its packages and events, as both parties' order pages show it. */
export const serializeShipmentDetail = (s: ShipmentWithTracking): z.input<typeof ShipmentDetailSchema> => ({
  id: s.id,
  ...serializeTracking(s),
  packages: s.packages.map((p) => ({
    weight: formatWeight(p.weightMilliLbs),
    length: p.length,
    width: p.width,
    height: p.height,
  })),
  events: s.events.map(serializeEvent),
});

/** A row of the supplier's orders list. */
export const SupplierOrderRowSchema = z
  .strictObject({
    id: z.uuid(),
    number: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    pharmacy_name: z.string(),
    item_count: z.number().int(),
    payment_method: PaymentMethodSchema,
    shipping_method: z.string(),
    total_cents: z.number().int(),
    placed_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'SupplierOrderRow' });

export function serializeOrderRow(row: {
  order: OrderRow;
  pharmacyName: string;
  itemCount: number;
}): z.input<typeof SupplierOrderRowSchema> {
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
    placed_at: o.placedAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
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
export const OrderDetailSchema = z
  .strictObject({
    id: z.uuid(),
    number: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    pharmacy: z.strictObject({ id: z.uuid(), name: z.string() }),
    supplier: z.strictObject({ id: z.uuid(), name: z.string() }),
    payment_method: PaymentMethodSchema,
    shipping_method: z.string(),
    ship_address: OrderAddressSchema,
    bill_address: OrderAddressSchema,
    estimated_delivery: z.iso.date().nullable(),
    remove_shipping: z.boolean(),
    remove_card_fee: z.boolean(),
    change_summary: z.array(z.string()),
    /** A change the supplier proposed that waits for the pharmacy's answer. */
    edit_proposal: EditProposalSchema.nullable(),
    totals: OrderTotalsSchema,
    placed_at: z.iso.datetime(),
    accepted_at: z.iso.datetime().nullable(),
    shipped_at: z.iso.datetime().nullable(),
    delivered_at: z.iso.datetime().nullable(),
    cancelled_at: z.iso.datetime().nullable(),
    items: z.array(
      z.strictObject({
        id: z.uuid(),
        name: z.string(),
        ndc: z.string(),
        is_brand: z.boolean(),
        quantity: z.number().int(),
        original_quantity: z.number().int(),
        unit_cents: z.number().int(),
        original_unit_cents: z.number().int(),
        total_cents: z.number().int(),
        lot: z.string().nullable(),
        exp_date: z.iso.date().nullable(),
      }),
    ),
    shipments: z.array(ShipmentDetailSchema),
    invoice: z
      .strictObject({
        id: z.uuid(),
        number: z.number().int(),
        amount_cents: z.number().int(),
        paid_cents: z.number().int(),
        status: z.enum(['open', 'paid', 'overdue']),
        issued_on: z.iso.date(),
        due_on: z.iso.date(),
      })
      .nullable(),
    actions: z.strictObject({
      accept: z.boolean(),
      modify: z.boolean(),
      ship: z.boolean(),
      cancel: z.boolean(),
      record_status: z.boolean(),
    }),
    /** The supplier's page only: the methods it may change the order to. */
    shipping_methods: z
      .array(z.strictObject({ service_type: z.string(), name: z.string(), fee_cents: z.number().int() }))
      .optional(),
  })
  .meta({ id: 'OrderDetail' });

export function serializeOrderDetail(
  o: OrderRow,
  d: OrderDetail,
  settings?: CheckoutSettings | null,
): z.input<typeof OrderDetailSchema> {
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
    edit_proposal: serializeEditProposal(d.editProposal, d.items),
    totals: serializeTotals(o),
    placed_at: o.placedAt.toISOString(),
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
    shipments: d.shipments.map(serializeShipmentDetail),
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
export const EditPreviewSchema = z
  .strictObject({
    totals: OrderTotalsSchema,
    items: z.array(
      z.strictObject({ id: z.uuid(), quantity: z.number().int(), total_cents: z.number().int() }),
    ),
    shipping_method: z.string(),
    remove_shipping: z.boolean(),
    remove_card_fee: z.boolean(),
    minimums: z.strictObject({
      met: z.boolean(),
      failures: z.array(z.enum(['order', 'brand', 'generic'])),
      message: z.string(),
    }),
    /** The pharmacy's edit of a bank-transfer order: whether it stays within the weekly limit. */
    bank_payment: z
      .strictObject({
        available: z.boolean(),
        warning: z.string().nullable(),
        verify_link: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'EditPreview' });

export function serializePreview(p: PricedEdit): Omit<z.input<typeof EditPreviewSchema>, 'bank_payment'> {
  return {
    totals: serializeTotals(p.totals),
    items: p.lines.map((l) => ({ id: l.id, quantity: l.newQuantity, total_cents: l.newTotalCents })),
    shipping_method: p.shippingMethod,
    remove_shipping: p.removeShipping,
    remove_card_fee: p.removeCardFee,
    minimums: { met: p.minimums.met, failures: p.minimums.failures, message: p.minimums.message },
  };
}
