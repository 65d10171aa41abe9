/** The pharmacy's orders as the API answers them (pharmacy-side §3 Order, Line item, Shipment, Shipment tracking). */
import { z } from 'zod';
import type { PharmacyOrderDetails, PharmacyOrderRow } from '../../../db/queries/orders/pharmacy-orders.ts';
import type { CheckoutSettings } from '../../../db/queries/supplier-settings/supplier-settings.ts';
import { isOverdue } from '../../../domain/invoices/net-terms.ts';
import { formatCents } from '../../../domain/money.ts';
import { canEdit, ORDER_STATUSES } from '../../../domain/orders/order-state.ts';
import { iso } from '../../contract/wire-format.ts';
import { MoneySchema } from '../inventory/serializers.ts';
import { serializeShipmentDetail } from './serializers.ts';
import {
  EditProposalSchema,
  OrderAddressSchema,
  PaymentMethodSchema,
  serializeEditProposal,
  ShipmentDetailSchema,
} from './wire-schemas.ts';

const money = (cents: number) => ({ cents, formatted: formatCents(cents) });
const status = z.enum(ORDER_STATUSES);

export const PharmacyOrderRowSchema = z
  .strictObject({
    id: z.uuid(),
    number: z.number().int(),
    supplier: z.strictObject({ id: z.uuid(), name: z.string() }),
    status,
    placed_at: z.iso.datetime(),
    item_count: z.number().int(),
    total_cents: z.number().int(),
    total: z.string(),
    fav: z.boolean(),
    memo: z.string().nullable(),
    payment_method: PaymentMethodSchema,
    shipping_method: z.string(),
    estimated_delivery: z.iso.date().nullable(),
  })
  .meta({ id: 'PharmacyOrderRow' });

export function serializeOrderRow(row: PharmacyOrderRow): z.input<typeof PharmacyOrderRowSchema> {
  return {
    id: row.id,
    number: row.number,
    supplier: { id: row.supplierId, name: row.supplierName },
    status: row.status,
    placed_at: row.placedAt.toISOString(),
    item_count: row.itemCount,
    total_cents: row.totalCents,
    total: formatCents(row.totalCents),
    fav: row.fav,
    memo: row.memo,
    payment_method: row.paymentMethod,
    shipping_method: row.shippingMethod,
    estimated_delivery: row.estimatedDelivery,
  };
}

const ItemSchema = z.strictObject({
  id: z.uuid(),
  product_id: z.uuid(),
  listing_id: z.uuid().nullable(),
  ndc: z.string(),
  name: z.string(),
  is_brand: z.boolean(),
  quantity: z.number().int(),
  original_quantity: z.number().int(),
  unit_cents: z.number().int(),
  original_unit_cents: z.number().int(),
  total_cents: z.number().int(),
  unit_price: z.string(),
  total: z.string(),
  promo_applied: z.boolean(),
  lot: z.string().nullable(),
  exp_date: z.iso.date().nullable(),
  confirmed: z.boolean(),
  confirmed_at: z.iso.datetime().nullable(),
});

function serializeItem(item: PharmacyOrderDetails['items'][number]): z.input<typeof ItemSchema> {
  return {
    id: item.id,
    product_id: item.productId,
    listing_id: item.listingId,
    ndc: item.ndc,
    name: item.name,
    is_brand: item.isBrand,
    quantity: item.quantity,
    original_quantity: item.originalQuantity,
    unit_cents: item.unitCents,
    original_unit_cents: item.originalUnitCents,
    total_cents: item.totalCents,
    unit_price: formatCents(item.unitCents),
    total: formatCents(item.totalCents),
    promo_applied: item.promoApplied,
    lot: item.lot,
    exp_date: item.expDate,
    confirmed: item.lotConfirmedAt !== null,
    confirmed_at: iso(item.lotConfirmedAt),
  };
}

const InvoiceSchema = z.strictObject({
  id: z.uuid(),
  number: z.number().int(),
  status: z.enum(['open', 'paid', 'overdue']),
  amount_cents: z.number().int(),
  paid_cents: z.number().int(),
  remaining_cents: z.number().int(),
  amount: z.string(),
  remaining: z.string(),
  issued_on: z.iso.date(),
  due_on: z.iso.date(),
  paid_at: z.iso.datetime().nullable(),
  overdue: z.boolean(),
});

function serializeInvoice(
  invoice: NonNullable<PharmacyOrderDetails['invoice']>,
  today: string,
): z.input<typeof InvoiceSchema> {
  const remaining = invoice.amountCents - invoice.paidCents;
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    amount_cents: invoice.amountCents,
    paid_cents: invoice.paidCents,
    remaining_cents: remaining,
    amount: formatCents(invoice.amountCents),
    remaining: formatCents(remaining),
    issued_on: invoice.issuedOn,
    due_on: invoice.dueOn,
    paid_at: iso(invoice.paidAt),
    overdue: invoice.status === 'overdue' || (invoice.status === 'open' && isOverdue(invoice.dueOn, today)),
  };
}

/** The steps the order went through, in order, for the status timeline. */
function timeline(order: PharmacyOrderDetails) {
  const steps = [
    { status: 'placed', at: iso(order.placedAt) },
    { status: 'accepted', at: iso(order.acceptedAt) },
    { status: 'shipped', at: iso(order.shippedAt) },
    { status: 'delivered', at: iso(order.deliveredAt) },
    { status: 'invoiced', at: iso(order.invoice?.createdAt ?? null) },
    { status: 'paid', at: iso(order.invoice?.paidAt ?? null) },
  ];
  if (order.cancelledAt)
    return [...steps.filter((s) => s.at), { status: 'cancelled', at: iso(order.cancelledAt) }];
  return steps;
}

const SupplierRulesSchema = {
  minimums: z
    .strictObject({
      wholesaler_name: z.string(),
      minimum_order_total_cents: z.number().int(),
      brands_minimum_order_total_cents: z.number().int(),
      brands_minimum_mandatory: z.boolean(),
      generics_minimum_order_total_cents: z.number().int(),
      generics_minimum_mandatory: z.boolean(),
    })
    .nullable(),
  shipping_methods: z.array(
    z.strictObject({
      service_type: z.string(),
      name: z.string(),
      fee_cents: z.number().int(),
      transit_business_days: z.number().int(),
    }),
  ),
};

/** What the edit page needs of the supplier: its minimums (§5 Order minimums) and shipping methods. */
function serializeSupplierRules(settings: CheckoutSettings | null) {
  if (!settings) return { minimums: null, shipping_methods: [] };
  const s = settings.settings;
  return {
    minimums: {
      wholesaler_name: settings.wholesalerName,
      minimum_order_total_cents: s.minimumOrderTotalCents,
      brands_minimum_order_total_cents: s.brandsMinimumOrderTotalCents,
      brands_minimum_mandatory: s.brandsMinimumMandatory,
      generics_minimum_order_total_cents: s.genericsMinimumOrderTotalCents,
      generics_minimum_mandatory: s.genericsMinimumMandatory,
    },
    shipping_methods: settings.shippingMethods
      .filter((m) => m.active)
      .map((m) => ({
        service_type: m.serviceType,
        name: m.name,
        fee_cents: m.feeCents,
        transit_business_days: m.transitBusinessDays,
      })),
  };
}

/** One order in full for its details and edit pages. */
export const PharmacyOrderDetailsSchema = z
  .strictObject({
    id: z.uuid(),
    number: z.number().int(),
    status,
    supplier: z.strictObject({ id: z.uuid(), name: z.string() }),
    placed_at: z.iso.datetime(),
    timeline: z.array(z.strictObject({ status: z.string(), at: z.iso.datetime().nullable() })),
    payment_method: PaymentMethodSchema,
    shipping_method: z.string(),
    ship_address: OrderAddressSchema,
    bill_address: OrderAddressSchema,
    totals: z.strictObject({
      item_total: MoneySchema,
      shipping: MoneySchema,
      card_fee: MoneySchema,
      ach_discount: MoneySchema,
      tax: MoneySchema,
      total: MoneySchema,
    }),
    remove_shipping: z.boolean(),
    remove_card_fee: z.boolean(),
    memo: z.string().nullable(),
    fav: z.boolean(),
    estimated_delivery: z.iso.date().nullable(),
    change_summary: z.array(z.string()),
    /** A change the supplier proposed that waits for the pharmacy to accept or decline it. */
    edit_proposal: EditProposalSchema.nullable(),
    items: z.array(ItemSchema),
    lots_confirmed: z.boolean(),
    shipments: z.array(ShipmentDetailSchema),
    invoice: InvoiceSchema.nullable(),
    /** A pharmacy-to-pharmacy order (issue 13): its receipt, dispute and rating are on its p2p panel. */
    is_p2p: z.boolean(),
    can_edit: z.boolean(),
    can_mark_delivered: z.boolean(),
    ...SupplierRulesSchema,
  })
  .meta({ id: 'PharmacyOrderDetails' });

export function serializeOrderDetails(
  order: PharmacyOrderDetails,
  settings: CheckoutSettings | null,
  today: string,
): z.input<typeof PharmacyOrderDetailsSchema> {
  const items = order.items.map(serializeItem);
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    supplier: { id: order.supplierAccountId, name: order.supplierName },
    placed_at: order.placedAt.toISOString(),
    timeline: timeline(order),
    payment_method: order.paymentMethod,
    shipping_method: order.shippingMethod,
    ship_address: order.shipAddress,
    bill_address: order.billAddress,
    totals: {
      item_total: money(order.itemTotalCents),
      shipping: money(order.shippingCents),
      card_fee: money(order.cardFeeCents),
      ach_discount: money(order.achDiscountCents),
      tax: money(order.taxCents),
      total: money(order.totalCents),
    },
    remove_shipping: order.removeShipping,
    remove_card_fee: order.removeCardFee,
    memo: order.memo,
    fav: order.fav,
    estimated_delivery: order.estimatedDelivery,
    change_summary: order.changeSummary ?? [],
    edit_proposal: serializeEditProposal(order.editProposal, order.items),
    items,
    lots_confirmed: items.every((i) => i.confirmed),
    shipments: order.shipments.map(serializeShipmentDetail),
    invoice: order.invoice ? serializeInvoice(order.invoice, today) : null,
    is_p2p: order.isP2p,
    can_edit: !order.isP2p && canEdit(order.status),
    can_mark_delivered: !order.isP2p && order.status === 'shipped',
    ...serializeSupplierRules(settings),
  };
}
