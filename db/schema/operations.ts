import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per running worker process, refreshed every few seconds and removed on a clean stop.
 * The health check combines it with Temporal's poller list for the task queue.
 */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  workerId: text('worker_id').primaryKey(),
  taskQueue: text('task_queue').notNull(),
  hostname: text('hostname').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Security-relevant events (logins, denials, token changes): append-only, never updated. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    actorUserId: uuid('actor_user_id'),
    actorAccountId: uuid('actor_account_id'),
    target: text('target'),
    ip: text('ip'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_events_occurred_idx').on(t.occurredAt),
    index('audit_events_actor_idx').on(t.actorAccountId),
  ],
);
