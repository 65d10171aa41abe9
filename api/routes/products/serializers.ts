/** The catalog's answers to pharmacies: list rows, the product page's facts and each supplier's offer. */
import { z } from 'zod';
import { formatNdc } from '../../../domain/catalog/ndc.ts';
import { SORT_KEYS } from '../../../domain/catalog/sorting.ts';
import type { SupplierListing } from '../../../db/queries/products/product-detail.ts';
import type { ProductSummary } from '../../../db/queries/products/marketplace.ts';
import type { products } from '../../../db/schema/index.ts';

const cents = z.number().int();

/** A row of the marketplace list, favourites and recently viewed. */
export const ProductSummarySchema = z
  .strictObject({
    id: z.uuid(),
    ndc: z.string(),
    name: z.string(),
    generic_name: z.string(),
    strength: z.string(),
    form: z.string(),
    package_size: z.string(),
    package_qty: z.number().int(),
    manufacturer: z.string(),
    is_brand: z.boolean(),
    is_generic: z.boolean(),
    rx_otc: z.enum(['rx', 'otc']),
    /** Null when no listing passes the filters (a favourite nobody sells now). */
    best_price_cents: cents.nullable(),
    supplier_count: z.number().int(),
    deal: z.boolean(),
    promo: z.boolean(),
    short_dated: z.boolean(),
    /** How many pharmacy sellers (p2p) offer it among the suppliers counted. */
    p2p_seller_count: z.number().int(),
    favorite: z.boolean(),
  })
  .meta({ id: 'ProductSummary' });

export function serializeSummary(p: ProductSummary): z.input<typeof ProductSummarySchema> {
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
    p2p_seller_count: p.p2pSellerCount,
    favorite: p.favorite,
  };
}

const page = { page: z.number().int(), per_page: z.number().int(), total: z.number().int() };

export const MarketplacePageSchema = z
  .strictObject({ data: z.array(ProductSummarySchema), ...page })
  .meta({ id: 'MarketplacePage' });

export const FavoritesPageSchema = z
  .strictObject({
    data: z.array(ProductSummarySchema.extend({ favorited_at: z.iso.datetime() })),
    ...page,
    page_entries_info: z.string(),
  })
  .meta({ id: 'FavoritesPage' });

export const RecentlyViewedSchema = z.strictObject({
  data: z.array(ProductSummarySchema.extend({ viewed_at: z.iso.datetime() })),
});

/** The product facts of the product page. */
export const ProductFactsSchema = z
  .strictObject({
    id: z.uuid(),
    ndc: z.string(),
    ndc11: z.string(),
    name: z.string(),
    generic_name: z.string(),
    strength: z.string(),
    form: z.string(),
    route: z.string(),
    package_size: z.string(),
    package_qty: z.number().int(),
    unit: z.string(),
    manufacturer: z.string(),
    is_brand: z.boolean(),
    is_generic: z.boolean(),
    rx_otc: z.enum(['rx', 'otc']),
    dea_schedule: z.string().nullable(),
    gpi: z.string().nullable(),
    favorite: z.boolean(),
  })
  .meta({ id: 'ProductFacts' });

export function serializeProduct(
  p: typeof products.$inferSelect,
  favorite: boolean,
): z.input<typeof ProductFactsSchema> {
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

/** A p2p seller beside its listing: shown by pharmacy name (supplier_name) and state, rating, proof badges. */
export const P2pSellerSchema = z
  .strictObject({
    seller_state: z.string().nullable(),
    rating_average: z.number().nullable(),
    rating_count: z.number().int(),
    proof_of_purchase: z.boolean(),
    pedigree: z.boolean(),
    p2p_max_qty: z.number().int().nullable(),
  })
  .meta({ id: 'P2pSeller' });

/** One supplier's offer on the product page; prices in cents, price per unit in 1/100 cents. */
export const SupplierListingSchema = z
  .strictObject({
    id: z.uuid(),
    supplier_id: z.uuid(),
    supplier_name: z.string(),
    price_cents: cents,
    price_per_unit_centi_cents: z.number().int(),
    stock: z.number().int(),
    expiration_date: z.iso.date().nullable(),
    package_size: z.string(),
    deal: z.boolean(),
    short_dated: z.boolean(),
    promo: z
      .strictObject({
        price_cents: cents,
        triggering_quantity: z.number().int(),
        start_date: z.iso.date(),
        end_date: z.iso.date(),
      })
      .nullable(),
    min_qty: z.number().int(),
    max_qty: z.number().int().nullable(),
    /** False when the supplier marked the listing, or its NDC by import, non-returnable. */
    returnable: z.boolean(),
    /** The supplier's special discount on the NDC: its percentage and the pack price it gives. */
    special_discount: z.strictObject({ discount_bp: z.number().int(), price_cents: cents }).nullable(),
    /** A pharmacy seller's listing (issue 13): the seller's state, rating and proof badges; null for a wholesaler's. */
    p2p: P2pSellerSchema.nullable(),
  })
  .meta({ id: 'SupplierListing' });

export function serializeListing(
  l: SupplierListing,
  packageSize: string,
): z.input<typeof SupplierListingSchema> {
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
    returnable: l.returnable,
    special_discount: l.specialDiscount
      ? { discount_bp: l.specialDiscount.discountBp, price_cents: l.specialDiscount.packPriceCents }
      : null,
    p2p: l.p2p
      ? {
          seller_state: l.p2p.sellerState,
          rating_average: l.p2p.ratingAverage,
          rating_count: l.p2p.ratingCount,
          proof_of_purchase: l.p2p.hasProofOfPurchase,
          pedigree: l.p2p.hasPedigree,
          p2p_max_qty: l.p2p.p2pMaxQty,
        }
      : null,
  };
}

export const ProductPageSchema = z
  .strictObject({
    product: ProductFactsSchema,
    listings: z.array(SupplierListingSchema),
    sort: z.enum(SORT_KEYS),
    direction: z.enum(['asc', 'desc']),
  })
  .meta({ id: 'ProductPage' });

/** Pharmacy-side §7 (message, count, page_entries_info) and supplier-side §3 (status, marked, id). */
export const FavoriteToggleSchema = z
  .strictObject({
    message: z.string(),
    count: z.number().int(),
    page_entries_info: z.string(),
    status: z.literal('success'),
    marked: z.boolean(),
    id: z.uuid(),
  })
  .meta({ id: 'FavoriteToggle' });
