import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * One-time links to set a password (issue 22): the first password of an invited support or supplier
 * user today, sub-account invitations and password resets later. The link carries a random token;
 * only its SHA-256 is stored. A link works once (used_at) and until expires_at; issuing a new one
 * for a user deletes the user's unused ones, so only the latest link works.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_links_user_idx').on(t.userId)],
);
