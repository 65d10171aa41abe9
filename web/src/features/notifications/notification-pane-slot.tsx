import { Box } from '@mantine/core';
import { NotificationPane } from './notification-pane.tsx';

/**
 * The pane as a layout's whole header content (supplier and support sides): pushed to the right,
 * next to the user menu, where the pharmacy header places it after its menus.
 */
export function NotificationPaneSlot() {
  return (
    <Box ml="auto" mr="sm">
      <NotificationPane />
    </Box>
  );
}
