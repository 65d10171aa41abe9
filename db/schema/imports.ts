import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';

export const importKind = pgEnum('import_kind', [
  'inventory',
  'non_returnable_products',
  'special_discount_products',
  'specific_shipping_rules',
]);
export const importStatus = pgEnum('import_status', ['queued', 'running', 'completed', 'failed']);

/**
 * An upload being imported by the `import:<id>` workflow. Progress counters are written by the
 * activity as it goes (the page and the CLI read them, and /cable announces them).
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierAccountId: uuid('supplier_account_id')
      .notNull()
      .references(() => accounts.id),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id),
    kind: importKind('kind').notNull(),
    status: importStatus('status').notNull().default('queued'),
    fileName: text('file_name').notNull(),
    /** Server-generated storage key of the uploaded file (never the user's file name). */
    fileKey: text('file_key').notNull(),
    fileBytes: integer('file_bytes').notNull(),
    totalRows: integer('total_rows'),
    processedRows: integer('processed_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the stored file was deleted (its retention ended); it no longer counts against the quota. */
    fileDeletedAt: timestamp('file_deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('import_jobs_supplier_idx').on(t.supplierAccountId, t.createdAt),
    // The retention sweep: finished jobs whose file is still stored.
    index('import_jobs_files_kept_idx')
      .on(t.finishedAt)
      .where(sql`${t.fileDeletedAt} is null`),
  ],
);

/** A rejected row: its line number in the file, why, and the row as it was. */
export const importRowErrors = pgTable(
  'import_row_errors',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    reasons: text('reasons').array().notNull(),
    raw: jsonb('raw').$type<Record<string, string>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.lineNumber] })],
);
