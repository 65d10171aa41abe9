/**
 * Starts the fulfilment workflow of every order whose start failed at placement. Runs every
 * minute on a schedule; each order runs as its own workflow (`order:<id>`), abandoned by this one.
 */
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import { ParentClosePolicy, proxyActivities, startChild } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import { orderWorkflowId } from './messages.ts';

const { listOrdersAwaitingWorkflow } = proxyActivities<Activities>({ startToCloseTimeout: '30 seconds' });

export async function startPendingOrdersWorkflow(): Promise<number> {
  const { orderIds, durations } = await listOrdersAwaitingWorkflow();
  let started = 0;
  for (const orderId of orderIds) {
    try {
      await startChild('orderFulfilmentWorkflow', {
        workflowId: orderWorkflowId(orderId),
        args: [{ orderId, ...(durations ? { durations } : {}) }],
        parentClosePolicy: ParentClosePolicy.ABANDON,
      });
      started += 1;
    } catch (error) {
      // Already running: its first step records the start on the order.
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }
  return started;
}
