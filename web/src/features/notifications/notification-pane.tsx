import {
  Button,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { meQueryOptions } from '../../api/session.ts';
import { errorMessageOf, notifyError } from '../../ui/notify.ts';
import { BellIcon } from './bell-icon.tsx';
import { NotificationItem } from './notification-item.tsx';
import {
  isInternalLink,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsQueryKey,
  notificationsQueryOptions,
  type AppNotification,
} from './notifications-api.ts';
import { useNotificationEvents } from './use-notification-events.ts';

/**
 * The header's notification pane (pharmacy-side §2): a bell with the unread count, a dropdown of
 * the account's messages newest first (ten at a time), mark one or all read, an empty state. Fresh
 * from the account's /cable stream.
 */
export function NotificationPane() {
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  const router = useRouter();
  const me = useQuery(meQueryOptions());
  useNotificationEvents(me.data?.account.id);
  const query = useInfiniteQuery({ ...notificationsQueryOptions(), enabled: !!me.data });
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  const markOne = useMutation({ mutationFn: markNotificationRead, onSuccess: refresh, onError: notifyError });
  const markAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: refresh,
    onError: notifyError,
  });

  const unread = query.data?.pages[0]?.unread_count ?? 0;
  const items = query.data?.pages.flatMap((p) => p.data) ?? [];

  function open(n: AppNotification) {
    if (!n.read) markOne.mutate(n.id);
    setOpened(false);
    if (isInternalLink(n.link)) router.history.push(n.link);
  }

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={360}
      position="bottom-end"
      shadow="md"
      withArrow
      trapFocus
    >
      <Popover.Target>
        <Indicator
          label={<span data-testid="notifications-unread">{unread > 99 ? '99+' : unread}</span>}
          size={18}
          disabled={unread === 0}
          color="red"
        >
          <UnstyledButton
            onClick={() => setOpened((o) => !o)}
            aria-label={`Notifications, ${unread} unread`}
            aria-expanded={opened}
            aria-haspopup="dialog"
            data-testid="notifications-button"
            data-loaded={query.isSuccess}
            px={6}
          >
            <BellIcon />
          </UnstyledButton>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown data-testid="notification-pane" p="xs">
        <Group justify="space-between" px="xs" pb="xs">
          <Text fw={600}>Notifications</Text>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
            data-testid="notifications-mark-all"
          >
            Mark all read
          </Button>
        </Group>
        <Divider />
        {query.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" />
          </Group>
        ) : query.isError ? (
          <Text size="sm" c="red" p="xs">
            {errorMessageOf(query.error)}
          </Text>
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" p="md" data-testid="notifications-empty">
            You have no notifications.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420} type="auto">
            <Stack gap={4} pt="xs" data-testid="notification-list">
              {items.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  onOpen={open}
                  onMarkRead={(id) => markOne.mutate(id)}
                  marking={markOne.isPending && markOne.variables === n.id}
                />
              ))}
              {query.hasNextPage && (
                <Button
                  variant="subtle"
                  size="xs"
                  loading={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                  data-testid="notifications-more"
                >
                  Show older
                </Button>
              )}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
