/** Typed calls of the notification pane: the account's messages, newest first, and marking them read. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { Schema } from '../../api/contract.ts';

export type AppNotification = Schema<'Notification'>;
export type NotificationsPage = Schema<'NotificationsPage'>;

export const NOTIFICATIONS_PER_PAGE = 10;
export const notificationsQueryKey = ['notifications'] as const;

/** Pages of ten, loaded on demand; the first page carries the unread count for the badge. */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam, signal }) =>
      data(
        apiClient.GET('/api/v1/notifications', {
          params: { query: { page: pageParam, per_page: NOTIFICATIONS_PER_PAGE } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
    staleTime: 30_000,
  });

export const markNotificationRead = (id: string) =>
  data(apiClient.PATCH('/api/v1/notifications/{id}/read', { params: { path: { id } } }));

export const markAllNotificationsRead = () => data(apiClient.PATCH('/api/v1/notifications/read_all'));

/** Only links inside the app are followed (a stored link never leads off-site or runs script). */
export function isInternalLink(link: string | null): link is string {
  return !!link && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');
}
