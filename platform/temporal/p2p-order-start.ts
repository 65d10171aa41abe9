/**
 * Starting a p2p order's workflow `p2p-order:<id>` by name (issue 13): the checkout calls this
 * after the order row commits; starting twice is harmless (the id is the business key).
 */
import type { Client } from '@temporalio/client';
import {
  P2P_ORDER_WORKFLOW_TYPE,
  p2pOrderWorkflowId,
  type P2pOrderDurations,
  type P2pOrderInput,
} from '../../workflows/p2p/messages.ts';
import { startWorkflowOnce } from './commands.ts';

/** Starts `p2pOrderWorkflow` for the order, or finds it already running. */
export async function startP2pOrder(
  client: Client,
  taskQueue: string,
  orderId: string,
  durations?: P2pOrderDurations,
): Promise<void> {
  await startWorkflowOnce<P2pOrderInput>(client, P2P_ORDER_WORKFLOW_TYPE, {
    taskQueue,
    workflowId: p2pOrderWorkflowId(orderId),
    input: { orderId, ...(durations ? { durations } : {}) },
  });
}
