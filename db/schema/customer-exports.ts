import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';

export const customerExportStatus = pgEnum('customer_export_status', [
  'queued',
  'running',
  'ready',
  'failed',
]);

/**
 * A supplier's master-data export (supplier-side §7 POST /suppliers/customers/export/master_data;
 * issue 11): written by the workflow `master-data-export:<id>` into the file store, downloadable
 * when ready. `workflow_started_at` is the outbox mark: a queued row without it is started by the
 * start-stranded-workflows relay.
 */
export const customerExports = pgTable(
  'customer_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierAccountId: uuid('supplier_account_id')
      .notNull()
      .references(() => accounts.id),
    requestedByUserId: uuid('requested_by_user_id')
      .notNull()
      .references(() => users.id),
    status: customerExportStatus('status').notNull().default('queued'),
    /** `customer_exports/<uuid>.csv` in the file store, once ready. */
    fileKey: text('file_key'),
    rowCount: integer('row_count'),
    failure: text('failure'),
    workflowStartedAt: timestamp('workflow_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('customer_exports_supplier_idx').on(t.supplierAccountId, t.createdAt)],
);
