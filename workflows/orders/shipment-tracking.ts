/**
 * A shipment's tracking (issue 4 "Shipment tracking", id `shipment:<shipmentId>`): asks the
 * carrier through its adapter every poll, records what is new, records the supplier's manual
 * statuses, and ends when delivered (answering the parent order) or, after the maximum age, gives
 * up cleanly. A carrier without an adapter is only moved by manual statuses.
 */
import {
  condition,
  continueAsNew,
  proxyActivities,
  setHandler,
  allHandlersFinished,
  uuid4,
  workflowInfo,
} from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import { trackingDurations } from './durations.ts';
import {
  recordStatusSignal,
  recordStatusUpdate,
  stopTrackingSignal,
  type RecordedStatus,
  type ManualStatusInput,
  type ShipmentTrackingInput,
  type TrackingResult,
} from './messages.ts';
import { CLOCK_ACTIVITY_OPTIONS } from '../shared/activity-options.ts';

const acts = proxyActivities<Activities>(CLOCK_ACTIVITY_OPTIONS);

/** Long tracking starts afresh (same input, same start time) before its history grows large. */
const POLLS_PER_RUN = 500;

export async function shipmentTrackingWorkflow(input: ShipmentTrackingInput): Promise<TrackingResult> {
  const d = trackingDurations(input.durations);
  const startedAt = input.startedAtMs ?? Date.now();
  const manual: { eventId: string; entry: ManualStatusInput }[] = [];
  let stopped = false;
  // What each manual status came to, by event id, for the update that waits on it.
  const recorded = new Map<string, RecordedStatus>();
  setHandler(recordStatusSignal, (entry) => void manual.push({ eventId: uuid4(), entry }));
  setHandler(recordStatusUpdate, async (entry) => {
    const eventId = uuid4();
    manual.push({ eventId, entry });
    await condition(() => recorded.has(eventId));
    return recorded.get(eventId)!;
  });
  // The run ends once every waiting update has its answer.
  const end = async (result: TrackingResult) => {
    await condition(allHandlersFinished);
    return result;
  };
  setHandler(stopTrackingSignal, () => {
    stopped = true;
  });

  let live = true;
  let stepped = false;
  for (let polls = 0; ; polls++) {
    while (manual.length > 0) {
      const { eventId, entry } = manual.shift()!;
      const { delivered } = await acts.recordManualShipmentStatus(input.shipmentId, eventId, entry);
      recorded.set(eventId, { delivered });
      if (delivered) return end({ outcome: 'delivered', deliveredBy: 'supplier' });
    }
    if (stopped) {
      await acts.endShipmentTracking(input.shipmentId, 'marked_delivered');
      return end({ outcome: 'stopped', deliveredBy: null });
    }
    if (live) {
      const poll = await acts.pollShipment(input.shipmentId, { sandboxStepMs: d.sandboxStepMs });
      if (poll.delivered) return end({ outcome: 'delivered', deliveredBy: 'carrier' });
      live = poll.live;
      stepped = poll.stepped;
    }
    const left = startedAt + d.maxAgeMs - Date.now();
    if (left <= 0) {
      await acts.endShipmentTracking(input.shipmentId, 'gave_up');
      return end({ outcome: 'gave_up', deliveredBy: null });
    }
    // The sandbox carrier is asked at least once a scan; a carrier without an adapter only waits.
    const every = !live ? left : stepped ? Math.min(d.pollMs, d.sandboxStepMs) : d.pollMs;
    await condition(() => manual.length > 0 || stopped, Math.min(every, left));
    if (
      manual.length === 0 &&
      !stopped &&
      (polls >= POLLS_PER_RUN || workflowInfo().continueAsNewSuggested)
    ) {
      await condition(allHandlersFinished);
      await continueAsNew<typeof shipmentTrackingWorkflow>({ ...input, startedAtMs: startedAt });
    }
  }
}
