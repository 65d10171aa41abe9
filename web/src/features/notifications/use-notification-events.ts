import { useQueryClient } from '@tanstack/react-query';
import { useCable } from '../../realtime/use-cable.ts';
import { notifyMessage } from '../../ui/notify.ts';
import { notificationsQueryKey } from './notifications-api.ts';

type NotificationEvent =
  { type: 'notification'; title?: unknown; kind?: unknown } | { type: 'notification.read' };

/** The lists a notice's kind concerns (`offer_countered`, `bundle_offer_accepted`, `order_shipped` …), refetched when it arrives. */
const LISTS_BY_KIND_PREFIX: [prefix: string, queryKey: readonly string[]][] = [
  ['offer_', ['offers']],
  ['bundle_offer_', ['offers']],
  ['order_', ['orders']],
  ['order_', ['supplier-orders']],
  // The p2p panels of an order page and the seller's sales (issue 21: the buyer's did not update live).
  ['order_', ['p2p-orders']],
  ['p2p_', ['p2p-orders']],
  ['p2p_', ['orders']],
];

function isNotificationEvent(data: unknown): data is NotificationEvent {
  if (!data || typeof data !== 'object') return false;
  const type = (data as { type?: unknown }).type;
  return type === 'notification' || type === 'notification.read';
}

/**
 * Keeps the pane fresh from the account's /cable stream: a new message ('notification') refetches the
 * list and shows its title; a read in another tab ('notification.read') refetches. Delivery is at
 * most once, so a (re)connection refetches too.
 */
export function useNotificationEvents(accountId: string | undefined): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  useCable(accountId ? { channel: 'AccountChannel', account_id: accountId } : null, {
    received(data) {
      if (!isNotificationEvent(data)) return;
      refresh();
      if (data.type !== 'notification') return;
      if (typeof data.title === 'string') notifyMessage(data.title);
      const kind = typeof data.kind === 'string' ? data.kind : '';
      for (const [prefix, queryKey] of LISTS_BY_KIND_PREFIX) {
        if (kind.startsWith(prefix)) void queryClient.invalidateQueries({ queryKey });
      }
    },
    connected: refresh,
  });
}
