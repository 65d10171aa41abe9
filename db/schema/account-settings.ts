import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';

/**
 * What a user sets about themself in the settings area (issue 23): a phone, whether the video
 * tutorials show, and an avatar (an image in the file store, charged to the account's upload
 * quota). One row per user, made on the first change; no row means the defaults.
 */
export const userProfiles = pgTable('user_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  videoTutorialsEnabled: boolean('video_tutorials_enabled').notNull().default(true),
  avatarFileKey: text('avatar_file_key'),
  avatarContentType: text('avatar_content_type'),
  avatarSizeBytes: integer('avatar_size_bytes'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An account's logo (issue 23), shown in its header; set by an admin, one per account. */
export const accountLogos = pgTable('account_logos', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id),
  fileKey: text('file_key').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
