/** Checkout's answers (pharmacy-side §3 Order, Shipping time option; §4 Checkout): schemas and serializers. */
import { z } from 'zod';
import type { CartLine } from '../../../db/queries/cart/cart.ts';
import type { LocationAddress } from '../../../db/queries/locations.ts';
import type { OrderTotals, PaymentMethod } from '../../../domain/checkout/totals.ts';
import { formatCents } from '../../../domain/money.ts';

const cents = z.number().int();
export const PaymentMethodSchema = z.enum(['pay_offline', 'card', 'bank_transfer']);

export const CheckoutLineSchema = z
  .strictObject({
    id: z.uuid(),
    listing_id: z.uuid(),
    product_id: z.uuid(),
    ndc: z.string(),
    name: z.string(),
    strength: z.string(),
    package_size: z.string(),
    is_brand: z.boolean(),
    quantity: z.number().int(),
    unit_cents: cents,
    original_unit_cents: cents,
    total_cents: cents,
    promo_applied: z.boolean(),
    /** The supplier's special discount set `unit_cents` (special discount products import). */
    special_discount_applied: z.boolean(),
    returnable: z.boolean(),
    stock: z.number().int(),
    expiration_date: z.iso.date().nullable(),
    short_dated: z.boolean(),
    available: z.boolean(),
    /** A line from an accepted offer: its agreed price holds until agreed_until (issue 5). */
    offer_id: z.uuid().nullable(),
    bundle_offer_id: z.uuid().nullable(),
    agreed_until: z.iso.datetime().nullable(),
    allow_modify: z.boolean(),
  })
  .meta({ id: 'CheckoutLine' });

export function serializeLine(line: CartLine): z.input<typeof CheckoutLineSchema> {
  return {
    id: line.cartItemId,
    listing_id: line.listingId,
    product_id: line.productId,
    ndc: line.ndc,
    name: line.name,
    strength: line.strength,
    package_size: line.packageSize,
    is_brand: line.isBrand,
    quantity: line.quantity,
    unit_cents: line.unitCents,
    original_unit_cents: line.packPriceCents,
    total_cents: line.totalCents,
    promo_applied: line.promoApplied,
    special_discount_applied: line.specialDiscountApplied,
    returnable: line.returnable,
    stock: line.stock,
    expiration_date: line.expiryDate,
    short_dated: line.shortDated,
    available: line.available,
    offer_id: line.offerId,
    bundle_offer_id: line.bundleOfferId,
    agreed_until: line.agreedUnitCents === null ? null : (line.agreedUntil?.toISOString() ?? null),
    allow_modify: line.allowModify,
  };
}

/** A ship-to or bill-to choice, with the P.O. box flag the notice keys on. */
export const CheckoutAddressSchema = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    address1: z.string(),
    address2: z.string().nullable(),
    city: z.string(),
    state_id: z.number().int(),
    state: z.string(),
    zipcode: z.string(),
    phone: z.string().nullable(),
    default: z.boolean(),
    default_billing: z.boolean(),
    has_po_box: z.boolean(),
  })
  .meta({ id: 'CheckoutAddress' });

export function serializeLocation(
  l: LocationAddress,
  hasPoBox: boolean,
): z.input<typeof CheckoutAddressSchema> {
  return {
    id: l.id,
    name: l.name,
    address1: l.address1,
    address2: l.address2,
    city: l.city,
    state_id: l.stateId,
    state: l.stateCode,
    zipcode: l.zipcode,
    phone: l.phone,
    default: l.isDefaultShipping,
    default_billing: l.isDefaultBilling,
    has_po_box: hasPoBox,
  };
}

/** An order's money in integer cents, and the total as the page shows it. */
export const TotalsSchema = z
  .strictObject({
    item_total_cents: cents,
    shipping_cents: cents,
    card_fee_cents: cents,
    ach_discount_cents: cents,
    tax_cents: cents,
    total_cents: cents,
    total: z.string(),
  })
  .meta({ id: 'Totals' });

export function serializeOrderTotals(t: OrderTotals): z.input<typeof TotalsSchema> {
  return {
    item_total_cents: t.itemTotalCents,
    shipping_cents: t.shippingCents,
    card_fee_cents: t.cardFeeCents,
    ach_discount_cents: t.achDiscountCents,
    tax_cents: t.taxCents,
    total_cents: t.totalCents,
    total: formatCents(t.totalCents),
  };
}

export const TotalsByMethodSchema = z.strictObject({
  pay_offline: TotalsSchema,
  card: TotalsSchema,
  bank_transfer: TotalsSchema,
});

export function serializeTotals(
  totals: Record<PaymentMethod, OrderTotals>,
): z.input<typeof TotalsByMethodSchema> {
  return {
    pay_offline: serializeOrderTotals(totals.pay_offline),
    card: serializeOrderTotals(totals.card),
    bank_transfer: serializeOrderTotals(totals.bank_transfer),
  };
}

/** A shipping method with its delivery date, label and fee (§3 Shipping time option). */
export const TransitOptionSchema = z
  .strictObject({
    delivery_date: z.iso.date(),
    delivery_time: z.string(),
    service_type: z.string(),
    name: z.string(),
    label: z.string(),
    fee: cents,
    preselected: z.boolean(),
  })
  .meta({ id: 'TransitOption' });

export const ShippingFeeSchema = z
  .strictObject({ shipping_costs: cents, message: z.string() })
  .meta({ id: 'ShippingFee' });

export const CutoffSchema = z
  .strictObject({ cutoff_message: z.string(), cutoff_past: z.boolean() })
  .meta({ id: 'ShippingCutoff' });

export const VacationTimeSchema = z
  .strictObject({
    name: z.string(),
    start_date: z.iso.date(),
    end_date: z.iso.date(),
    notes: z.string().nullable(),
  })
  .meta({ id: 'CheckoutVacationTime' });
