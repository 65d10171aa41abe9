/**
 * The caller's offers as the offers pages list them (pharmacy-side §2 and §4 Offers): individual
 * and bundle offers together, newest first. Every read is keyed by the caller's account inside
 * the query, so another account's offer is simply not there (404 / "not found"), never
 * "forbidden".
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../client.ts';
import {
  accounts,
  bundleOfferVariants,
  bundleOffers,
  listings,
  offers,
  products,
} from '../../schema/index.ts';

export type OfferBox = 'sent' | 'received';
export type OfferKind = 'offer' | 'bundle';
export type OfferSide = 'buyer' | 'seller';
export type OfferStatus = (typeof offers.$inferSelect)['status'];

export type OfferListQuery = {
  accountId: string;
  box: OfferBox;
  status?: OfferStatus | undefined;
  page: number;
  perPage: number;
};

/**
 * Sent is what the account initiated, received what it answers (the offers contract's roles):
 * an individual offer is initiated by its buyer, a bundle offer by its seller. So a pharmacy's
 * sent box holds its offers on listings and its received box the bundle offers made to it (and,
 * once p2p selling exists, offers on its own listings); a supplier's the other way round.
 */
function sideIn(kind: OfferKind, box: OfferBox): OfferSide {
  return (kind === 'offer') === (box === 'sent') ? 'buyer' : 'seller';
}

const offerOwner = (side: OfferSide) => (side === 'buyer' ? offers.buyerAccountId : offers.sellerAccountId);
const bundleOwner = (side: OfferSide) =>
  side === 'buyer' ? bundleOffers.buyerAccountId : bundleOffers.sellerAccountId;
const offerOther = (side: OfferSide) => (side === 'buyer' ? offers.sellerAccountId : offers.buyerAccountId);
const bundleOther = (side: OfferSide) =>
  side === 'buyer' ? bundleOffers.sellerAccountId : bundleOffers.buyerAccountId;

function scopeOf(query: OfferListQuery) {
  const offerSide = sideIn('offer', query.box);
  const bundleSide = sideIn('bundle', query.box);
  const offerWhere: SQL[] = [eq(offerOwner(offerSide), query.accountId)];
  const bundleWhere: SQL[] = [eq(bundleOwner(bundleSide), query.accountId)];
  if (query.status) {
    offerWhere.push(eq(offers.status, query.status));
    bundleWhere.push(eq(bundleOffers.status, query.status));
  }
  return { offerSide, bundleSide, offerWhere: and(...offerWhere)!, bundleWhere: and(...bundleWhere)! };
}

/** One page of (kind, id) keys of both kinds, newest first, and the count over both. */
async function pageKeys(db: Database, query: OfferListQuery) {
  const { offerWhere, bundleWhere } = scopeOf(query);
  const [keys, [count]] = await Promise.all([
    db.execute<{ kind: OfferKind; id: string }>(sql`
      select kind, id from (
        select 'offer' as kind, ${offers.id} as id, ${offers.createdAt} as created_at, ${offers.number} as number
          from ${offers} where ${offerWhere}
        union all
        select 'bundle', ${bundleOffers.id}, ${bundleOffers.createdAt}, ${bundleOffers.number}
          from ${bundleOffers} where ${bundleWhere}
      ) as negotiations
      order by created_at desc, number desc, kind
      limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`),
    db.execute<{ n: number }>(sql`
      select (select count(*) from ${offers} where ${offerWhere})::int
           + (select count(*) from ${bundleOffers} where ${bundleWhere})::int as n`),
  ]);
  return { keys: [...keys], total: count?.n ?? 0 };
}

const counterparty = alias(accounts, 'counterparty');

/** The individual offers of a page, with listing, product and the other party. */
function loadOffers(db: Database, accountId: string, side: OfferSide, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      offer: offers,
      counterpartyId: counterparty.id,
      counterpartyName: counterparty.name,
      productId: products.id,
      productName: products.name,
      ndc: products.ndc,
      packageSize: products.packageSize,
    })
    .from(offers)
    .innerJoin(listings, eq(listings.id, offers.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(counterparty, eq(counterparty.id, offerOther(side)))
    .where(and(inArray(offers.id, ids), eq(offerOwner(side), accountId)));
}

/** The bundle offers of a page with the other party, and their variants by product name. */
async function loadBundles(db: Database, accountId: string, side: OfferSide, ids: string[]) {
  if (ids.length === 0) return [];
  const [bundles, variants] = await Promise.all([
    db
      .select({ bundle: bundleOffers, counterpartyId: counterparty.id, counterpartyName: counterparty.name })
      .from(bundleOffers)
      .innerJoin(counterparty, eq(counterparty.id, bundleOther(side)))
      .where(and(inArray(bundleOffers.id, ids), eq(bundleOwner(side), accountId))),
    db
      .select({ variant: bundleOfferVariants, productName: products.name, ndc: products.ndc })
      .from(bundleOfferVariants)
      .innerJoin(listings, eq(listings.id, bundleOfferVariants.listingId))
      .innerJoin(products, eq(products.id, listings.productId))
      .where(inArray(bundleOfferVariants.bundleOfferId, ids))
      .orderBy(asc(products.name), asc(bundleOfferVariants.id)),
  ]);
  return bundles.map((b) => ({
    ...b,
    variants: variants.filter((v) => v.variant.bundleOfferId === b.bundle.id),
  }));
}

export type IndividualOfferListRow = Awaited<ReturnType<typeof loadOffers>>[number];
export type BundleOfferListRow = Awaited<ReturnType<typeof loadBundles>>[number];
export type OfferListRow =
  | ({ kind: 'offer'; side: OfferSide } & IndividualOfferListRow)
  | ({ kind: 'bundle'; side: OfferSide } & BundleOfferListRow);

/** One page of the account's sent or received offers, both kinds together, newest first (§2, §4). */
export async function listOffersForAccount(db: Database, query: OfferListQuery) {
  const { keys, total } = await pageKeys(db, query);
  const { offerSide, bundleSide } = scopeOf(query);
  const idsOf = (kind: OfferKind) => keys.filter((k) => k.kind === kind).map((k) => k.id);
  const [offerRows, bundleRows] = await Promise.all([
    loadOffers(db, query.accountId, offerSide, idsOf('offer')),
    loadBundles(db, query.accountId, bundleSide, idsOf('bundle')),
  ]);
  const rows: OfferListRow[] = [];
  for (const key of keys) {
    if (key.kind === 'offer') {
      const row = offerRows.find((r) => r.offer.id === key.id);
      if (row) rows.push({ kind: 'offer', side: offerSide, ...row });
    } else {
      const row = bundleRows.find((r) => r.bundle.id === key.id);
      if (row) rows.push({ kind: 'bundle', side: bundleSide, ...row });
    }
  }
  return { rows, total };
}

export type CallerNegotiation = {
  kind: OfferKind;
  id: string;
  number: number;
  side: OfferSide;
  status: OfferStatus;
  /** A bundle offer's variant ids (empty for an individual offer): a bulk accept chooses them all. */
  variantIds: string[];
};

/**
 * Which of the given offers and bundle offers the account is a party to, and on which side. A
 * foreign or unknown id is simply absent, so a bulk call reports it "not found" and never sends
 * anything for it (notes A.2: IDOR per element).
 */
export async function findCallerNegotiations(
  db: Database,
  accountId: string,
  ids: { offerIds: string[]; bundleOfferIds: string[] },
): Promise<CallerNegotiation[]> {
  const party = (buyer: SQL, seller: SQL) => sql`(${buyer} or ${seller})`;
  const [offerRows, bundleRows] = await Promise.all([
    ids.offerIds.length === 0
      ? []
      : db
          .select({
            id: offers.id,
            number: offers.number,
            status: offers.status,
            buyer: offers.buyerAccountId,
          })
          .from(offers)
          .where(
            and(
              inArray(offers.id, ids.offerIds),
              party(eq(offers.buyerAccountId, accountId), eq(offers.sellerAccountId, accountId)),
            ),
          ),
    ids.bundleOfferIds.length === 0
      ? []
      : db
          .select({
            id: bundleOffers.id,
            number: bundleOffers.number,
            status: bundleOffers.status,
            buyer: bundleOffers.buyerAccountId,
          })
          .from(bundleOffers)
          .where(
            and(
              inArray(bundleOffers.id, ids.bundleOfferIds),
              party(eq(bundleOffers.buyerAccountId, accountId), eq(bundleOffers.sellerAccountId, accountId)),
            ),
          ),
  ]);
  const variants =
    bundleRows.length === 0
      ? []
      : await db
          .select({ id: bundleOfferVariants.id, bundleOfferId: bundleOfferVariants.bundleOfferId })
          .from(bundleOfferVariants)
          .where(
            inArray(
              bundleOfferVariants.bundleOfferId,
              bundleRows.map((r) => r.id),
            ),
          )
          .orderBy(asc(bundleOfferVariants.id));
  const sideOf = (buyer: string): OfferSide => (buyer === accountId ? 'buyer' : 'seller');
  return [
    ...offerRows.map((r) => ({ kind: 'offer' as const, ...r, side: sideOf(r.buyer), variantIds: [] })),
    ...bundleRows.map((r) => ({
      kind: 'bundle' as const,
      ...r,
      side: sideOf(r.buyer),
      variantIds: variants.filter((v) => v.bundleOfferId === r.id).map((v) => v.id),
    })),
  ];
}
