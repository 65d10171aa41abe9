/**
 * The API's side of the negotiation workflows (individual and bundle offers alike): starting one,
 * sending it an update, and turning a refusal (an ApplicationFailure typed with a DomainError
 * code) back into that DomainError, so the route answers its HTTP status (409 invalid move, 422
 * wrong party or rule, 400 input).
 */
import {
  WorkflowUpdateFailedError,
  WorkflowUpdateRPCTimeoutOrCancelledError,
  type Client,
  type Connection,
} from '@temporalio/client';
import { ActivityFailure, ApplicationFailure, WorkflowNotFoundError } from '@temporalio/common';
import { DomainError, ERROR_STATUS, type ErrorCode, type FieldErrors } from '../../domain/errors.ts';
import {
  bundleOfferWorkflowId,
  NEGOTIATION_UPDATES,
  offerWorkflowId,
  type NegotiationDurations,
  type NegotiationPayloads,
  type NegotiationState,
  type NegotiationUpdateName,
} from '../../workflows/offers/messages.ts';

type Temporal = { client: Client; connection: Connection };

/** Which negotiation: an individual offer (`offer:<id>`) or a bundle offer (`bundle-offer:<id>`). */
export type NegotiationRef = { kind: 'offer' | 'bundle'; id: string };

/** An update answers within this; past it the API says 503 and the move may still complete. */
const UPDATE_DEADLINE_MS = 15_000;
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
 * Starts a negotiation's workflow (the API calls this right after committing the offer row);
 * starting twice is harmless. `durations` are given only when this deployment overrides them.
 */
export async function startNegotiation(
  client: Client,
  taskQueue: string,
  ref: NegotiationRef,
  durations?: NegotiationDurations,
): Promise<void> {
  const input = ref.kind === 'offer' ? { offerId: ref.id } : { bundleOfferId: ref.id };
  await client.workflow.start(WORKFLOW_TYPES[ref.kind], {
    taskQueue,
    workflowId: negotiationWorkflowId(ref),
    args: [{ ...input, ...(durations ? { durations } : {}) }],
    workflowIdConflictPolicy: 'USE_EXISTING',
  });
}

function isCode(type: string | undefined | null): type is ErrorCode {
  return !!type && type in ERROR_STATUS;
}

function fieldsOf(failure: ApplicationFailure): FieldErrors | undefined {
  const first = failure.details?.[0] as { fields?: FieldErrors } | undefined;
  return first?.fields;
}

/** Maps what the Temporal client threw to the DomainError the API answers with. */
export function negotiationCommandError(error: unknown): unknown {
  if (error instanceof WorkflowUpdateFailedError) {
    let cause = error.cause;
    if (cause instanceof ActivityFailure) cause = cause.cause;
    if (cause instanceof ApplicationFailure && isCode(cause.type))
      return new DomainError(cause.type, cause.message, { fields: fieldsOf(cause) });
    return error;
  }
  // The workflow has completed: the offer is final (or its agreed price no longer holds).
  if (error instanceof WorkflowNotFoundError)
    return new DomainError('OFFER_INVALID_MOVE', NEGOTIATION_CLOSED);
  if (
    error instanceof WorkflowUpdateRPCTimeoutOrCancelledError ||
    (error as { code?: number } | null)?.code === 4 /* DEADLINE_EXCEEDED */
  ) {
    return new DomainError('SERVICE_UNAVAILABLE', UNAVAILABLE, { retryAfterSeconds: 5 });
  }
  return error;
}

/**
 * Sends one of the five negotiation updates and answers the workflow's state after it, or throws
 * the refusal as a DomainError (nothing changed). `updateId` (the request's Idempotency-Key) makes
 * a retried request the same update.
 */
export async function sendNegotiationUpdate<N extends NegotiationUpdateName>(
  temporal: Temporal,
  ref: NegotiationRef,
  updateName: N,
  payload: NegotiationPayloads[N],
  options: { updateId?: string | undefined } = {},
): Promise<NegotiationState> {
  const handle = temporal.client.workflow.getHandle(negotiationWorkflowId(ref));
  const update = NEGOTIATION_UPDATES[updateName];
  try {
    return await temporal.connection.withDeadline(Date.now() + UPDATE_DEADLINE_MS, () =>
      handle.executeUpdate(update as typeof NEGOTIATION_UPDATES.respond, {
        args: [payload as NegotiationPayloads['respond']],
        ...(options.updateId ? { updateId: options.updateId } : {}),
      }),
    );
  } catch (error) {
    throw negotiationCommandError(error);
  }
}
