/**
 * Where a negotiation move's time goes inside Temporal, read from the workflows' histories: from
 * the update's acceptance to its completion (the workflow's own turn, server side), and within it
 * the activity that writes the move (recordOfferMove) waiting to start and running.
 */
import type { Client } from '@temporalio/client';
import { tsToMs } from '@temporalio/common/lib/time.js';
import type { temporal } from '@temporalio/proto';
import { offerWorkflowId } from '../../workflows/offers/messages.ts';
import { percentile } from './stats.ts';

type Event = temporal.api.history.v1.IHistoryEvent;
export type MoveBreakdown = {
  updateMs: number;
  activityWaitMs: number;
  activityRunMs: number;
  activities: number;
};

const at = (event: Event | undefined) => tsToMs(event?.eventTime);

/** The timings of the update `name` in one history (the first one of that name). */
function breakdownOf(events: Event[], name: string): MoveBreakdown | null {
  const accepted = events.find(
    (e) => e.workflowExecutionUpdateAcceptedEventAttributes?.acceptedRequest?.input?.name === name,
  );
  const updateId = accepted?.workflowExecutionUpdateAcceptedEventAttributes?.acceptedRequest?.meta?.updateId;
  const completed = events.find(
    (e) => e.workflowExecutionUpdateCompletedEventAttributes?.meta?.updateId === updateId,
  );
  if (!accepted || !completed) return null;
  const inside = events.filter(
    (e) => Number(e.eventId) > Number(accepted.eventId) && Number(e.eventId) < Number(completed.eventId),
  );
  const byId = new Map(events.map((e) => [Number(e.eventId), e]));
  let activityWaitMs = 0;
  let activityRunMs = 0;
  let activities = 0;
  for (const done of inside.filter((e) => e.activityTaskCompletedEventAttributes)) {
    const attributes = done.activityTaskCompletedEventAttributes!;
    const scheduled = byId.get(Number(attributes.scheduledEventId));
    const started = byId.get(Number(attributes.startedEventId));
    activityWaitMs += at(started) - at(scheduled);
    activityRunMs += at(done) - at(started);
    activities++;
  }
  return { updateMs: at(completed) - at(accepted), activityWaitMs, activityRunMs, activities };
}

function summariseMoves(found: MoveBreakdown[]) {
  const p50 = (pick: (b: MoveBreakdown) => number) =>
    percentile(
      found.map(pick).sort((a, b) => a - b),
      50,
    );
  return {
    count: found.length,
    activities: found[0]?.activities ?? 0,
    updateMs: p50((b) => b.updateMs),
    activityWaitMs: p50((b) => b.activityWaitMs),
    activityRunMs: p50((b) => b.activityRunMs),
  };
}

/** The p50 of each timing of the respond and answerCounter updates over the offers' histories. */
export async function breakdownMoves(client: Client, offerIds: string[]) {
  const moves = { respond: [] as MoveBreakdown[], answerCounter: [] as MoveBreakdown[] };
  for (const id of offerIds) {
    const events = (await client.workflow.getHandle(offerWorkflowId(id)).fetchHistory()).events ?? [];
    for (const name of ['respond', 'answerCounter'] as const) {
      const breakdown = breakdownOf(events, name);
      if (breakdown) moves[name].push(breakdown);
    }
  }
  return { respond: summariseMoves(moves.respond), answerCounter: summariseMoves(moves.answerCounter) };
}
