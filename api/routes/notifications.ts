import { Hono } from 'hono';
import { z } from 'zod';
import {
  countUnreadNotifications,
  listNotifications,
  type NotificationRow,
} from '../../activities/notifications/list-notifications.ts';
import { markAllNotificationsRead, markNotificationRead } from '../../activities/notifications/mark-read.ts';
import type { AppEnv } from '../context.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { parseWith, readQuery } from '../validation.ts';
import { iso } from '../contract/wire-format.ts';

const ListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  per_page: z.coerce.number().int().min(1).max(50).catch(10).default(10),
  unread: z.enum(['true', 'false']).optional(),
});
const IdParam = z.strictObject({ id: z.uuid('not a valid id') });

function serializeNotification(n: NotificationRow) {
  return {
    id: n.id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    link: n.link,
    read: n.readAt !== null,
    read_at: iso(n.readAt),
    created_at: iso(n.createdAt),
  };
}

/**
 * The notification pane (pharmacy-side §2 header, §6): the caller's account's messages, newest
 * first with the unread count, and marking them read. Every kind of account has a pane; every query
 * names the caller's account, so another account's notification answers 404.
 */
export const notificationRoutes = new Hono<AppEnv>()
  .use('/notifications', requireAccountKind('pharmacy', 'supplier', 'support'))
  .use('/notifications/*', requireAccountKind('pharmacy', 'supplier', 'support'))
  .get('/notifications', async (c) => {
    const query = readQuery(c, ListQuery);
    const page = await listNotifications(c.get('deps').db, {
      accountId: c.get('caller').account.id,
      page: query.page,
      perPage: query.per_page,
      unreadOnly: query.unread === 'true',
    });
    return c.json({
      data: page.rows.map(serializeNotification),
      page: query.page,
      per_page: query.per_page,
      total: page.total,
      unread_count: page.unreadCount,
    });
  })
  .patch('/notifications/read_all', async (c) => {
    const { db, now } = c.get('deps');
    const accountId = c.get('caller').account.id;
    const updated = await markAllNotificationsRead(db, { accountId, now: now() });
    return c.json({ updated, unread_count: await countUnreadNotifications(db, accountId) });
  })
  .patch('/notifications/:id/read', async (c) => {
    const { db, now } = c.get('deps');
    const { id } = parseWith(IdParam, c.req.param());
    const accountId = c.get('caller').account.id;
    const row = await markNotificationRead(db, { accountId, id, now: now() });
    return c.json({
      ...serializeNotification(row),
      unread_count: await countUnreadNotifications(db, accountId),
    });
  });
