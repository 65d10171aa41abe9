import {
  bigserial,
  boolean,
  char,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { orders } from './orders.ts';

export const invoiceStatus = pgEnum('invoice_status', ['open', 'paid', 'overdue']);

/** The invoice of a delivered order, due after the customer's net terms. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    pharmacyAccountId: uuid('pharmacy_account_id')
      .notNull()
      .references(() => accounts.id),
    supplierAccountId: uuid('supplier_account_id')
      .notNull()
      .references(() => accounts.id),
    amountCents: integer('amount_cents').notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    status: invoiceStatus('status').notNull().default('open'),
    issuedOn: date('issued_on').notNull(),
    dueOn: date('due_on').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
    /** The supplier paid by statement when it was issued: due on the statement's due date. */
    payByStatement: boolean('pay_by_statement').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_order_idx').on(t.orderId),
    index('invoices_pharmacy_status_idx').on(t.pharmacyAccountId, t.status, t.issuedOn),
    index('invoices_supplier_idx').on(t.supplierAccountId, t.issuedOn),
  ],
);

/** A pharmacy's monthly statement: what was invoiced, paid and still open in the period. */
export const statements = pgTable(
  'statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pharmacyAccountId: uuid('pharmacy_account_id')
      .notNull()
      .references(() => accounts.id),
    period: char('period', { length: 7 }).notNull(),
    invoicedCents: integer('invoiced_cents').notNull(),
    paidCents: integer('paid_cents').notNull(),
    openCents: integer('open_cents').notNull(),
    openInvoiceCount: integer('open_invoice_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('statements_period_idx').on(t.pharmacyAccountId, t.period)],
);

/**
 * A statement's line for one supplier the pharmacy pays by statement (issue 11): what that supplier
 * invoiced in the period on statement terms, and the date the statement is due to it.
 */
export const statementSupplierLines = pgTable(
  'statement_supplier_lines',
  {
    statementId: uuid('statement_id')
      .notNull()
      .references(() => statements.id),
    supplierAccountId: uuid('supplier_account_id')
      .notNull()
      .references(() => accounts.id),
    invoicedCents: integer('invoiced_cents').notNull(),
    invoiceCount: integer('invoice_count').notNull(),
    dueOn: date('due_on').notNull(),
  },
  (t) => [uniqueIndex('statement_supplier_lines_pk').on(t.statementId, t.supplierAccountId)],
);
