import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, locations, users } from './accounts.ts';
import { states } from './geo.ts';

export const locationChangeStatus = pgEnum('location_change_status', ['pending', 'approved', 'rejected']);

/**
 * A requested move of an approved store (issue 23, pharmacy-side §4 "Location … pending"): the new
 * street, city, state and ZIP wait here for support's decision, taken by the workflow
 * `location-change:<id>`; the location keeps its address until approved. One pending change per
 * location. `workflow_started_at` is the outbox mark: the relay starts the workflow of a row
 * committed without one.
 */
export const locationChanges = pgTable(
  'location_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: locationChangeStatus('status').notNull().default('pending'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    stateId: smallint('state_id')
      .notNull()
      .references(() => states.id),
    zipcode: text('zipcode').notNull(),
    reason: text('reason'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    workflowStartedAt: timestamp('workflow_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('location_changes_one_pending_idx')
      .on(t.locationId)
      .where(sql`${t.status} = 'pending'`),
    index('location_changes_status_idx').on(t.status, t.createdAt),
  ],
);
