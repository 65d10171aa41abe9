/**
 * The pack-price ceiling of supplier-side §5 and §9: a brand may be sold at most 8 % below WAC, a
 * generic at most 25 % below AWP (both rounded down to the cent); when the product carries its own
 * max_pack_price and that is lower, it applies instead.
 */
import { formatCents, lessPercent } from '../money.ts';

export const BRAND_DISCOUNT_FROM_WAC_BP = 800;
export const GENERIC_DISCOUNT_FROM_AWP_BP = 2500;

export type PricedProduct = {
  isBrand: boolean;
  wacCents: number | null;
  awpCents: number | null;
  maxPackPriceCents: number | null;
};

export type PackPriceCap = { cents: number; basis: 'wac' | 'awp' | 'max_pack_price' };

/** The highest pack price allowed for a product, or null when the product has no reference price. */
export function maxPackPrice(product: PricedProduct): PackPriceCap | null {
  const reference = product.isBrand ? product.wacCents : product.awpCents;
  const fromReference =
    reference === null
      ? null
      : lessPercent(reference, product.isBrand ? BRAND_DISCOUNT_FROM_WAC_BP : GENERIC_DISCOUNT_FROM_AWP_BP);
  const own = product.maxPackPriceCents;
  if (fromReference === null && own === null) return null;
  if (own !== null && (fromReference === null || own < fromReference))
    return { cents: own, basis: 'max_pack_price' };
  return { cents: fromReference!, basis: product.isBrand ? 'wac' : 'awp' };
}

const BASIS_TEXT: Record<PackPriceCap['basis'], string> = {
  wac: 'WAC less 8%',
  awp: 'AWP less 25%',
  max_pack_price: 'the maximum pack price for this product',
};

/** The pack-price error; the variant names the lowest price another supplier offers. */
export function packPriceMessage(cap: PackPriceCap, lowestSupplierPriceCents?: number | null): string {
  const base = `Pack price cannot exceed ${formatCents(cap.cents)} (${BASIS_TEXT[cap.basis]}).`;
  return lowestSupplierPriceCents == null
    ? base
    : `${base} The lowest supplier price for this product is ${formatCents(lowestSupplierPriceCents)}.`;
}
