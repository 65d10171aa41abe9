/**
 * The order workflow `order:<id>` as the API and checkout drive it: starting it, sending its
 * updates and signals, and explaining in the order's own terms why a finished workflow refuses.
 */
import type { Client } from '@temporalio/client';
import { WorkflowNotFoundError, type SignalDefinition, type UpdateDefinition } from '@temporalio/common';
import { DomainError } from '../../domain/errors.ts';
import { assertOrderTransition, type OrderStatus } from '../../domain/orders/order-state.ts';
import {
  orderWorkflowId,
  type OrderDurations,
  type OrderFulfilmentInput,
  type OrderState,
} from '../../workflows/orders/messages.ts';
import { executeWorkflowUpdate, signalWorkflow, startWorkflowOnce, type Temporal } from './commands.ts';
import { decodeClientError } from './failure-codec.ts';

const UNAVAILABLE = 'Orders cannot be updated right now. Please try again in a moment.';

/** What a command needs to know of the order to explain a refusal. */
export type OrderRef = { id: string; status: OrderStatus; workflowStartedAt: Date | null };

/** Starts `order:<id>` (checkout calls this after committing the order row); starting twice is harmless. */
export async function startOrderFulfilment(
  client: Client,
  taskQueue: string,
  orderId: string,
  durations?: OrderDurations,
): Promise<void> {
  await startWorkflowOnce<OrderFulfilmentInput>(client, 'orderFulfilmentWorkflow', {
    taskQueue,
    workflowId: orderWorkflowId(orderId),
    input: { orderId, ...(durations ? { durations } : {}) },
  });
}

/** The workflow is gone (finished) or not started yet: say why in the order's own terms. */
function notRunning(order: OrderRef, target: OrderStatus): DomainError {
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
    { message: `order ${order.id} is ${order.status} but its workflow is not running` },
  );
}

/** Maps what the Temporal client threw to the DomainError the API answers with. */
function orderCommandError(error: unknown, order: OrderRef, target: OrderStatus): unknown {
  if (!(error instanceof WorkflowNotFoundError)) return decodeClientError(error, UNAVAILABLE);
  try {
    return notRunning(order, target);
  } catch (refusal) {
    return refusal;
  }
}

/**
 * Sends an update to the order's workflow and answers its state. `target` is the status the
 * command moves towards (for the message when the workflow has finished); `updateId` (the
 * request's Idempotency-Key) makes a retried request the same update.
 */
export async function sendOrderUpdate<I>(
  temporal: Temporal,
  order: OrderRef,
  update: UpdateDefinition<OrderState, [I]>,
  payload: I,
  options: { target: OrderStatus; updateId?: string },
): Promise<OrderState> {
  try {
    return await executeWorkflowUpdate(temporal, orderWorkflowId(order.id), update, payload, {
      updateId: options.updateId,
      unavailable: UNAVAILABLE,
    });
  } catch (error) {
    throw orderCommandError(error, order, options.target);
  }
}

/** Signals a workflow of the order; a finished one answers as the order's status says. */
export async function sendOrderSignal<I>(
  temporal: Temporal,
  workflowId: string,
  order: OrderRef,
  signal: SignalDefinition<[I]>,
  payload: I,
  target: OrderStatus,
): Promise<void> {
  try {
    await signalWorkflow(temporal.client, workflowId, signal, payload);
  } catch (error) {
    throw orderCommandError(error, order, target);
  }
}

/**
 * Waits (a few seconds at most) until a workflow exists: the order workflow starts the tracking
 * child just after the ship update answers, so a status sent at once could otherwise find nothing.
 */
export async function waitForWorkflow(temporal: Temporal, workflowId: string): Promise<void> {
  const handle = temporal.client.workflow.getHandle(workflowId);
  await waitUntil(() =>
    handle.describe().then(
      () => true,
      () => false,
    ),
  );
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
