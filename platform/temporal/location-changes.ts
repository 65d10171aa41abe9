/** The location-change workflow (`location-change:<changeId>`) as the API drives it: starting one and deciding it. */
import type { Client } from '@temporalio/client';
import { WorkflowNotFoundError } from '@temporalio/common';
import { DomainError } from '../../domain/errors.ts';
import { LOCATION_MESSAGES } from '../../domain/locations/location-messages.ts';
import {
  decideLocationChangeUpdate,
  LOCATION_CHANGE_WORKFLOW,
  locationChangeWorkflowId,
  type LocationChangeDecision,
  type LocationChangeState,
} from '../../workflows/locations/messages.ts';
import { executeWorkflowUpdate, startWorkflowOnce, type Temporal } from './commands.ts';

const UNAVAILABLE = 'Location changes cannot be decided right now. Please try again in a moment.';

/** Starts a change's workflow right after its row commits; starting twice is harmless. */
export async function startLocationChange(
  client: Client,
  taskQueue: string,
  change: { id: string; accountId: string },
): Promise<void> {
  await startWorkflowOnce(client, LOCATION_CHANGE_WORKFLOW, {
    taskQueue,
    workflowId: locationChangeWorkflowId(change.id),
    input: { changeId: change.id },
    attributes: { process: 'location-change', subjectId: change.id, accountIds: [change.accountId] },
  });
}

/** Sends support's decision; answers the state after it or throws the refusal (nothing changed). */
export async function decideLocationChange(
  temporal: Temporal,
  changeId: string,
  decision: LocationChangeDecision,
  options: { updateId?: string | undefined } = {},
): Promise<LocationChangeState> {
  try {
    return await executeWorkflowUpdate(
      temporal,
      locationChangeWorkflowId(changeId),
      decideLocationChangeUpdate,
      decision,
      { updateId: options.updateId, unavailable: UNAVAILABLE },
    );
  } catch (error) {
    if (error instanceof WorkflowNotFoundError)
      throw new DomainError('RESOURCE_CONFLICT', LOCATION_MESSAGES.alreadyDecided);
    throw error;
  }
}
