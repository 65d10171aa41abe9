import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The SANDBOX mailbox (issue 22): every message the sandbox mail adapter "sends" lands here, for
 * developers to read (`pharmacy dev mailbox --to <email>`, the demo, the tests). An SMTP adapter
 * behind the same port replaces it.
 */
export const sandboxMailbox = pgTable(
  'sandbox_mailbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_mailbox_to_idx').on(t.to, t.createdAt)],
);
