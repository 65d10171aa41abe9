/**
 * The API's side of the order workflow: starting it, sending its updates and signals, and turning
 * a refusal (an ApplicationFailure typed with a DomainError code) back into that DomainError, so
 * the route answers its HTTP status (409 invalid move, 422 rule, 403 price switch, 404 line).
 */
import {
  WorkflowUpdateFailedError,
  WorkflowUpdateRPCTimeoutOrCancelledError,
  type Client,
  type Connection,
} from '@temporalio/client';
import {
  ActivityFailure,
  ApplicationFailure,
  WorkflowNotFoundError,
  type SignalDefinition,
  type UpdateDefinition,
} from '@temporalio/common';
import { DomainError, ERROR_STATUS, type ErrorCode, type FieldErrors } from '../../domain/errors.ts';
import { assertOrderTransition, type OrderStatus } from '../../domain/orders/order-state.ts';
import type { orderFulfilmentWorkflow } from '../../workflows/order-fulfilment.ts';
import { orderWorkflowId, type OrderDurations, type OrderState } from '../../workflows/orders/messages.ts';
import type { OrderRow } from './order-steps.ts';

type Temporal = { client: Client; connection: Connection };

/** An update answers within this; past it the API says 503 and the command may still complete. */
const UPDATE_DEADLINE_MS = 15_000;
const UNAVAILABLE = 'Orders cannot be updated right now. Please try again in a moment.';

/** Starts `order:<id>` (checkout calls this after committing the order row); starting twice is harmless. */
export async function startOrderFulfilment(
  client: Client,
  taskQueue: string,
  orderId: string,
  durations?: OrderDurations,
): Promise<void> {
  await client.workflow.start<typeof orderFulfilmentWorkflow>('orderFulfilmentWorkflow', {
    taskQueue,
    workflowId: orderWorkflowId(orderId),
    args: [{ orderId, ...(durations ? { durations } : {}) }],
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

/** The workflow is gone (finished) or not started yet: say why in the order's own terms. */
function notRunning(order: OrderRow, target: OrderStatus): DomainError {
  if (!order.workflowStartedAt)
    return new DomainError(
      'SERVICE_UNAVAILABLE',
      'This order is still being set up. Please try again in a moment.',
    );
  assertOrderTransition(order.status, target);
  // The move is allowed but the order's workflow is gone (terminated by an operator).
  return new DomainError(
    'SERVICE_UNAVAILABLE',
    'This order cannot be changed right now. Please contact support.',
    {
      message: `order ${order.id} is ${order.status} but its workflow is not running`,
    },
  );
}

/** Maps what the Temporal client threw to the DomainError the API answers with. */
export function orderCommandError(error: unknown, order: OrderRow, target: OrderStatus): unknown {
  if (error instanceof WorkflowUpdateFailedError) {
    let cause = error.cause;
    if (cause instanceof ActivityFailure) cause = cause.cause;
    if (cause instanceof ApplicationFailure && isCode(cause.type))
      return new DomainError(cause.type, cause.message, { fields: fieldsOf(cause) });
    return error;
  }
  if (error instanceof WorkflowNotFoundError) {
    try {
      return notRunning(order, target);
    } catch (refusal) {
      return refusal;
    }
  }
  if (
    error instanceof WorkflowUpdateRPCTimeoutOrCancelledError ||
    (error as { code?: number } | null)?.code === 4 /* DEADLINE_EXCEEDED */
  ) {
    return new DomainError('SERVICE_UNAVAILABLE', UNAVAILABLE, { retryAfterSeconds: 5 });
  }
  return error;
}

/**
 * Sends an update to the order's workflow and answers its state. `target` is the status the
 * command moves towards (for the message when the workflow has finished); `updateId` (the
 * request's Idempotency-Key) makes a retried request the same update.
 */
export async function sendOrderUpdate<I>(
  temporal: Temporal,
  order: OrderRow,
  update: UpdateDefinition<OrderState, [I]>,
  payload: I,
  options: { target: OrderStatus; updateId?: string },
): Promise<OrderState> {
  const handle = temporal.client.workflow.getHandle(orderWorkflowId(order.id));
  try {
    return await temporal.connection.withDeadline(Date.now() + UPDATE_DEADLINE_MS, () =>
      handle.executeUpdate(update, {
        args: [payload],
        ...(options.updateId ? { updateId: options.updateId } : {}),
      }),
    );
  } catch (error) {
    throw orderCommandError(error, order, options.target);
  }
}

/** Signals a workflow; a finished one answers as the order's status says. */
export async function sendOrderSignal<I>(
  temporal: Temporal,
  workflowId: string,
  order: OrderRow,
  signal: SignalDefinition<[I]>,
  payload: I,
  target: OrderStatus,
): Promise<void> {
  try {
    await temporal.client.workflow.getHandle(workflowId).signal(signal, payload);
  } catch (error) {
    throw orderCommandError(error, order, target);
  }
}

/** Waits (a few seconds at most) until the workflow's write shows in the database, so the page reloads into it. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
