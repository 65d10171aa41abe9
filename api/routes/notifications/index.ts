/**
 * The notification pane (pharmacy-side §2 header, §6): the caller's account's messages, newest
 * first with the unread count, and marking them read. Every kind of account has a pane; every query
 * names the caller's account, so another account's notification answers 404.
 */
import { z } from 'zod';
import {
  countUnreadNotifications,
  listNotifications,
  type NotificationRow,
} from '../../../services/notifications/list-notifications.ts';
import { markAllNotificationsRead, markNotificationRead } from '../../../services/notifications/mark-read.ts';
import { pageParam, perPageParam } from '../../contract/paging.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { iso } from '../../contract/wire-format.ts';

const area = 'notifications';
const access = ['pharmacy', 'supplier', 'support'] as const;

const ListQuery = z.strictObject({
  page: pageParam(),
  per_page: perPageParam(10, 50),
  unread: z.enum(['true', 'false']).optional(),
});
const IdParam = z.strictObject({ id: z.uuid('not a valid id') });

export const NotificationSchema = z
  .strictObject({
    id: z.uuid(),
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    read: z.boolean(),
    read_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Notification' });

function serializeNotification(n: NotificationRow): z.input<typeof NotificationSchema> {
  return {
    id: n.id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    link: n.link,
    read: n.readAt !== null,
    read_at: iso(n.readAt),
    created_at: n.createdAt.toISOString(),
  };
}

const NotificationsPageSchema = z
  .strictObject({
    data: z.array(NotificationSchema),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    unread_count: z.number().int(),
  })
  .meta({ id: 'NotificationsPage' });

const listRoute = defineRoute({
  method: 'get',
  path: '/notifications',
  area,
  access,
  summary: 'The account’s notifications, newest first, with the unread count',
  request: { query: ListQuery },
  responses: { 200: jsonContent(NotificationsPageSchema, 'One page of notifications') },
});

const readAllRoute = defineRoute({
  method: 'patch',
  path: '/notifications/read_all',
  area,
  access,
  summary: 'Mark every notification read',
  responses: {
    200: jsonContent(
      z.strictObject({ updated: z.number().int(), unread_count: z.number().int() }),
      'How many were marked, and what stays unread',
    ),
  },
});

const readOneRoute = defineRoute({
  method: 'patch',
  path: '/notifications/{id}/read',
  area,
  access,
  summary: 'Mark one notification read',
  request: { params: IdParam },
  responses: {
    200: jsonContent(
      NotificationSchema.extend({ unread_count: z.number().int() }),
      'The notification, and what stays unread',
    ),
  },
  problems: [404],
});

export const notificationRoutes = createRouter();

addRoute(notificationRoutes, listRoute, async (c) => {
  const query = c.req.valid('query');
  const page = await listNotifications(c.get('deps').db, {
    accountId: c.get('caller').account.id,
    page: query.page,
    perPage: query.per_page,
    unreadOnly: query.unread === 'true',
  });
  const body = {
    data: page.rows.map(serializeNotification),
    page: query.page,
    per_page: query.per_page,
    total: page.total,
    unread_count: page.unreadCount,
  };
  return c.json(body, 200);
});

addRoute(notificationRoutes, readAllRoute, async (c) => {
  const { db, now } = c.get('deps');
  const accountId = c.get('caller').account.id;
  const updated = await markAllNotificationsRead(db, { accountId, now: now() });
  return c.json({ updated, unread_count: await countUnreadNotifications(db, accountId) }, 200);
});

addRoute(notificationRoutes, readOneRoute, async (c) => {
  const { db, now } = c.get('deps');
  const accountId = c.get('caller').account.id;
  const row = await markNotificationRead(db, { accountId, id: c.req.valid('param').id, now: now() });
  return c.json(
    { ...serializeNotification(row), unread_count: await countUnreadNotifications(db, accountId) },
    200,
  );
});
