/** The notification pane's read: one account's messages, newest first, with its unread count. */
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationPage = { rows: NotificationRow[]; total: number; unreadCount: number };

/** The unread count of one account (the bell's badge). */
export async function countUnreadNotifications(db: Database, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** A page of the account's notifications; the account is part of every query, so no other account's row is ever read. */
export async function listNotifications(
  db: Database,
  input: { accountId: string; page: number; perPage: number; unreadOnly: boolean },
): Promise<NotificationPage> {
  const where: SQL = and(
    eq(notifications.accountId, input.accountId),
    input.unreadOnly ? isNull(notifications.readAt) : undefined,
  )!;
  const [rows, [total], unreadCount] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    db.select({ n: count() }).from(notifications).where(where),
    countUnreadNotifications(db, input.accountId),
  ]);
  return { rows, total: total?.n ?? 0, unreadCount };
}
