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
    invoicesDueOnLastDay: boolean('invoices_due_on_last_day').notNull().default(false),
    invoicesDueDay: smallint('invoices_due_day'),
    payByStatement: boolean('pay_by_statement').notNull().default(false),
    hideBrandProducts: boolean('hide_brand_products').notNull().default(false),
    externalCustomerId: text('external_customer_id'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supplier_customers_pair_idx').on(t.supplierAccountId, t.pharmacyAccountId),
    index('supplier_customers_pharmacy_idx').on(t.pharmacyAccountId),
  ],
);
