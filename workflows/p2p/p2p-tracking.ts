/**
 * From shipped to delivered for a p2p order: the order workflow's tracking
 * (workflows/orders/track-until-delivered.ts) with the p2p kind's delivery. The carrier's delivery
 * is recorded in the order's turn and opens the inspection window; the buyer's confirmReceipt may
 * come first (its update moves the phase), in which case the child is told to stop.
 */
import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import type { TrackingDurations } from '../orders/messages.ts';
import { trackShipment } from '../orders/track-until-delivered.ts';
import type { P2pOrderState } from './messages.ts';
import type { Turn } from './p2p-commands.ts';
import { CLOCK_ACTIVITY_OPTIONS } from '../shared/activity-options.ts';

const acts = proxyActivities<Activities>(CLOCK_ACTIVITY_OPTIONS);

export async function trackP2pShipment(
  state: P2pOrderState,
  turn: Turn,
  durations: TrackingDurations | undefined,
  inspectionMs: number,
): Promise<void> {
  await trackShipment(state.shipmentId, durations, {
    saidDelivered: () => state.phase !== 'shipped',
    onTracked: (by) =>
      turn(
        () => undefined,
        async () => {
          if (state.phase !== 'shipped') return;
          await acts.markP2pDelivered(state.orderId, by, inspectionMs);
          state.deliveredBy = by;
          state.phase = 'delivered';
        },
      ),
    // The buyer's receipt (or the cancellation) already moved the order.
    onSaid: () => Promise.resolve(),
  });
}
