import { notifications } from '@mantine/notifications';
import { FLASH_AUTO_CLOSE_MS } from '../../ui/notify.ts';

/** An error toast with a fixed text from the spec's catalogue (supplier-side §8), not the server's. */
export function notifyErrorText(message: string): void {
  notifications.show({
    color: 'red',
    title: 'Error',
    message,
    autoClose: FLASH_AUTO_CLOSE_MS,
    'data-testid': 'toast-error',
  });
}
