/**
 * The cart's answers (pharmacy-side §3 Line item, §4/§5 Quantity, §7 the mini cart): each shape is
 * a schema of the contract and the function that fills it from the cart queries.
 */
import { z } from 'zod';
import type { CartLine, SupplierCart } from '../../../db/queries/cart/cart.ts';
import type { CartWithStatus } from '../../../db/queries/cart/cart-status.ts';
import { formatNdc } from '../../../domain/catalog/ndc.ts';
import { ProblemSchema } from '../../contract/problem-schema.ts';

const cents = z.number().int();

/**
 * A cart line as pharmacy-side §3 Line item names it. `pack_price_cents` is what one pack costs
 * now (the best of promotion, volume tier and special discount), `original_price_cents` the
 * listing's regular price,
 * `item_total_cents` pack price × quantity: all computed by the server at this request.
 */
export const CartLineSchema = z
  .strictObject({
    id: z.uuid(),
    listing_id: z.uuid(),
    product_id: z.uuid(),
    supplier_id: z.uuid(),
    ndc: z.string(),
    name: z.string(),
    generic_name: z.string(),
    strength: z.string(),
    package_size: z.string(),
    sku: z.string(),
    quantity: z.number().int(),
    min_qty: z.number().int(),
    max_qty: z.number().int().nullable(),
    p2p_max_qty: z.number().int().nullable(),
    is_p2p: z.boolean(),
    original_price_cents: cents,
    pack_price_cents: cents,
    item_total_cents: cents,
    /** Set on a line from an accepted offer: its agreed price holds until agreed_until (issue 5). */
    offer_id: z.uuid().nullable(),
    bundle_offer_id: z.uuid().nullable(),
    agreed_until: z.iso.datetime().nullable(),
    allow_modify: z.boolean(),
    promo_item: z.boolean(),
    promo_modifiers: z
      .strictObject({
        triggering_quantity: z.number().int(),
        promo_pack_price_cents: cents,
        end_date: z.iso.date(),
      })
      .nullable(),
    volume_discount: z
      .strictObject({ min_quantity: z.number().int(), discount_bp: z.number().int() })
      .nullable(),
    /** The supplier's special discount on this NDC (special discount products import), or null. */
    special_discount: z.strictObject({ discount_bp: z.number().int(), pack_price_cents: cents }).nullable(),
    /** The special discount is what `pack_price_cents` charges (it was the best price). */
    special_discount_applied: z.boolean(),
    /** The listing's returnability (the non-returnable products import clears it). */
    returnable: z.boolean(),
    is_brand: z.boolean(),
    is_generic: z.boolean(),
    dea_schedule: z.string().nullable(),
    stock: z.number().int(),
    expiration_date: z.iso.date().nullable(),
    short_dated: z.boolean(),
    available: z.boolean(),
  })
  .meta({ id: 'CartLine' });

export function serializeLine(l: CartLine): z.input<typeof CartLineSchema> {
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
    is_p2p: l.isP2p,
    original_price_cents: l.packPriceCents,
    pack_price_cents: l.unitCents,
    item_total_cents: l.totalCents,
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
    special_discount: l.specialDiscount
      ? { discount_bp: l.specialDiscount.discountBp, pack_price_cents: l.specialDiscount.packPriceCents }
      : null,
    special_discount_applied: l.specialDiscountApplied,
    returnable: l.returnable,
    is_brand: l.isBrand,
    is_generic: !l.isBrand,
    dea_schedule: l.deaSchedule,
    stock: l.stock,
    expiration_date: l.expiryDate,
    short_dated: l.shortDated,
    available: l.available,
  };
}

/** One supplier's cart with its subtotals and minimum status (§5 Order minimums: met and the notice). */
export const SupplierCartSchema = z
  .strictObject({
    supplier_id: z.uuid(),
    supplier_name: z.string(),
    /** A pharmacy seller's cart: checked out through the p2p checkout (/pharmacy/p2p_checkout/{seller_id}). */
    is_p2p: z.boolean(),
    customer_approved: z.boolean(),
    lines: z.array(CartLineSchema),
    item_count: z.number().int(),
    subtotal_cents: cents,
    brand_subtotal_cents: cents,
    generic_subtotal_cents: cents,
    minimum: z.strictObject({
      met: z.boolean(),
      message: z.string().nullable(),
      failures: z.array(z.enum(['order', 'brand', 'generic'])),
      variant: z.string(),
      non_mandatory: z.boolean(),
    }),
  })
  .meta({ id: 'SupplierCart' });

export function serializeCart(cart: CartWithStatus): z.input<typeof SupplierCartSchema> {
  const m = cart.minimums;
  return {
    supplier_id: cart.supplierId,
    supplier_name: cart.supplierName,
    is_p2p: cart.isP2p,
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
export const SavedGroupSchema = z
  .strictObject({ supplier_id: z.uuid(), supplier_name: z.string(), items: z.array(CartLineSchema) })
  .meta({ id: 'SavedGroup' });

export function serializeSaved(cart: SupplierCart): z.input<typeof SavedGroupSchema> {
  return {
    supplier_id: cart.supplierId,
    supplier_name: cart.supplierName,
    items: cart.lines.map(serializeLine),
  };
}

/** GET /cart: every supplier's cart, the saved items, and the totals across carts. */
export const CartsSchema = z
  .strictObject({
    carts: z.array(SupplierCartSchema),
    saved: z.array(SavedGroupSchema),
    count: z.number().int(),
    total_cents: cents,
  })
  .meta({ id: 'Carts' });

const MINI_CART_LINES = 5;

/** The header's mini cart (§7 GET /orders/render_mini_cart, as JSON): counts, totals, a few lines. */
export const MiniCartSchema = z
  .strictObject({
    count: z.number().int(),
    total_cents: cents,
    suppliers: z.array(
      z.strictObject({
        supplier_id: z.uuid(),
        supplier_name: z.string(),
        count: z.number().int(),
        subtotal_cents: cents,
      }),
    ),
    lines: z.array(
      z.strictObject({
        id: z.uuid(),
        product_id: z.uuid(),
        name: z.string(),
        supplier_name: z.string(),
        quantity: z.number().int(),
        item_total_cents: cents,
      }),
    ),
  })
  .meta({ id: 'MiniCart' });

export function serializeMiniCart(carts: SupplierCart[]): z.input<typeof MiniCartSchema> {
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

/** A write's answer: the toast and the line as it stands now. */
export const LineAnswerSchema = z
  .strictObject({ message: z.string(), item: CartLineSchema })
  .meta({ id: 'CartLineAnswer' });

/** A removal's answer: the toast and the removed line's id. */
export const RemovedAnswerSchema = z.strictObject({ message: z.string(), id: z.uuid() });

/**
 * A refused quantity (422): the problem plus what the cart page acts on: `reason`
 * (cart.min_qty_needed…, confirm_remove), `previous_quantity` to revert to, `available` stock.
 */
export const CartProblemSchema = ProblemSchema.extend({
  reason: z.string().optional(),
  previous_quantity: z.number().int().optional(),
  available: z.number().int().optional(),
}).meta({ id: 'CartProblem' });
