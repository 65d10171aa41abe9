/**
 * The product page (/products/{id}): the product's facts and every supplier's active listing,
 * sortable by the spec's column keys (pharmacy-side §3, supplier-side §2).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { isPromoActive, pricePerUnitCentiCents } from '../../../domain/catalog/effective-price.ts';
import { describeSpecialDiscount } from '../../../domain/catalog/special-discount.ts';
import { isShortDated } from '../../../domain/catalog/short-dated.ts';
import type { SortDirection, SortKey } from '../../../domain/catalog/sorting.ts';
import type { Database } from '../../client.ts';
import { favorites, products } from '../../schema/index.ts';
import { listingConditions, type ListingFilter } from './product-match.ts';

export type SupplierListing = {
  id: string;
  supplierId: string;
  supplierName: string;
  packPriceCents: number;
  pricePerUnitCentiCents: number;
  stock: number;
  expiryDate: string | null;
  isDeal: boolean;
  isShortDated: boolean;
  promo: { packPriceCents: number; triggerQty: number; startDate: string; endDate: string } | null;
  minQty: number;
  maxQty: number | null;
  returnable: boolean;
  /** The supplier's special discount on the NDC and the pack price it gives, or null. */
  specialDiscount: { discountBp: number; packPriceCents: number } | null;
  /** A pharmacy seller's listing (issue 13): its state, rating and documents; null for a wholesaler's. */
  p2p: P2pSellerFacts | null;
};

/** What a buyer sees of a p2p seller beside its listing: pharmacy name (supplierName), state, rating, proofs. */
export type P2pSellerFacts = {
  sellerState: string | null;
  ratingAverage: number | null;
  ratingCount: number;
  hasProofOfPurchase: boolean;
  hasPedigree: boolean;
  p2pMaxQty: number | null;
};

type ListingRow = {
  id: string;
  supplier_id: string;
  supplier_name: string;
  pack_price_cents: number;
  stock: number;
  expiry_date: string | null;
  is_deal: boolean;
  promo_pack_price_cents: number | null;
  promo_trigger_qty: number | null;
  promo_start_date: string | null;
  promo_end_date: string | null;
  min_qty: number;
  max_qty: number | null;
  returnable: boolean;
  special_discount_bp: number | null;
  is_p2p: boolean;
  p2p_max_qty: number | null;
  seller_state: string | null;
  rating_average: string | null;
  rating_count: number;
  has_proof: boolean;
  has_pedigree: boolean;
};

/** The p2p columns of listing `l` (seller `a`): state of its default shipping location, ratings, documents. */
export const p2pSellerColumns = sql`l.is_p2p, l.p2p_max_qty,
  (select s.code from locations sl join states s on s.id = sl.state_id where sl.account_id = a.id
    order by sl.is_default_shipping desc, sl.created_at limit 1) as seller_state,
  (select round(avg(r.rating), 1)::text from seller_ratings r where r.seller_account_id = a.id) as rating_average,
  (select count(*)::int from seller_ratings r where r.seller_account_id = a.id) as rating_count,
  exists (select 1 from listing_files f where f.listing_id = l.id and f.kind = 'proof_of_purchase' and f.removed_at is null) as has_proof,
  exists (select 1 from listing_files f where f.listing_id = l.id and f.kind = 'pedigree' and f.removed_at is null) as has_pedigree`;

/** The seller facts of a p2p row, null for a wholesaler's. */
export function p2pFactsOf(r: ListingRow): P2pSellerFacts | null {
  if (!r.is_p2p) return null;
  return {
    sellerState: r.seller_state,
    ratingAverage: r.rating_average === null ? null : Number(r.rating_average),
    ratingCount: r.rating_count,
    hasProofOfPurchase: r.has_proof,
    hasPedigree: r.has_pedigree,
    p2pMaxQty: r.p2p_max_qty,
  };
}

/**
 * Sort expressions per key. Manufacturer and package size are the product's own (one product, one
 * pack), so on one product page they tie and the order falls back to price, then supplier name;
 * the keys stay accepted so the same table sorts everywhere. Price per unit is price over the one
 * pack size, so it orders like price.
 */
const ORDER: Record<SortKey, SQL> = {
  manufacturer: sql`lower(p.manufacturer)`,
  supplier_name: sql`lower(a.name)`,
  package_size: sql`p.package_quantity`,
  stock: sql`l.stock`,
  expiration_date: sql`l.expiry_date`,
  price_per_unit: sql`l.pack_price_cents`,
  price: sql`l.pack_price_cents`,
};

export async function findProduct(db: Database, productId: string, userId: string) {
  const [row] = await db
    .select({
      product: products,
      favorite: sql<boolean>`exists (select 1 from ${favorites} f where f.user_id = ${userId} and f.product_id = ${products.id})`,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row ?? null;
}

/** Every supplier's active listing with stock for one product, in the chosen order. */
export async function listProductListings(
  db: Database,
  input: {
    productId: string;
    packageQuantity: number;
    sort: SortKey;
    direction: SortDirection;
    filter: ListingFilter;
  },
): Promise<SupplierListing[]> {
  const direction = input.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const rows = await db.execute<ListingRow>(sql`
    select l.id, a.id as supplier_id, a.name as supplier_name, l.pack_price_cents, l.stock,
           to_char(l.expiry_date, 'YYYY-MM-DD') as expiry_date, l.is_deal,
           l.promo_pack_price_cents, l.promo_trigger_qty,
           to_char(l.promo_start_date, 'YYYY-MM-DD') as promo_start_date,
           to_char(l.promo_end_date, 'YYYY-MM-DD') as promo_end_date, l.min_qty, l.max_qty, l.returnable,
           r.special_discount_bp, ${p2pSellerColumns}
    from listings l join accounts a on a.id = l.supplier_account_id and a.status = 'active'
      join products p on p.id = l.product_id
      left join supplier_product_rules r on r.supplier_account_id = l.supplier_account_id and r.ndc = p.ndc
    where l.product_id = ${input.productId} and ${listingConditions(input.filter)}
    order by ${ORDER[input.sort]} ${direction}, l.pack_price_cents, lower(a.name), l.id`);
  const today = input.filter.today;
  return rows.map((r) => {
    const promo =
      r.promo_pack_price_cents !== null && r.promo_start_date && r.promo_end_date
        ? {
            packPriceCents: r.promo_pack_price_cents,
            triggerQty: r.promo_trigger_qty ?? 1,
            startDate: r.promo_start_date,
            endDate: r.promo_end_date,
          }
        : null;
    return {
      id: r.id,
      supplierId: r.supplier_id,
      supplierName: r.supplier_name,
      packPriceCents: r.pack_price_cents,
      pricePerUnitCentiCents: pricePerUnitCentiCents(r.pack_price_cents, input.packageQuantity),
      stock: r.stock,
      expiryDate: r.expiry_date,
      isDeal: r.is_deal,
      isShortDated: isShortDated(r.expiry_date, today),
      // Only a running promotion is shown (its price and trigger quantity).
      promo:
        promo && isPromoActive({ packPriceCents: r.pack_price_cents, promo, volumeTiers: [] }, today)
          ? promo
          : null,
      minQty: r.min_qty,
      maxQty: r.max_qty,
      returnable: r.returnable,
      specialDiscount: describeSpecialDiscount(r.pack_price_cents, r.special_discount_bp),
      p2p: p2pFactsOf(r),
    };
  });
}
