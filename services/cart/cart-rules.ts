/**
 * What a listing must be for a pharmacy to put it in a cart, checked on every write that sets a
 * quantity (add, change, restore): the supplier approved the pharmacy as a customer (issue 4) or,
 * for a p2p listing, the buyer is in good standing and the listing buyable (issue 13), the
 * listing is live and in stock, the product is not schedule II (notes A.4), and the quantity keeps
 * to the listing's limits (pharmacy-side §5 Quantity) and its stock.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findApprovedCustomer } from '../../db/queries/customers.ts';
import { listLicencesOf } from '../../db/queries/licences.ts';
import { listingBuyable } from '../../db/queries/sellers/listing-conditions.ts';
import { accounts, listings, products } from '../../db/schema/index.ts';
import { checkCartQuantity } from '../../domain/cart/quantity-rules.ts';
import { assertOrderable } from '../../domain/checkout/controlled-substances.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { assertLicencesValid } from '../../domain/licences/licence-watch.ts';
import { isoDateIn } from '../../domain/zoned-dates.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const CART_MESSAGES = {
  notApproved: (supplierName: string) => `${supplierName} has not approved your account yet.`,
  unavailable: (name: string) => `${name} is no longer available from this supplier.`,
  p2pNotBuyable: (name: string) =>
    `${name} cannot be bought from this pharmacy seller: its proof of purchase and pedigree must be on file and the seller in good standing.`,
  ownListing: 'You cannot buy your own listing.',
  outOfStock: (name: string) => `${name} is out of stock.`,
  aboveStock: (available: number) => `Only ${available} available.`,
  confirmRemove: 'A quantity below 1 removes the item. Please confirm to remove it from your cart.',
  added: (name: string, supplierName: string) => `${name} added to your ${supplierName} cart.`,
  updated: 'Cart updated.',
  removed: 'Item removed from your cart.',
  saved: 'Item saved for later.',
  restored: 'Item moved back to your cart.',
  savedDeleted: 'Saved item deleted.',
} as const;

/**
 * A 422 the cart page acts on: `extras` become members of the problem body (`reason`, the
 * `previous_quantity` the field reverts to, the `available` stock).
 */
export class CartRejection extends DomainError {
  readonly extras: Record<string, string | number>;

  constructor(detail: string, extras: Record<string, string | number>) {
    super('ORDER_QUANTITY_NOT_ALLOWED', detail, { fields: { quantity: [detail] } });
    this.name = 'CartRejection';
    this.extras = extras;
  }
}

/** Locks the listing row so a quantity is checked against the stock the change sees. */
export async function loadCartListing(db: Tx | Database, listingId: string) {
  const [row] = await db
    .select({
      id: listings.id,
      supplierAccountId: listings.supplierAccountId,
      supplierName: accounts.name,
      isBrand: products.isBrand,
      supplierActive: sql<boolean>`${accounts.status} = 'active'`,
      active: listings.active,
      stock: listings.stock,
      // Judged by the database's clock, as the agreed-price hold is.
      expired: sql<boolean>`coalesce(${listings.expiryDate} < current_date, false)`,
      minQty: listings.minQty,
      maxQty: listings.maxQty,
      isP2p: listings.isP2p,
      p2pMaxQty: listings.p2pMaxQty,
      // The p2p buyable rule (db/queries/sellers/listing-conditions.ts), judged by the database's clock.
      buyable: sql<boolean>`exists (select 1 from listings l where l.id = ${listings.id} and ${listingBuyable(sql`current_date`)})`,
      name: products.name,
      deaSchedule: products.deaSchedule,
    })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(accounts, eq(accounts.id, listings.supplierAccountId))
    .where(eq(listings.id, listingId))
    .for('share', { of: listings })
    .limit(1);
  if (!row) throw notFound('Product');
  return row;
}

export type CartListing = Awaited<ReturnType<typeof loadCartListing>>;

/**
 * Only a supplier that approved the pharmacy (or its master account) as a customer sells to it. A
 * p2p seller has no customers (issue 13): any pharmacy whose licences are valid buys, but never
 * from itself.
 */
export async function assertApprovedSupplier(
  db: Database,
  caller: Caller,
  listing: CartListing,
): Promise<void> {
  if (listing.isP2p) return assertP2pBuyer(db, caller, listing);
  const customer = await findApprovedCustomer(db, caller, listing.supplierAccountId);
  if (!customer)
    throw new CartRejection(CART_MESSAGES.notApproved(listing.supplierName), {
      reason: 'customer_not_approved',
    });
  // A brand listing the supplier hides from this customer is not there for it (hide_brand_products).
  if (customer.hideBrandProducts && listing.isBrand) throw notFound('Product');
}

/** A p2p buyer: not the seller itself, and not on licence hold (held from the day after an expiry). */
export async function assertP2pBuyer(
  db: Database,
  caller: Caller,
  listing: Pick<CartListing, 'supplierAccountId'>,
  now: Date = new Date(),
): Promise<void> {
  if (listing.supplierAccountId === caller.account.id)
    throw new CartRejection(CART_MESSAGES.ownListing, { reason: 'own_listing' });
  assertLicencesValid(await listLicencesOf(db, caller.account.id), isoDateIn(now, caller.account.timeZone));
}

/**
 * The listing can be bought at all: live, in stock, not a controlled schedule I/II product, and a
 * p2p listing only with its proof on file and its seller in good standing.
 */
export function assertPurchasable(listing: CartListing): void {
  assertOrderable(listing);
  if (!listing.active || !listing.supplierActive || listing.expired) {
    throw new CartRejection(CART_MESSAGES.unavailable(listing.name), { reason: 'listing_unavailable' });
  }
  if (!listing.buyable)
    throw new CartRejection(CART_MESSAGES.p2pNotBuyable(listing.name), { reason: 'p2p_not_buyable' });
  if (listing.stock <= 0)
    throw new CartRejection(CART_MESSAGES.outOfStock(listing.name), { reason: 'out_of_stock', available: 0 });
}

/**
 * The quantity rules of pharmacy-side §4/§5 Quantity (domain checkCartQuantity: below 1 asks to
 * remove, then min-qty, max-qty, p2p max, each reverting to `previous`).
 */
export function assertQuantityRules(listing: CartListing, quantity: number, previous: number): void {
  const check = checkCartQuantity({
    quantity,
    previousQuantity: previous,
    minQty: listing.minQty,
    maxQty: listing.maxQty,
    p2pMaxQty: listing.isP2p ? listing.p2pMaxQty : null,
  });
  if (check.kind === 'confirm_remove') {
    throw new CartRejection(CART_MESSAGES.confirmRemove, {
      reason: 'confirm_remove',
      previous_quantity: previous,
    });
  }
  if (check.kind === 'rejected') {
    throw new CartRejection(check.message, {
      reason: `cart.${check.code}`,
      previous_quantity: check.revertTo,
    });
  }
}

/** The quantity rules, then the stock on hand: more than the stock is refused with the count available. */
export function assertCartQuantity(listing: CartListing, quantity: number, previous: number): void {
  assertQuantityRules(listing, quantity, previous);
  if (quantity > listing.stock) {
    throw new CartRejection(CART_MESSAGES.aboveStock(listing.stock), {
      reason: 'above_stock',
      available: listing.stock,
      previous_quantity: previous,
    });
  }
}
