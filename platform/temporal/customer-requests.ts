/** The customer-request workflow (`customer-request:<id>`) as the API drives it: starting, deciding, withdrawing. */
import type { Client } from '@temporalio/client';
import { WorkflowNotFoundError, type UpdateDefinition } from '@temporalio/common';
import { DomainError } from '../../domain/errors.ts';
import { REQUEST_MESSAGES } from '../../domain/customer-requests/requests.ts';
import {
  CUSTOMER_REQUEST_WORKFLOW,
  customerRequestWorkflowId,
  decideCustomerRequestUpdate,
  withdrawCustomerRequestUpdate,
  type CustomerRequestDecision,
  type CustomerRequestWithdrawal,
  type CustomerRequestDurations,
  type CustomerRequestState,
} from '../../workflows/customer-requests/messages.ts';
import { executeWorkflowUpdate, startWorkflowOnce, type Temporal } from './commands.ts';

const UNAVAILABLE = 'Requests cannot be decided right now. Please try again in a moment.';

/** Starts a request's workflow right after its row commits; starting twice is harmless. */
export async function startCustomerRequest(
  client: Client,
  taskQueue: string,
  request: { id: string; pharmacyAccountId: string; supplierAccountId: string },
  durations?: CustomerRequestDurations,
): Promise<void> {
  await startWorkflowOnce(client, CUSTOMER_REQUEST_WORKFLOW, {
    taskQueue,
    workflowId: customerRequestWorkflowId(request.id),
    input: { requestId: request.id, ...(durations ? { durations } : {}) },
    attributes: {
      process: 'customer-request',
      subjectId: request.id,
      accountIds: [request.pharmacyAccountId, request.supplierAccountId],
    },
  });
}

/** Sends one update; a finished workflow means the request was decided or expired: 409. */
async function sendUpdate<Arg>(
  temporal: Temporal,
  requestId: string,
  update: UpdateDefinition<CustomerRequestState, [Arg]>,
  arg: Arg,
  updateId: string | undefined,
): Promise<CustomerRequestState> {
  try {
    return await executeWorkflowUpdate(temporal, customerRequestWorkflowId(requestId), update, arg, {
      updateId,
      unavailable: UNAVAILABLE,
    });
  } catch (error) {
    if (error instanceof WorkflowNotFoundError)
      throw new DomainError('RESOURCE_CONFLICT', REQUEST_MESSAGES.expired);
    throw error;
  }
}

/** Sends the supplier's decision; answers the state after it or throws the refusal (nothing changed). */
export const decideCustomerRequest = (
  temporal: Temporal,
  requestId: string,
  decision: CustomerRequestDecision,
  options: { updateId?: string | undefined } = {},
) => sendUpdate(temporal, requestId, decideCustomerRequestUpdate, decision, options.updateId);

/** Sends the pharmacy's withdrawal; answers the state after it or throws the refusal (nothing changed). */
export const withdrawCustomerRequest = (
  temporal: Temporal,
  requestId: string,
  withdrawal: CustomerRequestWithdrawal,
  options: { updateId?: string | undefined } = {},
) => sendUpdate(temporal, requestId, withdrawCustomerRequestUpdate, withdrawal, options.updateId);
