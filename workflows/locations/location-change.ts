/**
 * A requested move of an approved store (issue 23, pharmacy-side §4): the workflow
 * `location-change:<changeId>` waits for support's decision, a validated update. Approved, the
 * store moves and every wholesaler that approved the pharmacy gets the location-change notice;
 * rejected, the store stays where it was. The decision is written by one activity, so the record
 * in PostgreSQL is what lists read.
 */
import { allHandlersFinished, condition, proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import { LOCATION_MESSAGES } from '../../domain/locations/location-messages.ts';
import { CLOCK_ACTIVITY_OPTIONS, MOVE_ACTIVITY_OPTIONS } from '../shared/activity-options.ts';
import { asRefusal, guard, refusal } from '../shared/failures/refusals.ts';
import {
  decideLocationChangeUpdate,
  locationChangeStateQuery,
  type LocationChangeDecision,
  type LocationChangeInput,
  type LocationChangeState,
} from './messages.ts';

const acts = proxyActivities<Activities>(MOVE_ACTIVITY_OPTIONS);
const clockActs = proxyActivities<Activities>(CLOCK_ACTIVITY_OPTIONS);

/** The workflow `location-change:<changeId>`, started once the change row is committed. */
export async function locationChangeWorkflow(input: LocationChangeInput): Promise<LocationChangeState> {
  const state: LocationChangeState = { changeId: input.changeId, status: 'pending' };
  let loaded = false;
  let deciding = false;
  const check = () => {
    if (deciding || state.status !== 'pending')
      throw refusal('RESOURCE_CONFLICT', LOCATION_MESSAGES.alreadyDecided);
  };

  // Every handler is set before the first await: an update that finds none is lost.
  setHandler(locationChangeStateQuery, () => state);
  setHandler(
    decideLocationChangeUpdate,
    async (decision) => {
      await condition(() => loaded);
      guard(check);
      deciding = true;
      try {
        state.status = (await acts.recordLocationChangeDecision(input.changeId, decision)).status;
        return state;
      } catch (error) {
        throw asRefusal(error);
      } finally {
        deciding = false;
      }
    },
    { validator: (_decision: LocationChangeDecision) => guard(() => loaded && check()) },
  );

  const opened = await clockActs.openLocationChange(input.changeId);
  loaded = true;
  if (!opened) return state; // the row is gone (its location deleted): nothing to wait for
  state.status = opened.status;
  await condition(() => state.status !== 'pending');
  await condition(allHandlersFinished);
  return state;
}
