import {
  bigserial,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { listings } from './catalog.ts';

/**
 * Where a negotiation stands (pharmacy-side §4 Offers). The workflow `offer:<id>` /
 * `bundle-offer:<id>` owns the moves (domain/offers); activities write each one here.
 */
export const offerStatus = pgEnum('offer_status', [
  'pending',
  'accepted',
  'declined',
  'countered',
  'counter_accepted',
  'counter_skipped',
  'cancelled',
  'cancellation_requested',
  'expired',
]);

/**
 * A pharmacy's offer on one listing: the buyer proposes a pack price and quantity, the seller
 * accepts, declines or counters, and the buyer accepts or skips a counter. `agreed_*` is what an
 * accepted offer or counter lets the buyer buy, until `agreed_until`.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    buyerAccountId: uuid('buyer_account_id')
      .notNull()
      .references(() => accounts.id),
    sellerAccountId: uuid('seller_account_id')
      .notNull()
      .references(() => accounts.id),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id),
    status: offerStatus('status').notNull().default('pending'),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    shippingMethod: text('shipping_method'),
    note: text('note'),
    counterPriceCents: integer('counter_price_cents'),
    counterQuantity: integer('counter_quantity'),
    counterShippingMethod: text('counter_shipping_method'),
    counterNote: text('counter_note'),
    agreedPriceCents: integer('agreed_price_cents'),
    agreedQuantity: integer('agreed_quantity'),
    agreedUntil: timestamp('agreed_until', { withTimezone: true }),
    allowModifyInCart: boolean('allow_modify_in_cart').notNull().default(false),
    memo: text('memo'),
    cancellationReason: text('cancellation_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once its negotiation workflow is known to run; the relay starts those left without (outbox). */
    workflowStartedAt: timestamp('workflow_started_at', { withTimezone: true }),
    /** The order that bought the agreed terms: they are bought once (set at checkout, never cleared). */
    consumedOrderId: uuid('consumed_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offers_buyer_idx').on(t.buyerAccountId, t.createdAt.desc()),
    index('offers_seller_idx').on(t.sellerAccountId, t.createdAt.desc()),
  ],
);

/**
 * A supplier's offer of several variants to one pharmacy (pharmacy-side §3: offer_variants with
 * id, price, quantity). The pharmacy accepts with chosen variants, declines or counters; the
 * supplier then accepts or skips the counter.
 */
export const bundleOffers = pgTable(
  'bundle_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    sellerAccountId: uuid('seller_account_id')
      .notNull()
      .references(() => accounts.id),
    buyerAccountId: uuid('buyer_account_id')
      .notNull()
      .references(() => accounts.id),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id),
    status: offerStatus('status').notNull().default('pending'),
    shippingMethod: text('shipping_method'),
    note: text('note'),
    counterNote: text('counter_note'),
    allowModifyInCart: boolean('allow_modify_in_cart').notNull().default(false),
    agreedUntil: timestamp('agreed_until', { withTimezone: true }),
    memo: text('memo'),
    cancellationReason: text('cancellation_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once its negotiation workflow is known to run; the relay starts those left without (outbox). */
    workflowStartedAt: timestamp('workflow_started_at', { withTimezone: true }),
    /** The order that bought the agreed terms: they are bought once (set at checkout, never cleared). */
    consumedOrderId: uuid('consumed_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bundle_offers_buyer_idx').on(t.buyerAccountId, t.createdAt.desc()),
    index('bundle_offers_seller_idx').on(t.sellerAccountId, t.createdAt.desc()),
  ],
);

/** A variant of a bundle offer: the listing, the offered price and quantity, and any counter. */
export const bundleOfferVariants = pgTable(
  'bundle_offer_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bundleOfferId: uuid('bundle_offer_id')
      .notNull()
      .references(() => bundleOffers.id),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    counterPriceCents: integer('counter_price_cents'),
    counterQuantity: integer('counter_quantity'),
    chosen: boolean('chosen').notNull().default(false),
  },
  (t) => [index('bundle_offer_variants_offer_idx').on(t.bundleOfferId)],
);

/** The audit trail of a negotiation: who moved it, when, from which price to which. */
export const offerEvents = pgTable(
  'offer_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id').references(() => offers.id),
    bundleOfferId: uuid('bundle_offer_id').references(() => bundleOffers.id),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    actorAccountId: uuid('actor_account_id').references(() => accounts.id),
    action: text('action').notNull(),
    fromStatus: offerStatus('from_status'),
    toStatus: offerStatus('to_status').notNull(),
    fromPriceCents: integer('from_price_cents'),
    toPriceCents: integer('to_price_cents'),
    quantity: integer('quantity'),
    note: text('note'),
    dedupeKey: text('dedupe_key').unique(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offer_events_offer_idx').on(t.offerId, t.occurredAt),
    index('offer_events_bundle_idx').on(t.bundleOfferId, t.occurredAt),
  ],
);
