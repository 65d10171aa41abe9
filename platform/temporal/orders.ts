/**
 * The order workflow `order:<id>` as the API and checkout drive it: starting it, sending its
 * updates and signals, and explaining in the order's own terms why a finished workflow refuses.
 */
import type { Client } from '@temporalio/client';
import { WorkflowNotFoundError, type UpdateDefinition } from '@temporalio/common';
import { DomainError } from '../../domain/errors.ts';
import { assertOrderTransition, type OrderStatus } from '../../domain/orders/order-state.ts';
import {
  markDeliveredUpdate,
  orderWorkflowId,
  recordStatusUpdate,
  shipmentWorkflowId,
  type ManualStatusInput,
  type MarkDeliveredInput,
  type OrderDurations,
  type OrderWorkflowInput,
  type OrderState,
  type RecordedStatus,
} from '../../workflows/orders/messages.ts';
import { executeWorkflowUpdate, startWorkflowOnce, type Temporal } from './commands.ts';
import { decodeClientError } from './failure-codec.ts';

const UNAVAILABLE = 'Orders cannot be updated right now. Please try again in a moment.';

/** What a command needs to know of the order to explain a refusal. */
export type OrderRef = { id: string; status: OrderStatus; workflowStartedAt: Date | null };

/**
 * Starts `order:<id>` as the one order workflow with the wholesale seller kind (checkout calls this
 * after committing the order row); starting twice is harmless. Orders started before issue 20 run
 * on `orderFulfilmentWorkflow`, the same body under its own type.
 */
export async function startOrderFulfilment(
  client: Client,
  taskQueue: string,
  order: OrderParties,
  durations?: OrderDurations,
): Promise<void> {
  await startWorkflowOnce<OrderWorkflowInput>(client, 'orderWorkflow', {
    taskQueue,
    workflowId: orderWorkflowId(order.id),
    input: { orderId: order.id, sellerKind: 'wholesale', ...(durations ? { durations } : {}) },
    attributes: orderAttributes('order', order),
  });
}

/** An order as its workflow's start names it: the order and its two sides. */
export type OrderParties = { id: string; pharmacyAccountId: string; supplierAccountId: string };

export const orderAttributes = (process: string, order: OrderParties) => ({
  process,
  subjectId: order.id,
  accountIds: [order.pharmacyAccountId, order.supplierAccountId],
});

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
  return updateOrderWorkflow(temporal, orderWorkflowId(order.id), order, update, payload, options);
}

/** Marks a shipped order delivered and answers once the order has recorded it. */
export function markOrderDelivered(
  temporal: Temporal,
  order: OrderRef,
  by: MarkDeliveredInput['by'],
): Promise<OrderState> {
  return sendOrderUpdate(temporal, order, markDeliveredUpdate, { by }, { target: 'delivered' });
}

/**
 * Records a manual status on the shipment's tracking workflow and answers once it is written.
 * The order workflow starts tracking just after the ship update answers, so a status sent at once
 * first waits (a few seconds at most) for the tracking workflow to exist.
 */
export async function recordShipmentStatus(
  temporal: Temporal,
  order: OrderRef,
  shipmentId: string,
  entry: ManualStatusInput,
): Promise<RecordedStatus> {
  const workflowId = shipmentWorkflowId(shipmentId);
  await waitForWorkflow(temporal, workflowId);
  return updateOrderWorkflow(temporal, workflowId, order, recordStatusUpdate, entry, { target: 'delivered' });
}

async function updateOrderWorkflow<R, I>(
  temporal: Temporal,
  workflowId: string,
  order: OrderRef,
  update: UpdateDefinition<R, [I]>,
  payload: I,
  options: { target: OrderStatus; updateId?: string },
): Promise<R> {
  try {
    return await executeWorkflowUpdate(temporal, workflowId, update, payload, {
      updateId: options.updateId,
      unavailable: UNAVAILABLE,
    });
  } catch (error) {
    throw orderCommandError(error, order, options.target);
  }
}

/** Waits (a few seconds at most) until a workflow exists, asking Temporal every 100 ms. */
async function waitForWorkflow(temporal: Temporal, workflowId: string, timeoutMs = 5_000): Promise<void> {
  const handle = temporal.client.workflow.getHandle(workflowId);
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await handle.describe().then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
