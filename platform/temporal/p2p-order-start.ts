/**
 * Starting a p2p order's workflow `p2p-order:<id>` by name (issues 13, 20): the checkout calls
 * this after the order row commits; starting twice is harmless (the id is the business key). A
 * p2p order runs on the one order workflow (`orderWorkflow`) as the p2p seller kind.
 */
import type { Client } from '@temporalio/client';
import { ORDER_WORKFLOW_TYPE, type OrderWorkflowInput } from '../../workflows/orders/messages.ts';
import { p2pOrderWorkflowId, type P2pOrderDurations } from '../../workflows/p2p/messages.ts';
import { startWorkflowOnce } from './commands.ts';

/** Starts `orderWorkflow` for the p2p order, or finds it already running. */
export async function startP2pOrder(
  client: Client,
  taskQueue: string,
  orderId: string,
  durations?: P2pOrderDurations,
): Promise<void> {
  await startWorkflowOnce<OrderWorkflowInput>(client, ORDER_WORKFLOW_TYPE, {
    taskQueue,
    workflowId: p2pOrderWorkflowId(orderId),
    input: { orderId, sellerKind: 'p2p', ...(durations ? { durations } : {}) },
  });
}
