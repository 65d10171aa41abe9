/** The seller-registration workflow (`seller-registration:<userId>`) as the API drives it: starting one and deciding it. */
import type { Client } from '@temporalio/client';
import { WorkflowNotFoundError } from '@temporalio/common';
import { DomainError } from '../../domain/errors.ts';
import { SELLER_REGISTRATION_MESSAGES } from '../../domain/seller-registration/registration-review.ts';
import {
  decideSellerRegistrationUpdate,
  SELLER_REGISTRATION_WORKFLOW,
  sellerRegistrationWorkflowId,
  type SellerRegistrationDecision,
  type SellerRegistrationDurations,
  type SellerRegistrationState,
} from '../../workflows/seller-registration/messages.ts';
import { executeWorkflowUpdate, startWorkflowOnce, type Temporal } from './commands.ts';

const UNAVAILABLE = 'Seller registrations cannot be decided right now. Please try again in a moment.';

/** Starts a registration's workflow right after its row commits; starting twice is harmless. */
export async function startSellerRegistration(
  client: Client,
  taskQueue: string,
  registration: { id: string; userId: string; accountId: string },
  durations?: SellerRegistrationDurations,
): Promise<void> {
  await startWorkflowOnce(client, SELLER_REGISTRATION_WORKFLOW, {
    taskQueue,
    workflowId: sellerRegistrationWorkflowId(registration.userId),
    input: { registrationId: registration.id, ...(durations ? { durations } : {}) },
    attributes: {
      process: 'seller-registration',
      subjectId: registration.id,
      accountIds: [registration.accountId],
    },
  });
}

/** Sends support's decision; answers the state after it or throws the refusal (nothing changed). */
export async function decideSellerRegistration(
  temporal: Temporal,
  userId: string,
  decision: SellerRegistrationDecision,
  options: { updateId?: string | undefined } = {},
): Promise<SellerRegistrationState> {
  try {
    return await executeWorkflowUpdate(
      temporal,
      sellerRegistrationWorkflowId(userId),
      decideSellerRegistrationUpdate,
      decision,
      { updateId: options.updateId, unavailable: UNAVAILABLE },
    );
  } catch (error) {
    if (error instanceof WorkflowNotFoundError)
      throw new DomainError('RESOURCE_CONFLICT', SELLER_REGISTRATION_MESSAGES.alreadyDecided);
    throw error;
  }
}
