/** JSON shapes of checkout and payment methods (snake_case; money in integer cents plus formatted text). */
import type { CartLine } from '../../db/queries/cart/cart.ts';
import type { SavedBankAccount, SavedCard } from '../../db/queries/checkout.ts';
import type { LocationAddress } from '../../db/queries/locations.ts';
import type { OrderTotals, PaymentMethod } from '../../domain/checkout/totals.ts';
import { formatCents } from '../../domain/money.ts';

export function serializeLine(line: CartLine) {
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
    stock: line.stock,
    available: line.available,
    // A line from an accepted offer: its agreed price holds until agreed_until (issue 5).
    offer_id: line.offerId,
    bundle_offer_id: line.bundleOfferId,
    agreed_until: line.agreedUnitCents === null ? null : (line.agreedUntil?.toISOString() ?? null),
    allow_modify: line.allowModify,
  };
}

export function serializeLocation(l: LocationAddress, hasPoBox: boolean) {
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

/** A saved card: never the processor token. */
export function serializeCard(c: SavedCard, expired: boolean) {
  return {
    id: c.id,
    brand: c.brand,
    last4: c.last4,
    exp_month: c.expMonth,
    exp_year: c.expYear,
    holder_name: c.holderName,
    location_id: c.locationId,
    expired,
  };
}

export function serializeBankAccount(b: SavedBankAccount, maxAttempts: number) {
  return {
    id: b.id,
    bank_name: b.bankName,
    last4: b.last4,
    verified: b.verified,
    verify_attempts_left: b.verified ? null : Math.max(0, maxAttempts - b.verifyAttempts),
  };
}

export function serializeOrderTotals(t: OrderTotals) {
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

export function serializeTotals(totals: Record<PaymentMethod, OrderTotals>) {
  return {
    pay_offline: serializeOrderTotals(totals.pay_offline),
    card: serializeOrderTotals(totals.card),
    bank_transfer: serializeOrderTotals(totals.bank_transfer),
  };
}
