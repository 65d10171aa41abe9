import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDateTime } from '../../ui/format.ts';
import { isInternalLink, type AppNotification } from './notifications-api.ts';

type NotificationItemProps = {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
  onMarkRead: (id: string) => void;
  marking: boolean;
};

/** One message of the pane: unread ones stand out and can be marked read; a link opens its page. */
export function NotificationItem({ notification: n, onOpen, onMarkRead, marking }: NotificationItemProps) {
  const content = (
    <Stack gap={2}>
      <Text size="sm" fw={n.read ? 400 : 700}>
        {n.title}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={3}>
        {n.body}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(n.created_at)}
      </Text>
    </Stack>
  );
  return (
    <Group
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      p="xs"
      bg={n.read ? undefined : 'var(--mantine-color-blue-light)'}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      data-testid="notification-item"
      data-read={n.read}
    >
      {isInternalLink(n.link) ? (
        <UnstyledButton onClick={() => onOpen(n)} style={{ flex: 1 }} data-testid="notification-open">
          {content}
        </UnstyledButton>
      ) : (
        <div style={{ flex: 1 }}>{content}</div>
      )}
      {!n.read && (
        <Button
          size="compact-xs"
          variant="subtle"
          loading={marking}
          onClick={() => onMarkRead(n.id)}
          data-testid="notification-mark-read"
        >
          Mark read
        </Button>
      )}
    </Group>
  );
}
