/** The pharmacy's orders as the API answers them (pharmacy-side §3 Order, Line item, Shipment). */
import type { PharmacyOrderDetails, PharmacyOrderRow } from '../../db/queries/orders/pharmacy-orders.ts';
import type { CheckoutSettings } from '../../db/queries/supplier-settings/supplier-settings.ts';
import { isOverdue } from '../../domain/invoices/net-terms.ts';
import { formatCents } from '../../domain/money.ts';
import { canEdit } from '../../domain/orders/order-state.ts';

const money = (cents: number) => ({ cents, formatted: formatCents(cents) });
const iso = (date: Date | null) => date?.toISOString() ?? null;

export function serializeOrderRow(row: PharmacyOrderRow) {
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

function serializeItem(item: PharmacyOrderDetails['items'][number]) {
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

function serializeShipment(s: PharmacyOrderDetails['shipments'][number]) {
  return {
    id: s.id,
    carrier: s.carrier,
    tracking_number: s.trackingNumber,
    latest_status: s.latestStatus,
    location_city: s.locationCity,
    location_state: s.locationState,
    estimated_delivery: s.estimatedDelivery,
    last_status_check_date: iso(s.lastStatusCheckAt),
    shipped_at: s.shippedAt.toISOString(),
    delivered_at: iso(s.deliveredAt),
    packages: s.packages.map((p) => ({
      weight_lbs: p.weightMilliLbs / 1000,
      length: p.length,
      width: p.width,
      height: p.height,
    })),
  };
}

function serializeInvoice(invoice: NonNullable<PharmacyOrderDetails['invoice']>, today: string) {
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
export function serializeOrderDetails(
  order: PharmacyOrderDetails,
  settings: CheckoutSettings | null,
  today: string,
) {
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
    items,
    lots_confirmed: items.every((i) => i.confirmed),
    shipments: order.shipments.map(serializeShipment),
    invoice: order.invoice ? serializeInvoice(order.invoice, today) : null,
    can_edit: canEdit(order.status),
    can_mark_delivered: order.status === 'shipped',
    ...serializeSupplierRules(settings),
  };
}
