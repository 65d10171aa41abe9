/** Typed calls of the notification pane: the account's messages, newest first, and marking them read. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

export type AppNotification = {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  read_at: string | null;
  created_at: string;
};

export type NotificationsPage = {
  data: AppNotification[];
  page: number;
  per_page: number;
  total: number;
  unread_count: number;
};

export const NOTIFICATIONS_PER_PAGE = 10;
export const notificationsQueryKey = ['notifications'] as const;

/** Pages of ten, loaded on demand; the first page carries the unread count for the badge. */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam, signal }) =>
      api.get<NotificationsPage>('/api/v1/notifications', {
        query: { page: pageParam, per_page: NOTIFICATIONS_PER_PAGE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
    staleTime: 30_000,
  });

export const markNotificationRead = (id: string) =>
  api.patch<AppNotification & { unread_count: number }>(`/api/v1/notifications/${id}/read`);

export const markAllNotificationsRead = () =>
  api.patch<{ updated: number; unread_count: number }>('/api/v1/notifications/read_all');

/** Only links inside the app are followed (a stored link never leads off-site or runs script). */
export function isInternalLink(link: string | null): link is string {
  return !!link && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');
}
