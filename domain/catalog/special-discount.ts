/**
 * Special discount products (supplier-side §2 Imports: the special discount products import): a
 * supplier marks an NDC with a percentage off, and every buyer of that supplier pays the listing's
 * pack price less that percentage, unless a promotion or volume tier gives a lower price (the
 * buyer gets the best one, never two stacked; docs/decisions.md, Money and trust).
 */
import { lessPercent } from '../money.ts';

/** The pack price with the special discount taken off, rounded down to a whole cent like the tiers. */
export function specialDiscountPackPrice(packPriceCents: number, discountBp: number): number {
  return lessPercent(packPriceCents, discountBp);
}

/** The special discount a listing carries as shown to buyers, or null when its NDC has none. */
export function describeSpecialDiscount(
  packPriceCents: number,
  discountBp: number | null,
): { discountBp: number; packPriceCents: number } | null {
  if (discountBp === null || discountBp <= 0) return null;
  return { discountBp, packPriceCents: specialDiscountPackPrice(packPriceCents, discountBp) };
}
