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
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { supplierCustomers } from './customers.ts';

export const customerRequestKind = pgEnum('customer_request_kind', [
  'credit_increase',
  'payment_account_change',
  'eom_change',
]);
export const customerRequestStatus = pgEnum('customer_request_status', [
  'pending',
  'approved',
  'declined',
  'expired',
  'withdrawn',
]);

/**
 * What a pharmacy asks of a supplier it buys from (supplier-side §3 credit increase, account type
 * change, end-of-month change; issue 11). Its life is the workflow `customer-request:<id>`:
 * `workflow_started_at` is the outbox the start-stranded-workflows relay reads. Asked terms are
 * the pharmacy's; decided terms are what approval wrote to supplier_customers.
 */
export const customerRequests = pgTable(
  'customer_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierCustomerId: uuid('supplier_customer_id')
      .notNull()
      .references(() => supplierCustomers.id),
    supplierAccountId: uuid('supplier_account_id')
      .notNull()
      .references(() => accounts.id),
    pharmacyAccountId: uuid('pharmacy_account_id')
      .notNull()
      .references(() => accounts.id),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    kind: customerRequestKind('kind').notNull(),
    status: customerRequestStatus('status').notNull().default('pending'),
    creditIncrease: boolean('credit_increase').notNull().default(false),
    termsIncrease: boolean('terms_increase').notNull().default(false),
    askedCreditCents: integer('asked_credit_cents'),
    askedNetDays: smallint('asked_net_days'),
    askedDueOnLastDay: boolean('asked_due_on_last_day'),
    askedDueDay: smallint('asked_due_day'),
    note: text('note'),
    decidedCreditCents: integer('decided_credit_cents'),
    decidedNetDays: smallint('decided_net_days'),
    decidedDueOnLastDay: boolean('decided_due_on_last_day'),
    decidedDueDay: smallint('decided_due_day'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    workflowStartedAt: timestamp('workflow_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_requests_supplier_idx').on(t.supplierAccountId, t.status),
    index('customer_requests_pharmacy_idx').on(t.pharmacyAccountId, t.status),
    index('customer_requests_unstarted_idx')
      .on(t.createdAt)
      .where(sql`workflow_started_at is null`),
  ],
);
