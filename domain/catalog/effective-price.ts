/**
 * What a pack costs a buyer at a quantity on a day: the regular pack price, the promotion's pack
 * price while the promotion runs and the quantity reaches its trigger, the volume tier reached and
 * the supplier's special discount on the NDC. When several apply the buyer pays the lowest.
 */
import { specialDiscountPackPrice } from './special-discount.ts';
import { volumePackPrice, type VolumeTier } from './volume-discounts.ts';

export type PricedListing = {
  packPriceCents: number;
  promo: { packPriceCents: number; triggerQty: number; startDate: string; endDate: string } | null;
  volumeTiers: VolumeTier[];
  /** The special discount products import's percentage for the listing's NDC (basis points). */
  specialDiscountBp?: number | null | undefined;
};

export function isPromoActive(listing: PricedListing, today: string): boolean {
  return !!listing.promo && listing.promo.startDate <= today && today <= listing.promo.endDate;
}

export function effectivePackPrice(listing: PricedListing, quantity: number, today: string): number {
  const candidates = [volumePackPrice(listing.packPriceCents, quantity, listing.volumeTiers)];
  if (listing.promo && isPromoActive(listing, today) && quantity >= listing.promo.triggerQty) {
    candidates.push(listing.promo.packPriceCents);
  }
  if (listing.specialDiscountBp) {
    candidates.push(specialDiscountPackPrice(listing.packPriceCents, listing.specialDiscountBp));
  }
  return Math.min(...candidates);
}

/** Price per unit (tablet, mL…) in hundredths of a cent (centi-cents), so sorting by it stays exact. */
export function pricePerUnitCentiCents(packPriceCents: number, packageQuantity: number): number {
  return packageQuantity > 0 ? Math.round((packPriceCents * 100) / packageQuantity) : packPriceCents * 100;
}
