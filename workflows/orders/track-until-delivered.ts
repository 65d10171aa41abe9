/**
 * From shipped to delivered: the shipment is tracked by a child workflow until the carrier (or
 * the supplier's manual status) says delivered, or the pharmacy marks the order delivered first,
 * in which case the child is told to stop. When tracking gives up, only a mark-delivered moves
 * the order on. The order records who said delivered.
 */
import { condition, getExternalWorkflowHandle, proxyActivities, startChild } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import { shipmentTrackingWorkflow } from './shipment-tracking.ts';
import {
  shipmentWorkflowId,
  stopTrackingSignal,
  type DeliveredBy,
  type OrderState,
  type TrackingDurations,
  type TrackingResult,
} from './messages.ts';

const acts = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute' },
});

export async function trackUntilDelivered(
  state: OrderState,
  durations: TrackingDurations | undefined,
  markedDelivered: () => DeliveredBy | null,
): Promise<void> {
  const shipmentId = state.shipmentId;
  if (shipmentId === null) {
    // Shipped with no shipment on file (a row written outside the ship update): there is nothing
    // to track, so no `shipment:null` child; only a mark-delivered moves the order on.
    await condition(() => markedDelivered() !== null);
    await recordDelivered(state, markedDelivered()!);
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
  await condition(() => tracked !== null || markedDelivered() !== null);
  const first = tracked as TrackingResult | null;
  if (first?.outcome === 'delivered') {
    await recordDelivered(state, first.deliveredBy ?? 'carrier');
  } else {
    if (!first) await stopTracking(shipmentId);
    await condition(() => markedDelivered() !== null);
    await recordDelivered(state, markedDelivered()!);
  }
  await finished;
  state.trackingOutcome = (tracked as TrackingResult | null)?.outcome ?? null;
}

async function recordDelivered(state: OrderState, by: DeliveredBy): Promise<void> {
  state.deliveredBy = by;
  await acts.markOrderDelivered(state.orderId, by);
  state.status = 'delivered';
}

/** Tells the child to stop; it may have just finished on its own, which is fine. */
async function stopTracking(shipmentId: string): Promise<void> {
  try {
    await getExternalWorkflowHandle(shipmentWorkflowId(shipmentId)).signal(stopTrackingSignal, {
      reason: 'marked_delivered',
    });
  } catch {
    // Already closed: it ended by itself between the mark and this signal.
  }
}
