/** What other folders use of features/notifications: they import it from here, never a file inside (eslint house/feature-imports). */
export { NotificationPaneSlot } from './notification-pane-slot.tsx';
export { NotificationPane } from './notification-pane.tsx';
