import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Browser sessions. The cookie carries a random token; only its SHA-256 is stored, so a database
 * leak does not hand out live sessions. Nor does it hand out their CSRF tokens: each is derived
 * from the cookie token and only its SHA-256 is kept (issue 22). Idle and absolute expiry follow
 * ASVS L2 (30 min / 12 h).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfTokenHash: text('csrf_token_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Personal access tokens for the CLI and integrations; stored hashed, shown once at creation. Every
 * token ends: at most a year after it was made (issue 10), and at once when its user's password
 * changes (revoked_at).
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The first characters of the token, shown in lists so a user can tell tokens apart. */
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('access_tokens_user_idx').on(t.userId),
    check('access_tokens_lifetime', sql`${t.expiresAt} <= ${t.createdAt} + interval '365 days'`),
  ],
);

/**
 * Failed logins of one client address at one email (issue 10): a counter and the time before which
 * the next attempt is refused. Keyed by the normalised email whether or not such a user exists, so
 * throttling never reveals which emails are registered. Updated by one statement per attempt.
 */
export const loginThrottlePairs = pgTable(
  'login_throttle_pairs',
  {
    address: text('address').notNull(),
    email: text('email').notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.address, t.email] }),
    index('login_throttle_pairs_last_failed_idx').on(t.lastFailedAt),
  ],
);

/** Failed logins of one client address across emails, in a fixed window (credential stuffing). */
export const loginThrottleAddresses = pgTable(
  'login_throttle_addresses',
  {
    address: text('address').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull(),
  },
  (t) => [index('login_throttle_addresses_window_idx').on(t.windowStartedAt)],
);
