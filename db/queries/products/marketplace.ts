/**
 * The marketplace result list (/products, /pharmacy/marketplace, /pharmacy/deals,
 * /pharmacy/shortdates): one row per product with its best price, how many suppliers sell it and
 * its deal, promotion and short-dated badges, computed over the listings the filters let through.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SHORT_DATED_DAYS } from '../../../domain/catalog/short-dated.ts';
import type { Database } from '../../client.ts';
import { hasListing, listingConditions, textCondition, type ListingFilter } from './product-match.ts';

export const MARKETPLACE_SORTS = ['name', 'price', 'suppliers'] as const;
export type MarketplaceSort = (typeof MARKETPLACE_SORTS)[number];

export type MarketplaceQuery = ListingFilter & {
  /** The calling user, for the favourite star. */
  userId: string;
  keywords?: string | undefined;
  sort: MarketplaceSort;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
};

export type ProductSummary = {
  id: string;
  ndc: string;
  name: string;
  genericName: string;
  strength: string;
  dosageForm: string;
  packageSize: string;
  packageQuantity: number;
  manufacturer: string;
  isBrand: boolean;
  rxOtc: 'rx' | 'otc';
  /** Null when no listing passes the filters (a favourite nobody sells now). */
  bestPriceCents: number | null;
  supplierCount: number;
  hasDeal: boolean;
  hasPromo: boolean;
  hasShortDated: boolean;
  /** Pharmacy sellers (p2p) among the suppliers. */
  p2pSellerCount: number;
  favorite: boolean;
};

type Row = {
  id: string;
  ndc: string;
  name: string;
  generic_name: string;
  strength: string;
  dosage_form: string;
  package_size: string;
  package_quantity: number;
  manufacturer: string;
  is_brand: boolean;
  rx_otc: 'rx' | 'otc';
  best_price_cents: number | null;
  supplier_count: number;
  has_deal: boolean;
  has_promo: boolean;
  has_short_dated: boolean;
  p2p_seller_count: number;
  favorite: boolean;
  total: number;
};

/**
 * The badges and best price of product `p` over the listings that pass the filter. The best price
 * is the lowest of the pack price, a running promotion's price (pharmacy-side §3, promo modifiers)
 * and the supplier's special discount price, rounded down like domain/money.ts lessPercent
 * (`least` skips the nulls of what does not apply).
 */
export function listingAggregate(filter: ListingFilter): SQL {
  const today = sql`${filter.today}::date`;
  const promoRunning = sql`(l.promo_pack_price_cents is not null and l.promo_start_date <= ${today} and ${today} <= l.promo_end_date)`;
  const specialPrice = sql`(select (l.pack_price_cents::bigint * (10000 - r.special_discount_bp) / 10000)::int
    from supplier_product_rules r where r.supplier_account_id = l.supplier_account_id and r.ndc = p.ndc)`;
  return sql`lateral (
    select min(least(l.pack_price_cents, case when ${promoRunning} then l.promo_pack_price_cents end, ${specialPrice}))::int as best_price_cents,
           count(distinct l.supplier_account_id)::int as supplier_count,
           coalesce(bool_or(l.is_deal), false) as has_deal,
           coalesce(bool_or(${promoRunning}), false) as has_promo,
           coalesce(bool_or(l.expiry_date between ${today} and ${today} + ${SHORT_DATED_DAYS}::int), false) as has_short_dated,
           (count(distinct l.supplier_account_id) filter (where l.is_p2p))::int as p2p_seller_count
    from listings l where l.product_id = p.id and ${listingConditions(filter)}
  ) agg`;
}

/** The summary columns; `favorite` says whether the user has the product among their favourites. */
export const summaryColumns = (
  userId: string,
) => sql`p.id, p.ndc, p.name, p.generic_name, p.strength, p.dosage_form,
  p.package_size, p.package_quantity, p.manufacturer, p.is_brand, p.rx_otc, agg.best_price_cents, agg.supplier_count,
  agg.has_deal, agg.has_promo, agg.has_short_dated, agg.p2p_seller_count,
  exists (select 1 from favorites f where f.user_id = ${userId} and f.product_id = p.id) as favorite`;

export function toSummary(row: Omit<Row, 'total'>): ProductSummary {
  return {
    id: row.id,
    ndc: row.ndc,
    name: row.name,
    genericName: row.generic_name,
    strength: row.strength,
    dosageForm: row.dosage_form,
    packageSize: row.package_size,
    packageQuantity: row.package_quantity,
    manufacturer: row.manufacturer,
    isBrand: row.is_brand,
    rxOtc: row.rx_otc,
    bestPriceCents: row.best_price_cents,
    supplierCount: row.supplier_count,
    hasDeal: row.has_deal,
    hasPromo: row.has_promo,
    hasShortDated: row.has_short_dated,
    p2pSellerCount: row.p2p_seller_count,
    favorite: row.favorite,
  };
}

const ORDER: Record<MarketplaceSort, SQL> = {
  name: sql`lower(p.name)`,
  price: sql`agg.best_price_cents`,
  suppliers: sql`agg.supplier_count`,
};

/** One page of the marketplace list with the total number of matching products. */
export async function listMarketplaceProducts(db: Database, query: MarketplaceQuery) {
  const conditions: SQL[] = [hasListing(query)];
  if (query.keywords && query.keywords.trim().length > 0) conditions.push(textCondition(query.keywords));
  const direction = query.direction === 'desc' ? sql`desc` : sql`asc`;
  const rows = await db.execute<Row>(sql`
    select ${summaryColumns(query.userId)}, count(*) over ()::int as total
    from products p cross join ${listingAggregate(query)}
    where ${sql.join(conditions, sql` and `)}
    order by ${ORDER[query.sort]} ${direction}, lower(p.name), p.ndc
    limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`);
  return {
    rows: rows.map(toSummary),
    total: rows[0]?.total ?? (await countBeyondPage(db, query, conditions)),
  };
}

/** A page past the end has no rows to carry the total; count it apart so the pager still knows. */
async function countBeyondPage(db: Database, query: MarketplaceQuery, conditions: SQL[]): Promise<number> {
  if (query.page === 1) return 0;
  const [row] = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from products p where ${sql.join(conditions, sql` and `)}`,
  );
  return row?.n ?? 0;
}
