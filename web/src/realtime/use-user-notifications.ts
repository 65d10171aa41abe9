import { notifyMessage } from '../ui/notify.ts';
import { useCable } from './use-cable.ts';

const userChannel = { channel: 'UserChannel' };

function isNotification(data: unknown): data is { type: 'notification'; message: string } {
  if (!data || typeof data !== 'object') return false;
  const record = data as Record<string, unknown>;
  return record.type === 'notification' && typeof record.message === 'string';
}

/** Shows the server's pushes on the user's own channel as toasts. */
export function useUserNotifications(): void {
  useCable(userChannel, {
    received(data) {
      if (isNotification(data)) notifyMessage(data.message);
    },
  });
}
