/**
 * How a seller ships, one model for every kind of seller (a wholesaler or a pharmacy selling p2p):
 * the weekday cut-offs, the shipping methods with their fee and business days in transit, and the
 * yearly holidays. Keyed by the seller's account id; what differs by kind (a supplier's free-shipping
 * minimum, time zone and ship-from ZIP; a pharmacy's time zone on its account) stays with the kind.
 */
import {
  boolean,
  char,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * The last time an order can be placed and still ship that day, as wall-clock 'H:MM' in the
 * seller's time zone, Monday to Saturday. With `same_cutoff_for_all_days` the form edits one time
 * and the per-day columns hold copies of it; a null day does not ship. No row means the defaults
 * (17:00 every weekday, no Saturday).
 */
export const shippingCutoffs = pgTable('shipping_cutoffs', {
  sellerAccountId: uuid('seller_account_id')
    .primaryKey()
    .references(() => accounts.id),
  sameCutoffForAllDays: boolean('same_cutoff_for_all_days').notNull().default(true),
  allDaysCutoff: text('all_days_cutoff').default('17:00'),
  mondayCutoff: text('monday_cutoff').default('17:00'),
  tuesdayCutoff: text('tuesday_cutoff').default('17:00'),
  wednesdayCutoff: text('wednesday_cutoff').default('17:00'),
  thursdayCutoff: text('thursday_cutoff').default('17:00'),
  fridayCutoff: text('friday_cutoff').default('17:00'),
  saturdayCutoff: text('saturday_cutoff'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A shipping method a seller offers; orders name it by its service type. */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerAccountId: uuid('seller_account_id')
      .notNull()
      .references(() => accounts.id),
    serviceType: text('service_type').notNull(),
    name: text('name').notNull(),
    transitBusinessDays: smallint('transit_business_days').notNull(),
    feeCents: integer('fee_cents').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('shipping_methods_seller_type_idx').on(t.sellerAccountId, t.serviceType)],
);

/**
 * A yearly day the seller does not ship, stored as 'MM-DD' ('02-29' falls in leap years only).
 * Forms and APIs speak their own format: the supplier's 'Month DD' text, the p2p month-and-day picker.
 */
export const shippingHolidays = pgTable(
  'shipping_holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerAccountId: uuid('seller_account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    monthDay: char('month_day', { length: 5 }).notNull(),
  },
  (t) => [index('shipping_holidays_seller_idx').on(t.sellerAccountId, t.monthDay)],
);
