import { sql } from 'drizzle-orm';
import {
  date,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { pharmacyLicences } from './licences.ts';

export const licenceNoticeKind = pgEnum('licence_notice_kind', ['warn_30', 'warn_7', 'held']);

/**
 * The notices the daily licence watch sent (issue 12 "Licences that stay valid"): one per licence,
 * threshold and expiry date, so a run repeated the same day sends nothing twice and a renewed
 * licence is warned again before its new expiry.
 */
export const licenceNotices = pgTable(
  'licence_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    licenceId: uuid('licence_id')
      .notNull()
      .references(() => pharmacyLicences.id),
    kind: licenceNoticeKind('kind').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('licence_notices_once_key').on(t.licenceId, t.kind, t.expiresOn)],
);

export const licenceUpdateStatus = pgEnum('licence_update_status', ['pending', 'approved', 'rejected']);

/** A renewed licence the pharmacy uploaded, waiting for support (approved: the licence's expiry moves). */
export const licenceUpdates = pgTable(
  'licence_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    licenceId: uuid('licence_id')
      .notNull()
      .references(() => pharmacyLicences.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    newExpiresOn: date('new_expires_on', { mode: 'string' }).notNull(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    status: licenceUpdateStatus('status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id),
    decidedByUserId: uuid('decided_by_user_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('licence_updates_pending_idx')
      .on(t.licenceId)
      .where(sql`status = 'pending'`),
    index('licence_updates_account_idx').on(t.accountId),
  ],
);
