import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';

export const rxOtc = pgEnum('rx_otc', ['rx', 'otc']);
/** A p2p listing's quality identifier (supplier-side §3, §5): each needs a description and a file. */
export const qualityIdentifier = pgEnum('quality_identifier', ['torn_pharmacy_label', 'other']);

/**
 * The product catalog, one row per NDC (11 digits, 5-4-2). Reference prices (AWP, WAC) and the
 * optional max pack price are integer cents. `is_demo` marks generated demo products.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ndc: char('ndc', { length: 11 }).notNull().unique(),
    name: text('name').notNull(),
    genericName: text('generic_name').notNull(),
    strength: text('strength').notNull(),
    dosageForm: text('dosage_form').notNull(),
    route: text('route').notNull(),
    /** As printed: "100 TABLET in 1 BOTTLE". */
    packageSize: text('package_size').notNull(),
    /** Units in one pack (100 tablets, 473 mL), for price per unit. */
    packageQuantity: integer('package_quantity').notNull(),
    unit: text('unit').notNull(),
    manufacturer: text('manufacturer').notNull(),
    isBrand: boolean('is_brand').notNull(),
    rxOtc: rxOtc('rx_otc').notNull(),
    /** CII–CV, or null when not controlled. */
    deaSchedule: text('dea_schedule'),
    gpi: text('gpi'),
    awpCents: integer('awp_cents'),
    wacCents: integer('wac_cents'),
    maxPackPriceCents: integer('max_pack_price_cents'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Prefix search on names for the suggestion box; trigram indexes for infix matches.
    index('products_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('products_generic_prefix_idx').on(sql`lower(${t.genericName}) text_pattern_ops`),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('products_ndc_prefix_idx').on(sql`${t.ndc} bpchar_pattern_ops`),
  ],
);

/**
 * A supplier's listing (the spec's variant) of a product: its own SKU, prices in cents, stock,
 * expiry and lot, quantity limits, flags, and an optional promotion.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierAccountId: uuid('supplier_account_id')
      .notNull()
      .references(() => accounts.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    sku: text('sku').notNull(),
    packPriceCents: integer('pack_price_cents').notNull(),
    partialPackPriceCents: integer('partial_pack_price_cents'),
    stock: integer('stock').notNull().default(0),
    expiryDate: date('expiry_date'),
    lot: text('lot'),
    minQty: integer('min_qty').notNull().default(1),
    maxQty: integer('max_qty'),
    returnable: boolean('returnable').notNull().default(true),
    active: boolean('active').notNull().default(true),
    isDeal: boolean('is_deal').notNull().default(false),
    promoStartDate: date('promo_start_date'),
    promoEndDate: date('promo_end_date'),
    promoPackPriceCents: integer('promo_pack_price_cents'),
    promoTriggerQty: integer('promo_trigger_qty'),
    /**
     * A pharmacy seller's listing (p2p, issue 13): set from the seller's account kind when the
     * listing is written, so searches filter on one column.
     */
    isP2p: boolean('is_p2p').notNull().default(false),
    /** The most packs one p2p order may take (cart.p2p_max_qty_allowed); null = no limit. */
    p2pMaxQty: integer('p2p_max_qty'),
    /** Where the seller bought the stock (required for p2p listings). */
    purchasedFrom: text('purchased_from'),
    qualityIdentifier: qualityIdentifier('quality_identifier'),
    qualityDescription: text('quality_description'),
    /** The spec's "proof of purchase or condition was updated" flag: when it last was. */
    proofUpdatedAt: timestamp('proof_updated_at', { withTimezone: true }),
    /** Set by an import job: which job last wrote the row (idempotent re-runs). */
    importJobId: uuid('import_job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listings_supplier_sku_idx').on(t.supplierAccountId, t.sku),
    index('listings_product_active_idx')
      .on(t.productId, t.packPriceCents)
      .where(sql`${t.active} and ${t.stock} > 0`),
    // Plain index for foreign-key checks and joins from products (the partial one covers only live stock).
    index('listings_product_idx').on(t.productId),
    index('listings_supplier_idx').on(t.supplierAccountId, t.createdAt),
    index('listings_p2p_idx')
      .on(t.productId)
      .where(sql`${t.isP2p} and ${t.active} and ${t.stock} > 0`),
    index('listings_expiry_idx')
      .on(t.expiryDate)
      .where(sql`${t.active} and ${t.stock} > 0`),
  ],
);

/** Volume discount tiers of a listing: from `min_quantity` packs, `discount_bp` basis points off. */
export const volumeDiscounts = pgTable(
  'volume_discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    discountBp: integer('discount_bp').notNull(),
  },
  (t) => [uniqueIndex('volume_discounts_listing_qty_idx').on(t.listingId, t.minQuantity)],
);

/** A user's favourite products (PATCH /api/v1/products/{id}/favorite). */
export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** Products a user opened recently, newest first on the dashboard. */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('recently_viewed_user_idx').on(t.userId, t.viewedAt),
  ],
);

/** Supplier product rules set by the three rule imports, keyed by NDC. */
export const supplierProductRules = pgTable(
  'supplier_product_rules',
  {
    supplierAccountId: uuid('supplier_account_id')
      .notNull()
      .references(() => accounts.id),
    ndc: char('ndc', { length: 11 }).notNull(),
    nonReturnable: boolean('non_returnable').notNull().default(false),
    specialDiscountBp: integer('special_discount_bp'),
    /** Shipping methods the product may ship with (specific shipping rules); null = any. */
    shippingMethods: text('shipping_methods').array(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierAccountId, t.ndc] })],
);
