/**
 * The pharmacy's carts, one per supplier (pharmacy-side §3 Line item). Cart rows hold a listing and a
 * quantity; every price here is computed now from the listing, its running promotion, its volume
 * tiers and the supplier's special discount on its NDC (domain/cart/quantity-rules.ts linePrice),
 * never read from the client. The one price a row carries is an accepted offer's agreed price,
 * used while it holds (issue 5).
 */
import { and, asc, eq, not, sql, type SQL } from 'drizzle-orm';
import { brandHiddenFor } from '../customers.ts';
import { listingBuyable } from '../sellers/listing-conditions.ts';
import { linePrice, type LinePromo } from '../../../domain/cart/quantity-rules.ts';
import { isExpired, isShortDated } from '../../../domain/catalog/short-dated.ts';
import { describeSpecialDiscount } from '../../../domain/catalog/special-discount.ts';
import type { VolumeTier } from '../../../domain/catalog/volume-discounts.ts';
import type { Database } from '../../client.ts';
import { accounts, cartItems, listings, products, supplierProductRules } from '../../schema/index.ts';

/** Whose cart: the caller's own account (a Caller fits; so does an activity's { account: { id } }). */
export type CartOwner = { account: { id: string } };

export type CartLine = {
  cartItemId: string;
  listingId: string;
  productId: string;
  supplierId: string;
  supplierName: string;
  ndc: string;
  name: string;
  genericName: string;
  strength: string;
  packageSize: string;
  sku: string;
  isBrand: boolean;
  deaSchedule: string | null;
  quantity: number;
  saved: boolean;
  /** The listing's regular pack price (the line's "original price"). */
  packPriceCents: number;
  unitCents: number;
  totalCents: number;
  promoApplied: boolean;
  promo: LinePromo | null;
  tierApplied: VolumeTier | null;
  /** The supplier's special discount on the NDC (special discount products import), or null. */
  specialDiscount: { discountBp: number; packPriceCents: number } | null;
  /** The special discount set `unitCents` (it was the best price). */
  specialDiscountApplied: boolean;
  /** The listing's returnability (the non-returnable products import clears it). */
  returnable: boolean;
  minQty: number;
  maxQty: number | null;
  /** The most packs one p2p order may take (listings.p2p_max_qty); null for no limit or a wholesaler's listing. */
  p2pMaxQty: number | null;
  /** A pharmacy seller's listing (issue 13): bought through the p2p checkout. */
  isP2p: boolean;
  stock: number;
  expiryDate: string | null;
  /** Expires within the short-dated window (domain/catalog/short-dated.ts), judged today. */
  shortDated: boolean;
  /**
   * Active, unexpired listing of an active supplier with stock, and for a p2p listing its proof on
   * file and its seller in good standing: what add-to-cart and checkout accept.
   */
  available: boolean;
  /** Set on a line from an accepted offer or bundle offer (issue 5: accepted means buyable). */
  offerId: string | null;
  bundleOfferId: string | null;
  /** The agreed pack price while it holds (agreed_until in the future), else null: the listing prices the line. */
  agreedUnitCents: number | null;
  agreedUntil: Date | null;
  /** False: the agreed quantity is fixed (the offer's allow_modify_in_cart). */
  allowModify: boolean;
};

export type SupplierCart = {
  supplierId: string;
  supplierName: string;
  /** A pharmacy seller's cart (issue 13): checked out through /pharmacy/p2p_checkout/{seller}. */
  isP2p: boolean;
  lines: CartLine[];
  subtotalCents: number;
};

const SELECTION = {
  cartItemId: cartItems.id,
  listingId: listings.id,
  productId: products.id,
  supplierId: accounts.id,
  supplierName: accounts.name,
  supplierActive: sql<boolean>`${accounts.status} = 'active'`,
  ndc: products.ndc,
  name: products.name,
  genericName: products.genericName,
  strength: products.strength,
  packageSize: products.packageSize,
  sku: listings.sku,
  isBrand: products.isBrand,
  deaSchedule: products.deaSchedule,
  quantity: cartItems.quantity,
  saved: cartItems.saved,
  packPriceCents: listings.packPriceCents,
  minQty: listings.minQty,
  maxQty: listings.maxQty,
  p2pMaxQty: listings.p2pMaxQty,
  isP2p: listings.isP2p,
  // The p2p buyable rule (proof on file, seller in good standing), judged by the database's clock.
  buyable: sql<boolean>`exists (select 1 from listings l where l.id = ${listings.id} and ${listingBuyable(sql`current_date`)})`,
  stock: listings.stock,
  active: listings.active,
  returnable: listings.returnable,
  expiryDate: listings.expiryDate,
  promoStartDate: listings.promoStartDate,
  promoEndDate: listings.promoEndDate,
  promoPackPriceCents: listings.promoPackPriceCents,
  promoTriggerQty: listings.promoTriggerQty,
  offerId: cartItems.offerId,
  bundleOfferId: cartItems.bundleOfferId,
  agreedUntil: cartItems.agreedUntil,
  allowModify: cartItems.allowModify,
  // The agreed price holds until agreed_until, judged by the database clock (issue 5), and only
  // while its offer is agreed and not yet bought (issue 10): a cancellation requested, or an
  // offer another order consumed, prices the line from the listing.
  agreedUnitCents: sql<number | null>`case when ${cartItems.agreedUntil} > now() and (
      exists (select 1 from offers o where o.id = ${cartItems.offerId}
        and o.status in ('accepted', 'counter_accepted') and o.consumed_order_id is null)
      or exists (select 1 from bundle_offers b where b.id = ${cartItems.bundleOfferId}
        and b.status in ('accepted', 'counter_accepted') and b.consumed_order_id is null)
    ) then ${cartItems.agreedUnitCents} end`,
  // The special discount products import's rule for this supplier and NDC (its primary key).
  specialDiscountBp: sql<number | null>`(select r.special_discount_bp from ${supplierProductRules} r
    where r.supplier_account_id = ${listings.supplierAccountId} and r.ndc = ${products.ndc})`,
  // Tiers in the same statement, so the query count stays constant whatever the line count.
  tiers: sql<
    VolumeTier[]
  >`coalesce((select json_agg(json_build_object('minQuantity', v.min_quantity, 'discountBp', v.discount_bp))
    from volume_discounts v where v.listing_id = ${listings.id}), '[]'::json)`,
};

/** Cart rows of the owner's account only (the scope is in the query: a foreign row is never read). */
function selectRows(db: Pick<Database, 'select'>, owner: CartOwner, where: SQL | undefined) {
  return db
    .select(SELECTION)
    .from(cartItems)
    .innerJoin(listings, eq(listings.id, cartItems.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(accounts, eq(accounts.id, cartItems.supplierAccountId))
    .where(
      and(
        eq(cartItems.pharmacyAccountId, owner.account.id),
        not(brandHiddenFor(owner.account.id, sql`${listings.supplierAccountId}`, sql`${products.isBrand}`)),
        where,
      ),
    )
    .orderBy(asc(accounts.name), asc(cartItems.createdAt), asc(cartItems.id));
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

/** The promotion a line may use today: started, with a price (§3 currently active promo modifiers). */
function activePromo(row: Row, today: string): LinePromo | null {
  if (row.promoPackPriceCents === null || !row.promoStartDate || !row.promoEndDate) return null;
  if (row.promoStartDate > today || today > row.promoEndDate) return null;
  return {
    triggeringQuantity: row.promoTriggerQty ?? 1,
    promoPackPriceCents: row.promoPackPriceCents,
    endDate: row.promoEndDate,
  };
}

/**
 * An accepted offer's line costs the agreed pack price while it holds, with no promotion, tier or
 * special discount on top (the terms were agreed as a whole).
 */
function priceOf(row: Row, promo: LinePromo | null, today: string) {
  if (row.agreedUnitCents !== null) {
    const unitCents = Number(row.agreedUnitCents);
    return {
      unitCents,
      totalCents: unitCents * row.quantity,
      promoApplied: false,
      specialDiscountApplied: false,
      tierApplied: null,
    };
  }
  return linePrice({
    packPriceCents: row.packPriceCents,
    promo,
    tiers: row.tiers,
    specialDiscountBp: row.specialDiscountBp,
    quantity: row.quantity,
    today,
  });
}

function toLine(row: Row, today: string): CartLine {
  const promo = row.agreedUnitCents === null ? activePromo(row, today) : null;
  const price = priceOf(row, promo, today);
  return {
    cartItemId: row.cartItemId,
    listingId: row.listingId,
    productId: row.productId,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    ndc: row.ndc,
    name: row.name,
    genericName: row.genericName,
    strength: row.strength,
    packageSize: row.packageSize,
    sku: row.sku,
    isBrand: row.isBrand,
    deaSchedule: row.deaSchedule,
    quantity: row.quantity,
    saved: row.saved,
    packPriceCents: row.packPriceCents,
    unitCents: price.unitCents,
    totalCents: price.totalCents,
    promoApplied: price.promoApplied,
    promo,
    tierApplied: price.tierApplied,
    specialDiscount:
      row.agreedUnitCents === null
        ? describeSpecialDiscount(row.packPriceCents, row.specialDiscountBp)
        : null,
    specialDiscountApplied: price.specialDiscountApplied,
    returnable: row.returnable,
    minQty: row.minQty,
    maxQty: row.maxQty,
    p2pMaxQty: row.isP2p ? row.p2pMaxQty : null,
    isP2p: row.isP2p,
    stock: row.stock,
    expiryDate: row.expiryDate,
    shortDated: isShortDated(row.expiryDate, today),
    // A listing stops being buyable the day after its expiry date.
    available:
      row.supplierActive && row.active && row.buyable && row.stock > 0 && !isExpired(row.expiryDate, today),
    offerId: row.offerId,
    bundleOfferId: row.bundleOfferId,
    agreedUnitCents: row.agreedUnitCents === null ? null : Number(row.agreedUnitCents),
    agreedUntil: row.agreedUntil,
    allowModify: row.allowModify,
  };
}

async function selectLines(
  db: Pick<Database, 'select'>,
  owner: CartOwner,
  where: SQL | undefined,
  today: string,
) {
  const rows = await selectRows(db, owner, where);
  return rows.map((r) => toLine(r, today));
}

const sumTotals = (lines: CartLine[]) => lines.reduce((sum, l) => sum + l.totalCents, 0);

/**
 * One supplier's cart (not the saved items) with prices computed now: what checkout orders. An
 * empty cart has no lines and a zero subtotal. `today` is the ISO date promotions are judged on.
 */
export async function loadSupplierCart(
  db: Pick<Database, 'select'>,
  caller: CartOwner,
  supplierId: string,
  today: string,
): Promise<SupplierCart> {
  const lines = await selectLines(
    db,
    caller,
    and(eq(cartItems.supplierAccountId, supplierId), eq(cartItems.saved, false)),
    today,
  );
  const [supplier] = lines.length
    ? [{ name: lines[0]!.supplierName }]
    : await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, supplierId));
  return {
    supplierId,
    supplierName: supplier?.name ?? '',
    isP2p: lines.some((l) => l.isP2p),
    lines,
    subtotalCents: sumTotals(lines),
  };
}

export type CartsOverview = { carts: SupplierCart[]; saved: SupplierCart[] };

/** Every cart of the owner grouped per supplier, and the saved items grouped the same way. */
export async function listCarts(
  db: Pick<Database, 'select'>,
  owner: CartOwner,
  today: string,
): Promise<CartsOverview> {
  const lines = await selectLines(db, owner, undefined, today);
  return {
    carts: groupBySupplier(lines.filter((l) => !l.saved)),
    saved: groupBySupplier(lines.filter((l) => l.saved)),
  };
}

function groupBySupplier(lines: CartLine[]): SupplierCart[] {
  const carts = new Map<string, SupplierCart>();
  for (const line of lines) {
    const cart = carts.get(line.supplierId) ?? {
      supplierId: line.supplierId,
      supplierName: line.supplierName,
      isP2p: line.isP2p,
      lines: [],
      subtotalCents: 0,
    };
    cart.lines.push(line);
    cart.subtotalCents += line.totalCents;
    carts.set(line.supplierId, cart);
  }
  return [...carts.values()];
}

/** One of the owner's cart rows by id, or null (a foreign id finds nothing: 404 to the caller). */
export async function findCartLine(
  db: Pick<Database, 'select'>,
  owner: CartOwner,
  cartItemId: string,
  today: string,
) {
  const [line] = await selectLines(db, owner, eq(cartItems.id, cartItemId), today);
  return line ?? null;
}
