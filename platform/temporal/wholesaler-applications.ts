/** The wholesaler-application workflow as the API drives it: starting one and sending the moves and the decision. */
import type { Client } from '@temporalio/client';
import { WorkflowNotFoundError, type UpdateDefinition } from '@temporalio/common';
import { DomainError } from '../../domain/errors.ts';
import { APPLICATION_MESSAGES } from '../../domain/wholesaler-applications/applications.ts';
import {
  WHOLESALER_APPLICATION_WORKFLOW,
  wholesalerApplicationWorkflowId,
  type ApplicationDurations,
  type WholesalerApplicationState,
} from '../../workflows/wholesaler-applications/messages.ts';
import { executeWorkflowUpdate, startWorkflowOnce, type Temporal } from './commands.ts';

const UNAVAILABLE = 'Applications cannot be changed right now. Please try again in a moment.';

/** The application's business key. */
export type ApplicationKey = { id: string; pharmacyAccountId: string; supplierAccountId: string };

/** Starts an application's workflow right after its row commits; starting twice is harmless. */
export async function startWholesalerApplication(
  client: Client,
  taskQueue: string,
  app: ApplicationKey,
  durations?: ApplicationDurations,
): Promise<void> {
  await startWorkflowOnce(client, WHOLESALER_APPLICATION_WORKFLOW, {
    taskQueue,
    workflowId: wholesalerApplicationWorkflowId(app.pharmacyAccountId, app.supplierAccountId),
    input: {
      applicationId: app.id,
      ...(durations && Object.keys(durations).length > 0 ? { durations } : {}),
    },
    attributes: {
      process: 'wholesaler-application',
      subjectId: app.id,
      accountIds: [app.pharmacyAccountId, app.supplierAccountId],
    },
  });
}

/**
 * Sends one move or decision; answers the state after it or throws the refusal (nothing changed).
 * A finished workflow means the application was decided or expired: 409.
 */
export async function updateWholesalerApplication<I>(
  temporal: Temporal,
  app: ApplicationKey,
  update: UpdateDefinition<WholesalerApplicationState, [I]>,
  payload: I,
  options: { updateId?: string | undefined } = {},
): Promise<WholesalerApplicationState> {
  try {
    return await executeWorkflowUpdate(
      temporal,
      wholesalerApplicationWorkflowId(app.pharmacyAccountId, app.supplierAccountId),
      update,
      payload,
      { updateId: options.updateId, unavailable: UNAVAILABLE },
    );
  } catch (error) {
    if (error instanceof WorkflowNotFoundError)
      throw new DomainError('RESOURCE_CONFLICT', APPLICATION_MESSAGES.decided('expired'));
    throw error;
  }
}
