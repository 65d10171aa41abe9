import type { CartLine, SupplierCart } from '../../db/queries/cart/cart.ts';
import type { CartWithStatus } from '../../db/queries/cart/cart-status.ts';
import { formatNdc } from '../../domain/catalog/ndc.ts';

/**
 * A cart line as pharmacy-side §3 Line item names it. `pack_price_cents` is what one pack costs
 * now (promotion or volume tier applied), `original_price_cents` the listing's regular price,
 * `item_total_cents` pack price × quantity: all computed by the server at this request.
 */
export function serializeLine(l: CartLine) {
  return {
    id: l.cartItemId,
    listing_id: l.listingId,
    product_id: l.productId,
    supplier_id: l.supplierId,
    ndc: formatNdc(l.ndc),
    name: l.name,
    generic_name: l.genericName,
    strength: l.strength,
    package_size: l.packageSize,
    sku: l.sku,
    quantity: l.quantity,
    min_qty: l.minQty,
    max_qty: l.maxQty,
    p2p_max_qty: l.p2pMaxQty,
    original_price_cents: l.packPriceCents,
    pack_price_cents: l.unitCents,
    item_total_cents: l.totalCents,
    // A line from an accepted offer: its agreed price holds until agreed_until (issue 5).
    offer_id: l.offerId,
    bundle_offer_id: l.bundleOfferId,
    agreed_until: l.agreedUntil?.toISOString() ?? null,
    allow_modify: l.allowModify,
    promo_item: l.promoApplied,
    promo_modifiers: l.promo
      ? {
          triggering_quantity: l.promo.triggeringQuantity,
          promo_pack_price_cents: l.promo.promoPackPriceCents,
          end_date: l.promo.endDate,
        }
      : null,
    volume_discount: l.tierApplied
      ? { min_quantity: l.tierApplied.minQuantity, discount_bp: l.tierApplied.discountBp }
      : null,
    is_brand: l.isBrand,
    is_generic: !l.isBrand,
    dea_schedule: l.deaSchedule,
    stock: l.stock,
    expiration_date: l.expiryDate,
    available: l.available,
  };
}

/** One supplier's cart with its subtotals and minimum status (§5 Order minimums: met and the notice). */
export function serializeCart(cart: CartWithStatus) {
  const m = cart.minimums;
  return {
    supplier_id: cart.supplierId,
    supplier_name: cart.supplierName,
    customer_approved: cart.customerApproved,
    lines: cart.lines.map(serializeLine),
    item_count: cart.lines.length,
    subtotal_cents: cart.subtotalCents,
    brand_subtotal_cents: m.brandSubtotalCents,
    generic_subtotal_cents: m.genericSubtotalCents,
    minimum: {
      met: m.met,
      message: m.message || null,
      failures: m.failures,
      variant: m.variant,
      non_mandatory: m.nonMandatory,
    },
  };
}

/** Saved-for-later items of one supplier. */
export function serializeSaved(cart: SupplierCart) {
  return {
    supplier_id: cart.supplierId,
    supplier_name: cart.supplierName,
    items: cart.lines.map(serializeLine),
  };
}

const MINI_CART_LINES = 5;

/** The header's mini cart (§7 GET /orders/render_mini_cart, as JSON): counts, totals, a few lines. */
export function serializeMiniCart(carts: SupplierCart[]) {
  const lines = carts.flatMap((c) => c.lines);
  return {
    count: lines.length,
    total_cents: carts.reduce((sum, c) => sum + c.subtotalCents, 0),
    suppliers: carts.map((c) => ({
      supplier_id: c.supplierId,
      supplier_name: c.supplierName,
      count: c.lines.length,
      subtotal_cents: c.subtotalCents,
    })),
    lines: lines.slice(0, MINI_CART_LINES).map((l) => ({
      id: l.cartItemId,
      product_id: l.productId,
      name: l.name,
      supplier_name: l.supplierName,
      quantity: l.quantity,
      item_total_cents: l.totalCents,
    })),
  };
}
