import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { applicationAccountType } from './wholesaler-applications.ts';

export const customerStatus = pgEnum('customer_status', ['pending', 'approved', 'declined', 'suspended']);

/**
 * A pharmacy as a supplier's customer (supplier-side section 3, Supplier-customer). Only an
 * approved customer can buy from the supplier. Defaults follow the spec: net_days 30 and
 * credit_allocated 0 when blank.
 */
export const supplierCustomers = pgTable(
  'supplier_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierAccountId: uuid('supplier_account_id')
      .notNull()
      .references(() => accounts.id),
    pharmacyAccountId: uuid('pharmacy_account_id')
      .notNull()
      .references(() => accounts.id),
    status: customerStatus('status').notNull().default('pending'),
    creditAllocatedCents: integer('credit_allocated_cents').notNull().default(0),
    netDays: smallint('net_days').notNull().default(30),
    creditHold: boolean('credit_hold').notNull().default(false),
    /**
     * How the customer pays this supplier: only a net-terms account may order on terms (pay
     * offline), and only with credit above $0.00. Set from the approved application's type.
     */
    accountType: applicationAccountType('account_type').notNull().default('net_terms'),
    invoicesDueOnLastDay: boolean('invoices_due_on_last_day').notNull().default(false),
    invoicesDueDay: smallint('invoices_due_day'),
    payByStatement: boolean('pay_by_statement').notNull().default(false),
    hideBrandProducts: boolean('hide_brand_products').notNull().default(false),
    externalCustomerId: text('external_customer_id'),
    /** Support approved the supplier's disable-controls request: scheduled lines are refused at checkout. */
    controlsDisabled: boolean('controls_disabled').notNull().default(false),
    /** Why the customer is suspended (the approved suspension request's reasons and message), shown to the pharmacy. */
    suspensionReason: text('suspension_reason'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supplier_customers_pair_idx').on(t.supplierAccountId, t.pharmacyAccountId),
    index('supplier_customers_pharmacy_idx').on(t.pharmacyAccountId),
  ],
);

export const controlRequestKind = pgEnum('customer_control_request_kind', ['suspend', 'disable_controls']);
export const controlRequestStatus = pgEnum('customer_control_request_status', [
  'pending',
  'approved',
  'declined',
  'cancelled',
]);

/**
 * A supplier's request that support suspend a customer or stop it buying controlled substances
 * (supplier-side section 4, Suspension). At most one pending request of each kind per customer.
 */
export const customerControlRequests = pgTable(
  'customer_control_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => supplierCustomers.id),
    supplierAccountId: uuid('supplier_account_id')
      .notNull()
      .references(() => accounts.id),
    kind: controlRequestKind('kind').notNull(),
    status: controlRequestStatus('status').notNull().default('pending'),
    reasons: text('reasons').array().notNull().default([]),
    memo: text('memo'),
    message: text('message'),
    requestedByUserId: uuid('requested_by_user_id').notNull(),
    decidedByUserId: uuid('decided_by_user_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_control_requests_pending_idx')
      .on(t.customerId, t.kind)
      .where(sql`status = 'pending'`),
    index('customer_control_requests_status_idx').on(t.status, t.createdAt),
  ],
);
