/**
 * The negotiation workflows (individual offers `offer:<id>` and bundle offers `bundle-offer:<id>`)
 * as the API drives them: starting one and sending it a move.
 */
import type { Client } from '@temporalio/client';
import { WorkflowNotFoundError } from '@temporalio/common';
import { DomainError } from '../../domain/errors.ts';
import {
  bundleOfferWorkflowId,
  NEGOTIATION_UPDATES,
  offerWorkflowId,
  type NegotiationDurations,
  type NegotiationPayloads,
  type NegotiationState,
  type NegotiationUpdateName,
} from '../../workflows/offers/messages.ts';
import { executeWorkflowUpdate, startWorkflowOnce, type Temporal } from './commands.ts';

/** Which negotiation: an individual offer (`offer:<id>`) or a bundle offer (`bundle-offer:<id>`). */
export type NegotiationRef = { kind: 'offer' | 'bundle'; id: string };

const UNAVAILABLE = 'Offers cannot be updated right now. Please try again in a moment.';
/** A finished negotiation: it reached a final state, or its agreed price stopped holding. */
export const NEGOTIATION_CLOSED = 'This offer can no longer be changed.';

const WORKFLOW_TYPES = {
  offer: 'offerNegotiationWorkflow',
  bundle: 'bundleOfferNegotiationWorkflow',
} as const;

/** The workflow id of a negotiation. */
export function negotiationWorkflowId(ref: NegotiationRef): string {
  return ref.kind === 'offer' ? offerWorkflowId(ref.id) : bundleOfferWorkflowId(ref.id);
}

/**
 * Starts a negotiation's workflow (right after committing the offer row); starting twice is
 * harmless. `durations` are given only when this deployment overrides them.
 */
export async function startNegotiation(
  client: Client,
  taskQueue: string,
  ref: NegotiationRef,
  accountIds: readonly string[],
  durations?: NegotiationDurations,
): Promise<void> {
  const input = ref.kind === 'offer' ? { offerId: ref.id } : { bundleOfferId: ref.id };
  await startWorkflowOnce(client, WORKFLOW_TYPES[ref.kind], {
    taskQueue,
    workflowId: negotiationWorkflowId(ref),
    input: { ...input, ...(durations ? { durations } : {}) },
    attributes: { process: ref.kind === 'offer' ? 'offer' : 'bundle-offer', subjectId: ref.id, accountIds },
  });
}

/**
 * Sends one of the five negotiation updates and answers the workflow's state after it, or throws
 * the refusal as a DomainError (nothing changed). A completed workflow means the offer is final
 * (or its agreed price no longer holds).
 */
export async function sendNegotiationUpdate<N extends NegotiationUpdateName>(
  temporal: Temporal,
  ref: NegotiationRef,
  updateName: N,
  payload: NegotiationPayloads[N],
  options: { updateId?: string | undefined } = {},
): Promise<NegotiationState> {
  const update = NEGOTIATION_UPDATES[updateName] as typeof NEGOTIATION_UPDATES.respond;
  try {
    return await executeWorkflowUpdate(
      temporal,
      negotiationWorkflowId(ref),
      update,
      payload as NegotiationPayloads['respond'],
      { updateId: options.updateId, unavailable: UNAVAILABLE },
    );
  } catch (error) {
    if (error instanceof WorkflowNotFoundError)
      throw new DomainError('OFFER_INVALID_MOVE', NEGOTIATION_CLOSED);
    throw error;
  }
}
