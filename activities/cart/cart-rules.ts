/**
 * What a listing must be for a pharmacy to put it in a cart, checked on every write that sets a
 * quantity (add, change, restore): the supplier approved the pharmacy as a customer (issue 4), the
 * listing is live and in stock, the product is not schedule II (notes A.4), and the quantity keeps
 * to the listing's limits (pharmacy-side §5 Quantity) and its stock.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findApprovedCustomer } from '../../db/queries/customers.ts';
import { accounts, listings, products } from '../../db/schema/index.ts';
import { checkCartQuantity } from '../../domain/cart/quantity-rules.ts';
import { assertOrderable } from '../../domain/checkout/controlled-substances.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const CART_MESSAGES = {
  notApproved: (supplierName: string) => `${supplierName} has not approved your account yet.`,
  unavailable: (name: string) => `${name} is no longer available from this supplier.`,
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
    super('RULE_VIOLATION', detail, { fields: { quantity: [detail] } });
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

/** Only a supplier that approved the pharmacy (or its master account) as a customer sells to it. */
export async function assertApprovedSupplier(
  db: Database,
  caller: Caller,
  listing: CartListing,
): Promise<void> {
  const customer = await findApprovedCustomer(db, caller, listing.supplierAccountId);
  if (!customer)
    throw new CartRejection(CART_MESSAGES.notApproved(listing.supplierName), {
      reason: 'customer_not_approved',
    });
  // A brand listing the supplier hides from this customer is not there for it (hide_brand_products).
  if (customer.hideBrandProducts && listing.isBrand) throw notFound('Product');
}

/** The listing can be bought at all: live, in stock, not a controlled schedule I/II product. */
export function assertPurchasable(listing: CartListing): void {
  assertOrderable(listing);
  if (!listing.active || !listing.supplierActive || listing.expired) {
    throw new CartRejection(CART_MESSAGES.unavailable(listing.name), { reason: 'listing_unavailable' });
  }
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
    p2pMaxQty: null,
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
