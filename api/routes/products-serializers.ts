import { formatNdc } from '../../domain/catalog/ndc.ts';
import type { SupplierListing } from '../../db/queries/products/product-detail.ts';
import type { ProductSummary } from '../../db/queries/products/marketplace.ts';
import type { products } from '../../db/schema/index.ts';

/** A row of the marketplace list, favourites and recently viewed. */
export function serializeSummary(p: ProductSummary) {
  return {
    id: p.id,
    ndc: formatNdc(p.ndc),
    name: p.name,
    generic_name: p.genericName,
    strength: p.strength,
    form: p.dosageForm,
    package_size: p.packageSize,
    package_qty: p.packageQuantity,
    manufacturer: p.manufacturer,
    is_brand: p.isBrand,
    is_generic: !p.isBrand,
    rx_otc: p.rxOtc,
    best_price_cents: p.bestPriceCents,
    supplier_count: p.supplierCount,
    deal: p.hasDeal,
    promo: p.hasPromo,
    short_dated: p.hasShortDated,
    favorite: p.favorite,
  };
}

/** The product facts of the product page. */
export function serializeProduct(p: typeof products.$inferSelect, favorite: boolean) {
  return {
    id: p.id,
    ndc: formatNdc(p.ndc),
    ndc11: p.ndc,
    name: p.name,
    generic_name: p.genericName,
    strength: p.strength,
    form: p.dosageForm,
    route: p.route,
    package_size: p.packageSize,
    package_qty: p.packageQuantity,
    unit: p.unit,
    manufacturer: p.manufacturer,
    is_brand: p.isBrand,
    is_generic: !p.isBrand,
    rx_otc: p.rxOtc,
    dea_schedule: p.deaSchedule,
    gpi: p.gpi,
    favorite,
  };
}

/** One supplier's offer on the product page; prices in cents, price per unit in 1/100 cents. */
export function serializeListing(l: SupplierListing, packageSize: string) {
  return {
    id: l.id,
    supplier_id: l.supplierId,
    supplier_name: l.supplierName,
    price_cents: l.packPriceCents,
    price_per_unit_centi_cents: l.pricePerUnitCentiCents,
    stock: l.stock,
    expiration_date: l.expiryDate,
    package_size: packageSize,
    deal: l.isDeal,
    short_dated: l.isShortDated,
    promo: l.promo
      ? {
          price_cents: l.promo.packPriceCents,
          triggering_quantity: l.promo.triggerQty,
          start_date: l.promo.startDate,
          end_date: l.promo.endDate,
        }
      : null,
    min_qty: l.minQty,
    max_qty: l.maxQty,
  };
}
