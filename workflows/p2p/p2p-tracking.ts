/**
 * From shipped to delivered for a p2p order: the shipment-tracking child (workflows/orders/
 * shipment-tracking.ts, as the order workflow runs it) follows the sandbox carrier until it says
 * delivered; the buyer's confirmReceipt may come first, in which case the child is told to stop.
 */
import { condition, getExternalWorkflowHandle, proxyActivities, startChild } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import {
  shipmentWorkflowId,
  stopTrackingSignal,
  type TrackingDurations,
  type TrackingResult,
} from '../orders/messages.ts';
import { shipmentTrackingWorkflow } from '../orders/shipment-tracking.ts';
import type { P2pOrderState } from './messages.ts';
import type { Turn } from './p2p-commands.ts';

const acts = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute' },
});

export async function trackP2pShipment(
  state: P2pOrderState,
  turn: Turn,
  durations: TrackingDurations | undefined,
  inspectionMs: number,
): Promise<void> {
  const shipmentId = state.shipmentId;
  if (shipmentId === null) {
    await condition(() => state.phase !== 'shipped');
    return;
  }
  const child = await startChild(shipmentTrackingWorkflow, {
    workflowId: shipmentWorkflowId(shipmentId),
    args: [{ shipmentId, durations }],
  });
  let tracked: TrackingResult | null = null;
  const finished = child.result().then(
    (result) => void (tracked = result),
    () => void (tracked = { outcome: 'gave_up', deliveredBy: null }),
  );
  await condition(() => tracked !== null || state.phase !== 'shipped');
  const first = tracked as TrackingResult | null;
  if (first?.outcome === 'delivered') {
    await turn(
      () => undefined,
      async () => {
        if (state.phase !== 'shipped') return;
        const by = first.deliveredBy ?? 'carrier';
        await acts.markP2pDelivered(state.orderId, by, inspectionMs);
        state.deliveredBy = by;
        state.phase = 'delivered';
      },
    );
  } else {
    if (!first) {
      try {
        await getExternalWorkflowHandle(shipmentWorkflowId(shipmentId)).signal(stopTrackingSignal, {
          reason: 'marked_delivered',
        });
      } catch {
        // Already closed: it ended by itself between the receipt and this signal.
      }
    }
    // Tracking gave up: only the buyer's receipt moves the order on.
    await condition(() => state.phase !== 'shipped');
  }
  await finished;
}
