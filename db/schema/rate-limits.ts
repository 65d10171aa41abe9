import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The current rate-limit window of each key (`<limit>:account:<id>` or `<limit>:address:<ip>`):
 * one row per key, counted by one upsert per request (platform/rate-limit.ts) so every API replica
 * shares it. Rows of ended windows are purged hourly.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limit_windows_end_idx').on(t.windowEnd)],
);
