import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/**
 * The outbox of stored files whose record is gone (issue 22): written in the transaction that
 * deletes or replaces the record (which also takes the file off account_file_usage), removed once
 * the file store has deleted the file. What a failed delete leaves here the sweep retries.
 * `account_id` names the account the file was stored for, with no foreign key: the purge of an
 * abandoned application deletes the account in the same transaction that queues its files.
 */
export const fileDeletions = pgTable(
  'file_deletions',
  {
    fileKey: text('file_key').primaryKey(),
    accountId: uuid('account_id').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('file_deletions_created_idx').on(t.createdAt)],
);
