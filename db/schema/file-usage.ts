import { bigint, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * What each account keeps in the file store through its uploads (issue 22, uploads without limits):
 * files and bytes, kept current as uploads are stored and discarded, so the quota is checked by
 * one guarded update, never by scanning the store.
 */
export const accountFileUsage = pgTable('account_file_usage', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id),
  files: integer('files').notNull().default(0),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
