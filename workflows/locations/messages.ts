/**
 * The location-change workflow's names and payloads (issue 23). They live in Temporal histories,
 * so renaming one is a versioning change. Safe to import from the API: definitions only.
 */
import { defineQuery, defineUpdate } from '@temporalio/workflow';
import type { LocationChangeDecision, LocationChangeStatus } from '../../domain/locations/location-moves.ts';

export type { LocationChangeDecision, LocationChangeStatus };
export { locationChangeWorkflowId } from '../../domain/locations/location-moves.ts';
export const LOCATION_CHANGE_WORKFLOW = 'locationChangeWorkflow';

export type LocationChangeInput = { changeId: string };

/** What the workflow knows; answered by the decide update and the state query. */
export type LocationChangeState = { changeId: string; status: LocationChangeStatus };

/** Support approves or rejects with a reason (validated: decided → 409). */
export const decideLocationChangeUpdate = defineUpdate<LocationChangeState, [LocationChangeDecision]>(
  'decideLocationChange',
);
export const locationChangeStateQuery = defineQuery<LocationChangeState>('locationChangeState');
