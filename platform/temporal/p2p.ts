/**
 * A p2p order's workflow `p2p-order:<id>` as checkout and the API drive it: its start (after the
 * order row commits; starting twice is harmless, the id is the business key; it runs on the one
 * order workflow as the p2p seller kind), its updates, and why a workflow that is not running
 * refuses (not started yet: 503; finished: 409, the order has moved on).
 */
import type { Client } from '@temporalio/client';
import { WorkflowNotFoundError, type UpdateDefinition } from '@temporalio/common';
import { DomainError } from '../../domain/errors.ts';
import { ORDER_WORKFLOW_TYPE, type OrderWorkflowInput } from '../../workflows/orders/messages.ts';
import {
  p2pOrderWorkflowId,
  type P2pOrderDurations,
  type P2pOrderState,
} from '../../workflows/p2p/messages.ts';
import { executeWorkflowUpdate, startWorkflowOnce, type Temporal } from './commands.ts';
import { decodeClientError } from './failure-codec.ts';
import { orderAttributes, type OrderParties } from './orders.ts';

const UNAVAILABLE = 'Orders cannot be updated right now. Please try again in a moment.';

export type P2pOrderRef = { id: string; workflowStartedAt: Date | null };

/** Starts `orderWorkflow` for the p2p order, or finds it already running. */
export async function startP2pOrder(
  client: Client,
  taskQueue: string,
  order: OrderParties,
  durations?: P2pOrderDurations,
): Promise<void> {
  await startWorkflowOnce<OrderWorkflowInput>(client, ORDER_WORKFLOW_TYPE, {
    taskQueue,
    workflowId: p2pOrderWorkflowId(order.id),
    input: { orderId: order.id, sellerKind: 'p2p', ...(durations ? { durations } : {}) },
    attributes: orderAttributes('p2p-order', order),
  });
}

export async function sendP2pUpdate<I>(
  temporal: Temporal,
  order: P2pOrderRef,
  update: UpdateDefinition<P2pOrderState, [I]>,
  payload: I,
  updateId?: string,
): Promise<P2pOrderState> {
  try {
    return await executeWorkflowUpdate(temporal, p2pOrderWorkflowId(order.id), update, payload, {
      updateId,
      unavailable: UNAVAILABLE,
    });
  } catch (error) {
    if (!(error instanceof WorkflowNotFoundError)) throw decodeClientError(error, UNAVAILABLE);
    if (!order.workflowStartedAt)
      throw new DomainError(
        'SERVICE_UNAVAILABLE',
        'This order is still being set up. Please try again in a moment.',
      );
    throw new DomainError('ORDER_INVALID_TRANSITION', 'This order is settled and cannot be changed.');
  }
}
