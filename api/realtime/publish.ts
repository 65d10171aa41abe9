/**
 * Sends a message to every socket subscribed to a stream, in every API process, through
 * PostgreSQL NOTIFY. Usable from API handlers and from Temporal activities in the worker.
 *
 * Called with a transaction (`sql.begin(tx => publish(tx, …))`), the message goes out only when
 * the transaction commits, so clients never hear about a change that was rolled back.
 *
 * Payloads are capped at ~7.9 KB (NOTIFY's limit is 8000 bytes): publish a small event that names
 * what changed (an id, a status) and let the client fetch the data; never a whole document.
 * Delivery is at most once: a socket that is reconnecting misses events, so clients refetch on
 * `connected`.
 */
import type postgres from 'postgres';
import { encodeNotification, NOTIFY_CHANNEL } from './notification.ts';

export { streams } from './streams.ts';
export { MAX_NOTIFICATION_BYTES, RealtimePayloadTooLargeError } from './notification.ts';

export async function publish(sql: postgres.Sql, stream: string, message: unknown): Promise<void> {
  const payload = encodeNotification(stream, message);
  await sql`select pg_notify(${NOTIFY_CHANNEL}, ${payload})`;
}
