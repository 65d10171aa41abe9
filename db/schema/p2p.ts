/**
 * Pharmacy-to-pharmacy (p2p, rph2rph) selling (issue 13): a seller pharmacy's listing files, its
 * shipping methods and holidays, the buyers' acknowledgement of the p2p terms, the payout ledger,
 * the DSCSA transaction records of every shipped p2p line, and the buyers' ratings of sellers.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { listings } from './catalog.ts';
import { orderItems, orders, type OrderAddress } from './orders.ts';

export const listingFileKind = pgEnum('listing_file_kind', [
  'image',
  'proof_of_purchase',
  'pedigree',
  'quality_identifier',
  'tax_exempt_certificate',
]);

/**
 * A file attached to a listing (supplier-side §3 "Listing attachments"). A saved image removed by
 * the seller is marked removed (kept, hidden); proofs and pedigree documents are records of the
 * sale and are never deleted with the listing.
 */
export const listingFiles = pgTable(
  'listing_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    kind: listingFileKind('kind').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Tax-exempt resale certificates and quality identifier files carry a description. */
    description: text('description'),
    isPrimary: boolean('is_primary').notNull().default(false),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_files_listing_idx').on(t.listingId, t.kind)],
);

/** A buyer pharmacy went through the first-p2p-order splash and info modals (terms, laws, fees, FAQ). */
export const p2pBuyerAcknowledgements = pgTable('p2p_buyer_acknowledgements', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
});

export const p2pPayoutStatus = pgEnum('p2p_payout_status', ['held', 'released', 'refunded']);

/**
 * The payout ledger: what a p2p order's buyer paid is held until delivery plus the inspection
 * window (or the buyer's confirmation), then released to the seller less the marketplace fee, or
 * refunded when support upholds a dispute. One row per order; amounts in cents.
 */
export const p2pPayouts = pgTable(
  'p2p_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    sellerAccountId: uuid('seller_account_id')
      .notNull()
      .references(() => accounts.id),
    grossCents: integer('gross_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    status: p2pPayoutStatus('status').notNull().default('held'),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('p2p_payouts_seller_idx').on(t.sellerAccountId, t.createdAt.desc()),
    check('p2p_payouts_net', sql`${t.netCents} = ${t.grossCents} - ${t.feeCents}`),
  ],
);

/** A trading partner as a DSCSA record names it: business name and address. */
export type DscsaParty = { name: string; address: OrderAddress };

/**
 * The DSCSA transaction information, history and statement (T3) of one shipped p2p order line,
 * generated from the order when the seller ships and frozen: never updated (a correction is a new
 * version), kept 6 years from the transaction, then purged (docs/decisions.md).
 */
export const dscsaTransactionRecords = pgTable(
  'dscsa_transaction_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    version: integer('version').notNull().default(1),
    sellerAccountId: uuid('seller_account_id')
      .notNull()
      .references(() => accounts.id),
    buyerAccountId: uuid('buyer_account_id')
      .notNull()
      .references(() => accounts.id),
    ndc: char('ndc', { length: 11 }).notNull(),
    productName: text('product_name').notNull(),
    strength: text('strength').notNull(),
    dosageForm: text('dosage_form').notNull(),
    containerSize: text('container_size').notNull(),
    quantity: integer('quantity').notNull(),
    lot: text('lot').notNull(),
    expiryDate: date('expiry_date').notNull(),
    transactionDate: date('transaction_date').notNull(),
    shipmentDate: date('shipment_date').notNull(),
    seller: jsonb('seller').$type<DscsaParty>().notNull(),
    buyer: jsonb('buyer').$type<DscsaParty>().notNull(),
    /** Prior transactions back to the manufacturer, as the seller's pedigree documents name them. */
    history: jsonb('history').$type<Record<string, unknown>[]>().notNull(),
    statement: text('statement').notNull(),
    /** Who wrote this version by correcting the one before, and why (support; null on version 1). */
    correctedByUserId: uuid('corrected_by_user_id').references(() => users.id),
    correctionReason: text('correction_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dscsa_records_line_version_idx').on(t.orderItemId, t.version),
    index('dscsa_records_ndc_lot_idx').on(t.ndc, t.lot),
    index('dscsa_records_transaction_idx').on(t.transactionDate),
  ],
);

/** A buyer's rating of a p2p seller after delivery: one per order; a low rating needs a message. */
export const sellerRatings = pgTable(
  'seller_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    sellerAccountId: uuid('seller_account_id')
      .notNull()
      .references(() => accounts.id),
    buyerAccountId: uuid('buyer_account_id')
      .notNull()
      .references(() => accounts.id),
    ratedByUserId: uuid('rated_by_user_id')
      .notNull()
      .references(() => users.id),
    rating: smallint('rating').notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('seller_ratings_seller_idx').on(t.sellerAccountId),
    check('seller_ratings_range', sql`${t.rating} between 1 and 5`),
  ],
);
