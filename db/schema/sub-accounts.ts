import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * What a master pharmacy lets a sub-account's buyer spend without asking (issue 23, spend limits):
 * per order and per calendar month, in cents; null is no limit. Set by the master's admins only.
 */
export const spendLimits = pgTable('spend_limits', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The master account whose admins set it (scopes every read and write). */
  masterAccountId: uuid('master_account_id')
    .notNull()
    .references(() => accounts.id),
  perOrderCents: integer('per_order_cents'),
  perMonthCents: integer('per_month_cents'),
  setByUserId: uuid('set_by_user_id').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const purchaseApprovalStatus = pgEnum('purchase_approval_status', [
  'pending',
  'approved',
  'declined',
  'expired',
]);

/**
 * An order over its buyer's spend limit, waiting for the master (workflow
 * `purchase-approval:<orderId>`). The row is the outbox of that workflow's start: one still pending
 * with workflow_started_at null is started by the start-stranded-workflows relay.
 */
export const purchaseApprovals = pgTable(
  'purchase_approvals',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    masterAccountId: uuid('master_account_id')
      .notNull()
      .references(() => accounts.id),
    requestedByUserId: uuid('requested_by_user_id')
      .notNull()
      .references(() => users.id),
    /** Which limit the order passed: per_order or per_month. */
    reason: text('reason').notNull(),
    limitCents: integer('limit_cents').notNull(),
    status: purchaseApprovalStatus('status').notNull().default('pending'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    workflowStartedAt: timestamp('workflow_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchase_approvals_master_idx').on(t.masterAccountId, t.status)],
);
