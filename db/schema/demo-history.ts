import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The demo history's marker (scripts/lib/demo-history): one row per scenario it has played (an
 * order driven to a state, an offer to a status), claimed before the scenario runs, so a second
 * `npm start` adds nothing. `subject_id` is the order, offer or bundle offer the scenario made.
 */
export const demoHistory = pgTable('demo_history', {
  scenario: text('scenario').primaryKey(),
  subjectId: uuid('subject_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
