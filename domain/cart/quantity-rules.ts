/**
 * What a cart line's quantity may be and what it costs (pharmacy-side §4 Quantity, §5 Quantity,
 * §3 Line item). A quantity below 1 asks to remove the line; one outside the listing's min-qty,
 * max-qty or p2p max is refused and the field reverts to the previous quantity.
 */
import { specialDiscountPackPrice } from '../catalog/special-discount.ts';
import { tierFor, volumePackPrice, type VolumeTier } from '../catalog/volume-discounts.ts';

export type QuantityRejection = 'min_qty_needed' | 'max_qty_allowed' | 'p2p_max_qty_allowed';

export type QuantityCheck =
  | { kind: 'ok' }
  | { kind: 'confirm_remove' }
  | { kind: 'rejected'; code: QuantityRejection; message: string; revertTo: number };

export type QuantityInput = {
  quantity: number;
  previousQuantity: number;
  minQty: number;
  maxQty: number | null;
  p2pMaxQty: number | null;
};

/** The spec names these cart.min_qty_needed, cart.max_qty_allowed, cart.p2p_max_qty_allowed; the wording is ours. */
export const QUANTITY_MESSAGES = {
  min_qty_needed: (minQty: number) => `Minimum quantity for this item is ${minQty}.`,
  max_qty_allowed: (maxQty: number) => `Maximum quantity for this item is ${maxQty}.`,
  p2p_max_qty_allowed: (p2pMaxQty: number) =>
    `Maximum quantity for this pharmacy-to-pharmacy item is ${p2pMaxQty}.`,
} as const;

/**
 * Checks a quantity typed into a cart line (§4 Quantity: below 1 confirms removal; §5 Quantity: min
 * only when min-qty > 1, then max-qty, then p2p max; a refused value reverts). A non-number (NaN)
 * counts as below 1. Callers pass whole numbers; the API schema guarantees it.
 */
export function checkCartQuantity(input: QuantityInput): QuantityCheck {
  const { quantity, previousQuantity, minQty, maxQty, p2pMaxQty } = input;
  if (!(quantity >= 1)) return { kind: 'confirm_remove' };
  const reject = (code: QuantityRejection, limit: number): QuantityCheck => ({
    kind: 'rejected',
    code,
    message: QUANTITY_MESSAGES[code](limit),
    revertTo: previousQuantity,
  });
  if (minQty > 1 && quantity < minQty) return reject('min_qty_needed', minQty);
  if (maxQty !== null && quantity > maxQty) return reject('max_qty_allowed', maxQty);
  if (p2pMaxQty !== null && quantity > p2pMaxQty) return reject('p2p_max_qty_allowed', p2pMaxQty);
  return { kind: 'ok' };
}

/** A line item's currently active promo modifier (§3 Line item: triggering_quantity, promo_pack_price, end_date). */
export type LinePromo = { triggeringQuantity: number; promoPackPriceCents: number; endDate: string };

export type LinePriceInput = {
  packPriceCents: number;
  promo: LinePromo | null;
  tiers: VolumeTier[];
  /** The supplier's special discount on the product's NDC (basis points), or null. */
  specialDiscountBp: number | null;
  quantity: number;
  /** ISO date (YYYY-MM-DD) the price is computed for. */
  today: string;
};

export type LinePrice = {
  unitCents: number;
  totalCents: number;
  promoApplied: boolean;
  specialDiscountApplied: boolean;
  tierApplied: VolumeTier | null;
};

/**
 * The pack price and line total at a quantity. The promotion applies when the quantity reaches
 * its triggering quantity and today is on or before its end date; the volume tier reached applies
 * as in domain/catalog; the supplier's special discount applies at any quantity. The buyer pays
 * the lowest of them (they never stack) and only that one is reported; on a tie the promotion is
 * reported first, then the special discount. Integer cents; total = unit × quantity.
 */
export function linePrice(input: LinePriceInput): LinePrice {
  const { packPriceCents, promo, tiers, specialDiscountBp, quantity, today } = input;
  const tier = quantity > 0 ? tierFor(quantity, tiers) : null;
  const tierCents = tier ? volumePackPrice(packPriceCents, quantity, tiers) : packPriceCents;
  const promoOn =
    promo !== null && quantity > 0 && quantity >= promo.triggeringQuantity && today <= promo.endDate;
  const specialCents =
    specialDiscountBp !== null && specialDiscountBp > 0 && quantity > 0
      ? specialDiscountPackPrice(packPriceCents, specialDiscountBp)
      : null;
  const best = Math.min(
    tierCents,
    promoOn ? promo.promoPackPriceCents : tierCents,
    specialCents ?? tierCents,
  );
  if (promoOn && promo.promoPackPriceCents === best) return price(best, quantity, 'promo', null);
  if (specialCents === best) return price(best, quantity, 'special', null);
  return price(tierCents, quantity, null, tier);
}

function price(
  unitCents: number,
  quantity: number,
  applied: 'promo' | 'special' | null,
  tierApplied: VolumeTier | null,
): LinePrice {
  return {
    unitCents,
    totalCents: unitCents * Math.max(0, quantity),
    promoApplied: applied === 'promo',
    specialDiscountApplied: applied === 'special',
    tierApplied,
  };
}
