/**
 * Marking orders delivered, one or many (pharmacy-side §4 Orders: singly or in bulk, §7
 * bulk_delivered → message): what happens to each order, and one message saying so for all.
 */
import type { OrderRow } from '../../../db/queries/orders/supplier-orders.ts';

export type DeliveryOutcome =
  'delivered' | 'already_delivered' | 'not_shipped' | 'cancelled' | 'p2p' | 'failed';

/** Only a shipped order can be marked delivered; the rest say why not. */
export function deliveryOutcome(order: Pick<OrderRow, 'status' | 'deliveredAt' | 'isP2p'>): DeliveryOutcome {
  // A p2p order's buyer confirms receipt instead: that starts the payout's release (issue 13).
  if (order.isP2p) return 'p2p';
  if (order.status === 'shipped') return 'delivered';
  if (order.status === 'cancelled') return 'cancelled';
  return order.deliveredAt ? 'already_delivered' : 'not_shipped';
}

const SENTENCES: Record<DeliveryOutcome, [one: string, many: string]> = {
  delivered: ['marked as delivered', 'marked as delivered'],
  already_delivered: ['was already delivered', 'were already delivered'],
  not_shipped: ['has not shipped yet', 'have not shipped yet'],
  cancelled: ['is cancelled', 'are cancelled'],
  p2p: [
    'is a pharmacy-to-pharmacy order: confirm its receipt on its page',
    'are pharmacy-to-pharmacy orders: confirm their receipt on their pages',
  ],
  failed: [
    'could not be marked as delivered right now; please try again',
    'could not be marked as delivered right now; please try again',
  ],
};

/** 'Orders #1001, #1002 marked as delivered. Order #1003 has not shipped yet.' — every order is accounted for. */
export function describeBulkDelivered(results: { number: number; outcome: DeliveryOutcome }[]): string {
  const order: DeliveryOutcome[] = [
    'delivered',
    'already_delivered',
    'not_shipped',
    'cancelled',
    'p2p',
    'failed',
  ];
  return order
    .map((outcome) => {
      const numbers = results.filter((r) => r.outcome === outcome).map((r) => `#${r.number}`);
      if (numbers.length === 0) return null;
      const [one, many] = SENTENCES[outcome];
      return numbers.length === 1 ? `Order ${numbers[0]} ${one}.` : `Orders ${numbers.join(', ')} ${many}.`;
    })
    .filter((s): s is string => s !== null)
    .join(' ');
}
