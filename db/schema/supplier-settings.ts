import {
  boolean,
  char,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  date,
  index,
  check,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts.ts';
import { states } from './geo.ts';

export const cardAcceptance = pgEnum('card_acceptance', ['all_states', 'by_state']);
export const cardFeeMode = pgEnum('card_fee_mode', ['global', 'individual']);

/**
 * What checkout reads from a supplier: order minimums, free-shipping threshold, time zone,
 * card-processing tax and ACH discount (supplier-side sections 2–5). One row per supplier. Its
 * cut-offs, methods and holidays are the shipping model's, like every seller's (shipping.ts).
 */
export const supplierSettings = pgTable(
  'supplier_settings',
  {
    supplierAccountId: uuid('supplier_account_id')
      .primaryKey()
      .references(() => accounts.id),
    minimumOrderTotalCents: integer('minimum_order_total_cents').notNull().default(0),
    brandsMinimumOrderTotalCents: integer('brands_minimum_order_total_cents').notNull().default(0),
    brandsMinimumMandatory: boolean('brands_minimum_mandatory').notNull().default(false),
    genericsMinimumOrderTotalCents: integer('generics_minimum_order_total_cents').notNull().default(0),
    genericsMinimumMandatory: boolean('generics_minimum_mandatory').notNull().default(false),
    freeShippingMinimumCents: integer('free_shipping_minimum_cents'),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    /** Where parcels leave from (5-digit ZIP): time in transit grows with the distance from it. */
    shipFromZipcode: char('ship_from_zipcode', { length: 5 }),
    overnightPreselected: boolean('overnight_preselected').notNull().default(false),
    cardAcceptance: cardAcceptance('card_acceptance').notNull().default('all_states'),
    cardFeeMode: cardFeeMode('card_fee_mode').notNull().default('global'),
    globalCardFeeBp: integer('global_card_fee_bp'),
    achDiscountBp: integer('ach_discount_bp').notNull().default(0),
    salesTaxBp: integer('sales_tax_bp').notNull().default(0),
    infoTerms: text('info_terms'),
    infoLaws: text('info_laws'),
    infoFees: text('info_fees'),
    infoFaq: text('info_faq'),
    infoAdditional: text('info_additional'),
    /** Supplier preference (supplier-side §3): invoices are due on the monthly statement's due date. */
    payByStatement: boolean('pay_by_statement').notNull().default(false),
    /** The global end-of-month section: due on the month's last day, or on `invoices_due_day`. */
    invoicesDueOnLastDay: boolean('invoices_due_on_last_day').notNull().default(false),
    invoicesDueDay: smallint('invoices_due_day'),
    /** Stored and shown; its effect waits for licence storage (issue 12, docs/decisions.md). */
    sendLicenseUpdatesNotifsToBuyers: boolean('send_license_updates_notifs_to_buyers')
      .notNull()
      .default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('supplier_settings_due_day_range', sql`${t.invoicesDueDay} between 1 and 31`),
    check(
      'supplier_settings_one_eom_choice',
      sql`not (${t.invoicesDueOnLastDay} and ${t.invoicesDueDay} is not null)`,
    ),
  ],
);

/** A closed period shown at checkout (Vacation time: name, start_date, end_date, notes). */
export const supplierVacationTimes = pgTable(
  'supplier_vacation_times',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierAccountId: uuid('supplier_account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    notes: text('notes'),
  },
  (t) => [index('supplier_vacation_times_supplier_idx').on(t.supplierAccountId, t.endDate)],
);

/** Per-state card acceptance and individual card-processing tax (the "by state" modes). */
export const supplierCardFeeStates = pgTable(
  'supplier_card_fee_states',
  {
    supplierAccountId: uuid('supplier_account_id')
      .notNull()
      .references(() => accounts.id),
    stateId: smallint('state_id')
      .notNull()
      .references(() => states.id),
    accepted: boolean('accepted').notNull().default(true),
    feeBp: integer('fee_bp'),
  },
  (t) => [uniqueIndex('supplier_card_fee_states_pk').on(t.supplierAccountId, t.stateId)],
);
