/**
 * Sends a message to every socket subscribed to a stream, in every API process, through
 * PostgreSQL NOTIFY. Below both the API and the worker: API handlers and Temporal activities
 * publish the same way.
 *
 * Called inside a transaction, the message goes out only when the transaction commits, so clients
 * never hear about a change that was rolled back.
 *
 * Payloads are capped at ~7.9 KB (NOTIFY's limit is 8000 bytes): publish a small event that names
 * what changed (an id, a status) and let the client fetch the data; never a whole document.
 * Delivery is at most once: a socket that is reconnecting misses events, so clients refetch on
 * `connected`.
 */
import { sql as drizzleSql, type SQL } from 'drizzle-orm';
import type postgres from 'postgres';
import { encodeNotification, NOTIFY_CHANNEL } from './notification.ts';

export { streams } from './streams.ts';
export { MAX_NOTIFICATION_BYTES, RealtimePayloadTooLargeError } from './notification.ts';

/** Publishes over a postgres.js connection or transaction. */
export async function publish(sql: postgres.Sql, stream: string, message: unknown): Promise<void> {
  const payload = encodeNotification(stream, message);
  await sql`select pg_notify(${NOTIFY_CHANNEL}, ${payload})`;
}

/** Publishes over a drizzle database or transaction (what activities hold). */
export async function publishWith(
  db: { execute(query: SQL): PromiseLike<unknown> },
  stream: string,
  message: unknown,
): Promise<void> {
  const payload = encodeNotification(stream, message);
  await db.execute(drizzleSql`select pg_notify(${NOTIFY_CHANNEL}, ${payload})`);
}
