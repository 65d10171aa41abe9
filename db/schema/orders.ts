import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, locations, users } from './accounts.ts';
import { listings, products } from './catalog.ts';
import { bundleOffers, offers } from './offers.ts';
import { bankAccounts, paymentCards, paymentMethod } from './payments.ts';

export const orderStatus = pgEnum('order_status', [
  'placed',
  'accepted',
  'modified',
  'shipped',
  'delivered',
  'invoiced',
  'paid',
  'overdue',
  'cancelled',
  'awaiting_approval',
]);

/** An address as it was when the order was placed (spec: bill and ship address attributes). */
export type OrderAddress = {
  location_id: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  gln_number: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state_id: number;
  state_code: string;
  zipcode: string;
};

/**
 * An order to one supplier. Totals are computed by the server at placement and at every edit,
 * never taken from the client. `number` is the human-facing order number.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    pharmacyAccountId: uuid('pharmacy_account_id')
      .notNull()
      .references(() => accounts.id),
    supplierAccountId: uuid('supplier_account_id')
      .notNull()
      .references(() => accounts.id),
    placedByUserId: uuid('placed_by_user_id')
      .notNull()
      .references(() => users.id),
    status: orderStatus('status').notNull().default('placed'),
    paymentMethod: paymentMethod('payment_method').notNull(),
    paymentCardId: uuid('payment_card_id').references(() => paymentCards.id),
    bankAccountId: uuid('bank_account_id').references(() => bankAccounts.id),
    shippingMethod: text('shipping_method').notNull(),
    shipLocationId: uuid('ship_location_id').references(() => locations.id),
    shipAddress: jsonb('ship_address').$type<OrderAddress>().notNull(),
    billAddress: jsonb('bill_address').$type<OrderAddress>().notNull(),
    itemTotalCents: integer('item_total_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    cardFeeCents: integer('card_fee_cents').notNull().default(0),
    achDiscountCents: integer('ach_discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    removeShipping: boolean('remove_shipping').notNull().default(false),
    removeCardFee: boolean('remove_card_fee').notNull().default(false),
    memo: text('memo'),
    fav: boolean('fav').notNull().default(false),
    estimatedDelivery: date('estimated_delivery'),
    changeSummary: jsonb('change_summary').$type<string[]>(),
    /** A pharmacy-to-pharmacy order (issue 13): its workflow is `p2p-order:<id>`. */
    isP2p: boolean('is_p2p').notNull().default(false),
    /** Why the buyer bought p2p (a reason code, never patient data; docs/decisions.md). */
    p2pReasonCode: text('p2p_reason_code'),
    /** The buyer confirmed receipt, or opened a dispute, after delivery (p2p). */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    disputeMessage: text('dispute_message'),
    workflowStartedAt: timestamp('workflow_started_at', { withTimezone: true }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_pharmacy_placed_idx').on(t.pharmacyAccountId, t.placedAt.desc()),
    index('orders_supplier_placed_idx').on(t.supplierAccountId, t.placedAt.desc()),
    index('orders_unstarted_idx')
      .on(t.placedAt)
      .where(sql`${t.workflowStartedAt} is null`),
  ],
);

/** A line of an order: what was bought, at the price charged, with its lot once confirmed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    ndc: char('ndc', { length: 11 }).notNull(),
    name: text('name').notNull(),
    isBrand: boolean('is_brand').notNull(),
    quantity: integer('quantity').notNull(),
    originalQuantity: integer('original_quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
    originalUnitCents: integer('original_unit_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    promoApplied: boolean('promo_applied').notNull().default(false),
    /** The offer or bundle offer whose agreed terms this line bought (issue 10: bought once). */
    offerId: uuid('offer_id').references(() => offers.id),
    bundleOfferId: uuid('bundle_offer_id').references(() => bundleOffers.id),
    lot: text('lot'),
    expDate: date('exp_date'),
    lotConfirmedAt: timestamp('lot_confirmed_at', { withTimezone: true }),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const shipmentSource = pgEnum('shipment_source', ['carrier', 'manual']);

/** A shipment of an order: the carrier, its tracking number and the latest known status. */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    latestStatus: text('latest_status').notNull().default('shipment_information_sent'),
    locationCity: text('location_city'),
    locationState: text('location_state'),
    estimatedDelivery: date('estimated_delivery'),
    lastStatusCheckAt: timestamp('last_status_check_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    trackingEndedAt: timestamp('tracking_ended_at', { withTimezone: true }),
    trackingEndReason: text('tracking_end_reason'),
  },
  (t) => [index('shipments_order_idx').on(t.orderId)],
);

/** A package of a shipment: weight in lbs (3 decimals, kept as thousandths), dimensions ≥ 1. */
export const shipmentPackages = pgTable(
  'shipment_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    weightMilliLbs: integer('weight_milli_lbs').notNull(),
    length: integer('length').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [index('shipment_packages_shipment_idx').on(t.shipmentId)],
);

/** Every status a shipment went through, from the carrier or typed in by hand. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    status: text('status').notNull(),
    locationCity: text('location_city'),
    locationState: text('location_state'),
    source: shipmentSource('source').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipment_events_shipment_idx').on(t.shipmentId, t.occurredAt)],
);
