import { Group } from '@mantine/core';
import { NotificationPane } from './notification-pane.tsx';

/**
 * The pane as a layout's whole header content (supplier and support sides): at the right end, next
 * to the user menu, where the pharmacy header places it after its menus.
 */
export function NotificationPaneSlot() {
  return (
    <Group justify="flex-end" mr="sm">
      <NotificationPane />
    </Group>
  );
}
