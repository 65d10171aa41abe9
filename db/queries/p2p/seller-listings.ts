/**
 * A p2p seller's own listings (issue 13 part A): one page of them with their proof state, one
 * listing with its files, and the support queue of active p2p listings whose proof is not on file.
 * The seller's account id is part of every query: another account's listing never matches.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SortDirection, SortKey } from '../../../domain/catalog/sorting.ts';
import { listingSearchCondition } from '../listing-search.ts';
import type { Database } from '../../client.ts';
import { accounts, listingFiles, products } from '../../schema/index.ts';
import { listings as listingsTable } from '../../schema/index.ts';
import { listingBuyable, p2pProofOnFile } from '../sellers/listing-conditions.ts';

/** The listing table under the alias `l` the p2p SQL conditions name. */
const l = alias(listingsTable, 'l');

export type SellerListingSort = SortKey | 'name';
export type SellerListingQuery = {
  page: number;
  perPage: number;
  sort: SellerListingSort;
  direction: SortDirection;
  q?: string | undefined;
};

const proofOnFile = sql<boolean>`${p2pProofOnFile()}`;

const rowColumns = {
  id: l.id,
  productId: products.id,
  ndc: products.ndc,
  name: products.name,
  strength: products.strength,
  dosageForm: products.dosageForm,
  packageSize: products.packageSize,
  manufacturer: products.manufacturer,
  isBrand: products.isBrand,
  deaSchedule: products.deaSchedule,
  sku: l.sku,
  packPriceCents: l.packPriceCents,
  stock: l.stock,
  lot: l.lot,
  expiryDate: l.expiryDate,
  p2pMaxQty: l.p2pMaxQty,
  purchasedFrom: l.purchasedFrom,
  qualityIdentifier: l.qualityIdentifier,
  qualityDescription: l.qualityDescription,
  active: l.active,
  proofUpdatedAt: l.proofUpdatedAt,
  createdAt: l.createdAt,
  proofOnFile,
};

const SORT_COLUMNS: Record<SellerListingSort, SQL> = {
  manufacturer: sql`lower(${products.manufacturer})`,
  supplier_name: sql`lower(${products.name})`,
  package_size: sql`${products.packageQuantity}`,
  stock: sql`${l.stock}`,
  expiration_date: sql`${l.expiryDate}`,
  price_per_unit: sql`round(${l.packPriceCents} * 100.0 / nullif(${products.packageQuantity}, 0))`,
  price: sql`${l.packPriceCents}`,
  name: sql`lower(${products.name})`,
};

/** One page of the seller's p2p listings (active first), searchable by name, NDC, SKU or lot. */
export async function listSellerListings(db: Database, sellerAccountId: string, query: SellerListingQuery) {
  const where = and(
    eq(l.supplierAccountId, sellerAccountId),
    eq(l.isP2p, true),
    query.q ? listingSearchCondition(query.q, { sku: l.sku, lot: l.lot }) : undefined,
  );
  const order = query.direction === 'desc' ? desc : asc;
  const [rows, totals] = await Promise.all([
    db
      .select(rowColumns)
      .from(l)
      .innerJoin(products, eq(products.id, l.productId))
      .where(where)
      .orderBy(desc(l.active), order(SORT_COLUMNS[query.sort]), asc(l.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(l).innerJoin(products, eq(products.id, l.productId)).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type SellerListingRow = Awaited<ReturnType<typeof listSellerListings>>['rows'][number];

/** One of the seller's p2p listings with every file it carries (removed ones included, marked). */
export async function findSellerListing(db: Database, sellerAccountId: string, listingId: string) {
  const [row] = await db
    .select(rowColumns)
    .from(l)
    .innerJoin(products, eq(products.id, l.productId))
    .where(and(eq(l.id, listingId), eq(l.supplierAccountId, sellerAccountId), eq(l.isP2p, true)));
  if (!row) return null;
  const files = await db
    .select()
    .from(listingFiles)
    .where(eq(listingFiles.listingId, listingId))
    .orderBy(asc(listingFiles.createdAt), asc(listingFiles.id));
  return { ...row, files };
}

/** One file of one of the seller's p2p listings, or null (another seller's file is not found). */
export async function findSellerListingFile(
  db: Database,
  sellerAccountId: string,
  listingId: string,
  fileId: string,
) {
  const [row] = await db
    .select({ file: listingFiles })
    .from(listingFiles)
    .innerJoin(l, eq(l.id, listingFiles.listingId))
    .where(
      and(
        eq(listingFiles.id, fileId),
        eq(l.id, listingId),
        eq(l.supplierAccountId, sellerAccountId),
        eq(l.isP2p, true),
      ),
    );
  return row?.file ?? null;
}

/** Live files per kind of a listing (removed ones left out). */
export async function countLiveFiles(db: Pick<Database, 'select'>, listingId: string) {
  const rows = await db
    .select({ kind: listingFiles.kind, n: count() })
    .from(listingFiles)
    .where(and(eq(listingFiles.listingId, listingId), sql`${listingFiles.removedAt} is null`))
    .groupBy(listingFiles.kind);
  return Object.fromEntries(rows.map((r) => [r.kind, r.n])) as Partial<Record<string, number>>;
}

const liveCount = (kind: 'proof_of_purchase' | 'pedigree') =>
  sql<number>`(select count(*)::int from listing_files lf where lf.listing_id = l.id and lf.kind = ${kind} and lf.removed_at is null)`;

/**
 * Support's queue (issue 13): active p2p listings failing `p2pProofOnFile`, oldest first, with the
 * seller and the counts the "what is missing" sentence is made from.
 */
export async function listMissingProofs(db: Database, query: { page: number; perPage: number }) {
  const seller = alias(accounts, 'seller');
  const where = and(eq(l.isP2p, true), eq(l.active, true), sql`not ${p2pProofOnFile()}`);
  const [rows, totals] = await Promise.all([
    db
      .select({
        listingId: l.id,
        ndc: products.ndc,
        name: products.name,
        lot: l.lot,
        stock: l.stock,
        purchasedFrom: l.purchasedFrom,
        createdAt: l.createdAt,
        sellerAccountId: seller.id,
        sellerName: seller.name,
        proofOfPurchaseFiles: liveCount('proof_of_purchase'),
        pedigreeFiles: liveCount('pedigree'),
      })
      .from(l)
      .innerJoin(products, eq(products.id, l.productId))
      .innerJoin(seller, eq(seller.id, l.supplierAccountId))
      .where(where)
      .orderBy(asc(l.createdAt), asc(l.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(l).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** One active p2p listing of support's queue (its proof not on file), or null. */
export async function findMissingProof(db: Pick<Database, 'select'>, listingId: string) {
  const [row] = await db
    .select({
      listingId: l.id,
      sellerAccountId: l.supplierAccountId,
      name: products.name,
      purchasedFrom: l.purchasedFrom,
      proofOfPurchaseFiles: liveCount('proof_of_purchase'),
      pedigreeFiles: liveCount('pedigree'),
    })
    .from(l)
    .innerJoin(products, eq(products.id, l.productId))
    .where(and(eq(l.id, listingId), eq(l.isP2p, true), eq(l.active, true), sql`not ${p2pProofOnFile()}`));
  return row ?? null;
}

/** An image (not removed) of a p2p listing a buyer may see on `today`, for any pharmacy's product page. */
export async function findBuyableListingImage(
  db: Database,
  listingId: string,
  fileId: string,
  today: string,
) {
  const [row] = await db
    .select({ file: listingFiles })
    .from(listingFiles)
    .innerJoin(l, eq(l.id, listingFiles.listingId))
    .where(
      and(
        eq(listingFiles.id, fileId),
        eq(l.id, listingId),
        eq(listingFiles.kind, 'image'),
        sql`${listingFiles.removedAt} is null`,
        eq(l.isP2p, true),
        eq(l.active, true),
        listingBuyable(today),
      ),
    );
  return row?.file ?? null;
}
