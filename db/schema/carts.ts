import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { listings } from './catalog.ts';
import { bundleOffers, offers } from './offers.ts';

/**
 * A pharmacy's cart lines. There is one cart per supplier: the lines of a pharmacy account with
 * the same supplier. Saved items ("save for later") stay here with saved = true. Prices are never
 * stored on a cart line, except the agreed price of an accepted offer: checkout recomputes them
 * from the listing (or the offer).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pharmacyAccountId: uuid('pharmacy_account_id')
      .notNull()
      .references(() => accounts.id),
    supplierAccountId: uuid('supplier_account_id')
      .notNull()
      .references(() => accounts.id),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    saved: boolean('saved').notNull().default(false),
    addedByUserId: uuid('added_by_user_id').references(() => users.id),
    /** Set when the line comes from an accepted offer or bundle offer: its agreed price holds until then. */
    offerId: uuid('offer_id').references(() => offers.id),
    bundleOfferId: uuid('bundle_offer_id').references(() => bundleOffers.id),
    agreedUnitCents: integer('agreed_unit_cents'),
    agreedUntil: timestamp('agreed_until', { withTimezone: true }),
    allowModify: boolean('allow_modify').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_idx')
      .on(t.pharmacyAccountId, t.listingId, t.saved)
      .where(sql`${t.offerId} is null and ${t.bundleOfferId} is null`),
    uniqueIndex('cart_items_offer_idx').on(t.offerId),
    uniqueIndex('cart_items_bundle_variant_idx').on(t.bundleOfferId, t.listingId),
    index('cart_items_supplier_idx').on(t.pharmacyAccountId, t.supplierAccountId),
  ],
);

/** Instant-checkout defaults per supplier (`PUT /api/v1/users/prefs`: supplier_id, supplier_prefs). */
export const userSupplierPrefs = pgTable(
  'user_supplier_prefs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    supplierAccountId: uuid('supplier_account_id')
      .notNull()
      .references(() => accounts.id),
    paymentMethod: text('payment_method'),
    shippingMethod: text('shipping_method'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_supplier_prefs_pk').on(t.userId, t.supplierAccountId)],
);
