import { and, asc, count, desc, eq, inArray, isNotNull, min, ne, sql, type SQL } from 'drizzle-orm';
import { addDays, SHORT_DATED_DAYS } from '../../domain/catalog/short-dated.ts';
import type { SortDirection, SortKey } from '../../domain/catalog/sorting.ts';
import { listingSearchCondition } from './listing-search.ts';
import type { Database } from '../client.ts';
import { accounts, listings, products, volumeDiscounts } from '../schema/index.ts';

/** The supplier inventory's filters (supplier-side §2: active/inactive, deals, short-dated, non-returnable). */
export const INVENTORY_FILTERS = [
  'active',
  'inactive',
  'deals',
  'short_dated',
  'non_returnable',
  'promotions',
] as const;
export type InventoryFilter = (typeof INVENTORY_FILTERS)[number];
export type InventorySort = SortKey | 'name';

export type InventoryQuery = {
  page: number;
  perPage: number;
  sort: InventorySort;
  direction: SortDirection;
  q?: string | undefined;
  filter?: InventoryFilter | undefined;
  today: string;
};

const rowColumns = {
  id: listings.id,
  productId: products.id,
  ndc: products.ndc,
  name: products.name,
  genericName: products.genericName,
  strength: products.strength,
  dosageForm: products.dosageForm,
  packageSize: products.packageSize,
  packageQuantity: products.packageQuantity,
  manufacturer: products.manufacturer,
  isBrand: products.isBrand,
  awpCents: products.awpCents,
  wacCents: products.wacCents,
  maxPackPriceCents: products.maxPackPriceCents,
  supplierName: accounts.name,
  sku: listings.sku,
  packPriceCents: listings.packPriceCents,
  stock: listings.stock,
  expiryDate: listings.expiryDate,
  lot: listings.lot,
  minQty: listings.minQty,
  maxQty: listings.maxQty,
  returnable: listings.returnable,
  active: listings.active,
  isDeal: listings.isDeal,
  promoStartDate: listings.promoStartDate,
  promoEndDate: listings.promoEndDate,
  promoPackPriceCents: listings.promoPackPriceCents,
  promoTriggerQty: listings.promoTriggerQty,
};

export type InventoryRow = Awaited<ReturnType<typeof findInventoryRows>>[number];

/** Price per unit in hundredths of a cent, as domain/catalog/effective-price.ts computes it. */
const pricePerUnit = sql`round(${listings.packPriceCents} * 100.0 / nullif(${products.packageQuantity}, 0))`;

const SORT_COLUMNS: Record<InventorySort, SQL | typeof listings.stock> = {
  manufacturer: sql`lower(${products.manufacturer})`,
  supplier_name: sql`lower(${accounts.name})`,
  package_size: sql`${products.packageQuantity}`,
  stock: listings.stock,
  expiration_date: sql`${listings.expiryDate}`,
  price_per_unit: pricePerUnit,
  price: sql`${listings.packPriceCents}`,
  name: sql`lower(${products.name})`,
};

function filterCondition(filter: InventoryFilter, today: string): SQL | undefined {
  switch (filter) {
    case 'active':
      return eq(listings.active, true);
    case 'inactive':
      return eq(listings.active, false);
    case 'deals':
      return eq(listings.isDeal, true);
    case 'non_returnable':
      return eq(listings.returnable, false);
    case 'promotions':
      return isNotNull(listings.promoPackPriceCents);
    case 'short_dated':
      return sql`${listings.expiryDate} between ${today} and ${addDays(today, SHORT_DATED_DAYS)}`;
  }
}

/** One page of a supplier's inventory; the account id is part of the query (foreign rows never match). */
export async function listInventory(db: Database, supplierAccountId: string, query: InventoryQuery) {
  const where = and(
    eq(listings.supplierAccountId, supplierAccountId),
    query.filter ? filterCondition(query.filter, query.today) : undefined,
    query.q ? listingSearchCondition(query.q, listings) : undefined,
  );
  const order = query.direction === 'desc' ? desc : asc;
  const base = () =>
    db
      .select(rowColumns)
      .from(listings)
      .innerJoin(products, eq(products.id, listings.productId))
      .innerJoin(accounts, eq(accounts.id, listings.supplierAccountId));
  const [rows, totals] = await Promise.all([
    base()
      .where(where)
      .orderBy(sql`${order(SORT_COLUMNS[query.sort])} nulls last`, asc(listings.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: count() })
      .from(listings)
      .innerJoin(products, eq(products.id, listings.productId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Listings of this supplier among `ids` (for deal modals and configuring several). */
export async function findInventoryRows(db: Database, supplierAccountId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select(rowColumns)
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(accounts, eq(accounts.id, listings.supplierAccountId))
    .where(and(eq(listings.supplierAccountId, supplierAccountId), inArray(listings.id, ids)))
    .orderBy(asc(products.name), asc(listings.id));
}

/** The lowest active, unexpired, in-stock pack price for an NDC across suppliers, optionally leaving one listing out. */
export async function findLowestPrice(db: Database, ndc: string, excludeListingId?: string) {
  const [row] = await db
    .select({ cents: min(listings.packPriceCents) })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(
      and(
        eq(products.ndc, ndc),
        eq(listings.active, true),
        sql`${listings.stock} > 0`,
        sql`(${listings.expiryDate} is null or ${listings.expiryDate} >= current_date)`,
        excludeListingId ? ne(listings.id, excludeListingId) : undefined,
      ),
    );
  return row?.cents ?? null;
}

/** Whether the supplier already has another listing with this SKU (SKUs are unique per supplier). */
export async function isSkuTaken(db: Database, supplierAccountId: string, sku: string, excludeId?: string) {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.supplierAccountId, supplierAccountId),
        sql`lower(${listings.sku}) = lower(${sku.trim()})`,
        excludeId ? ne(listings.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A listing's volume tiers, smallest quantity first. */
export function listVolumeTiers(db: Database, listingId: string) {
  return db
    .select({ minQuantity: volumeDiscounts.minQuantity, discountBp: volumeDiscounts.discountBp })
    .from(volumeDiscounts)
    .where(eq(volumeDiscounts.listingId, listingId))
    .orderBy(asc(volumeDiscounts.minQuantity));
}

/** An active listing any buyer may see (volume-discount messages), or null. */
export async function findActiveListing(db: Database, listingId: string) {
  const [row] = await db
    .select({ id: listings.id, packPriceCents: listings.packPriceCents })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.active, true)))
    .limit(1);
  return row ?? null;
}

/** How many of `ids` are this supplier's listings: fewer than asked means the request fails whole. */
export async function countOwnListings(db: Database, supplierAccountId: string, ids: string[]) {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(and(eq(listings.supplierAccountId, supplierAccountId), inArray(listings.id, ids)));
  return row?.n ?? 0;
}

/** The supplier's own listing (id and price), or null: another supplier's id finds nothing. */
export async function findOwnListing(db: Database, supplierAccountId: string, listingId: string) {
  const [row] = await db
    .select({ id: listings.id, packPriceCents: listings.packPriceCents })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.supplierAccountId, supplierAccountId)))
    .limit(1);
  return row ?? null;
}
