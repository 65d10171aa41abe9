/**
 * From shipped to delivered, for every seller kind (issue 20): the shipment is tracked by a child
 * workflow (shipment-tracking.ts) until the carrier (or the supplier's manual status) says
 * delivered, or another party says so first (the pharmacy's mark-delivered; a p2p buyer's
 * receipt), in which case the child is told to stop. When tracking gives up, only that other party
 * moves the order on. What delivery means for the order is the seller kind's (`DeliveryWatch`):
 * wholesale records who said delivered; p2p opens the inspection window (workflows/p2p/).
 */
import {
  condition,
  getExternalWorkflowHandle,
  patched,
  proxyActivities,
  startChild,
  workflowInfo,
} from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import { APP_ACCOUNT_IDS, CHILD_SEARCH_ATTRIBUTES_PATCH, searchAttributesOf } from '../shared/messages.ts';
import { shipmentTrackingWorkflow } from './shipment-tracking.ts';
import {
  shipmentWorkflowId,
  stopTrackingSignal,
  type DeliveredBy,
  type OrderState,
  type TrackingDurations,
  type TrackingResult,
} from './messages.ts';
import { CLOCK_ACTIVITY_OPTIONS } from '../shared/activity-options.ts';

const acts = proxyActivities<Activities>(CLOCK_ACTIVITY_OPTIONS);

/** What a seller kind makes of delivery. */
export type DeliveryWatch = {
  /** Another party than the carrier has said delivered. */
  saidDelivered(): boolean;
  /** The carrier (or the supplier's manual status) said delivered first. */
  onTracked(by: DeliveredBy): Promise<void>;
  /** The other party said delivered first (or tracking gave up and it said so later). */
  onSaid(): Promise<void>;
};

/** Tracks the shipment until delivered; the child's outcome, or null when there was none. */
export async function trackShipment(
  shipmentId: string | null,
  durations: TrackingDurations | undefined,
  watch: DeliveryWatch,
): Promise<TrackingResult['outcome'] | null> {
  if (shipmentId === null) {
    // Shipped with no shipment on file (a row written outside the ship update): there is nothing
    // to track, so no `shipment:null` child; only the other party moves the order on.
    await condition(() => watch.saidDelivered());
    await watch.onSaid();
    return null;
  }
  const child = await startChild(shipmentTrackingWorkflow, {
    workflowId: shipmentWorkflowId(shipmentId),
    args: [{ shipmentId, durations }],
    ...(patched(CHILD_SEARCH_ATTRIBUTES_PATCH)
      ? { typedSearchAttributes: trackingAttributes(shipmentId) }
      : {}),
  });
  let tracked: TrackingResult | null = null;
  const finished = child.result().then(
    (result) => void (tracked = result),
    () => void (tracked = { outcome: 'gave_up', deliveredBy: null }),
  );
  await condition(() => tracked !== null || watch.saidDelivered());
  const first = tracked as TrackingResult | null;
  if (first?.outcome === 'delivered') {
    await watch.onTracked(first.deliveredBy ?? 'carrier');
  } else {
    if (!first) await stopTracking(shipmentId);
    await condition(() => watch.saidDelivered());
    await watch.onSaid();
  }
  await finished;
  return (tracked as TrackingResult | null)?.outcome ?? null;
}

/**
 * The tracking child is about its shipment and concerns the order's accounts (the order's own
 * AppAccountIds); its continue-as-new runs keep them (the SDK carries them over).
 */
function trackingAttributes(shipmentId: string) {
  const accountIds = workflowInfo().typedSearchAttributes.get(APP_ACCOUNT_IDS) ?? [];
  return searchAttributesOf({ process: 'shipment-tracking', subjectId: shipmentId, accountIds });
}

/** The wholesale order's delivery: recorded with who said it. */
export async function trackUntilDelivered(
  state: OrderState,
  durations: TrackingDurations | undefined,
  markedDelivered: () => DeliveredBy | null,
): Promise<void> {
  const shipmentId = state.shipmentId;
  const outcome = await trackShipment(shipmentId, durations, {
    saidDelivered: () => markedDelivered() !== null,
    onTracked: (by) => recordDelivered(state, by),
    onSaid: () => recordDelivered(state, markedDelivered()!),
  });
  if (shipmentId !== null) state.trackingOutcome = outcome;
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
