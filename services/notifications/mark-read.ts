/**
 * Marking the pane's messages read. The account's other tabs hear of it on the account's /cable
 * stream ('notification.read'), sent only when the change commits.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { publishWith, streams } from '../../platform/realtime/publish.ts';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';
import type { NotificationRow } from './list-notifications.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function announceRead(tx: Tx, accountId: string, ids: string[] | 'all'): Promise<void> {
  await publishWith(tx, streams.account(accountId), { type: 'notification.read', ids });
}

/** Marks one of the account's notifications read (kept at its first read time); another account's id is not found. */
export async function markNotificationRead(
  db: Database,
  input: { accountId: string; id: string; now: Date },
): Promise<NotificationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${input.now.toISOString()}::timestamptz)` })
      .where(and(eq(notifications.id, input.id), eq(notifications.accountId, input.accountId)))
      .returning();
    if (!row) throw notFound('Notification');
    await announceRead(tx, input.accountId, [row.id]);
    return row;
  });
}

/** Marks every unread notification of the account read; answers how many changed. */
export async function markAllNotificationsRead(
  db: Database,
  input: { accountId: string; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: input.now })
      .where(and(eq(notifications.accountId, input.accountId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (rows.length > 0) await announceRead(tx, input.accountId, 'all');
    return rows.length;
  });
}
