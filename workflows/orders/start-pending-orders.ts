/**
 * Starts the fulfilment workflow of every order whose start failed at placement. Runs every
 * minute on a schedule; each order runs as its own workflow (`order:<id>`, or `p2p-order:<id>` for a
 * p2p order), abandoned by this one.
 */
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import { ParentClosePolicy, patched, proxyActivities, startChild } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import { ORDER_WORKFLOW_TYPE, ORDER_WORKFLOWS } from './messages.ts';

/** Issue 20: p2p orders start on `orderWorkflow`. */
const ONE_ORDER_WORKFLOW_PATCH = 'one-order-workflow';

const { listOrdersAwaitingWorkflow } = proxyActivities<Activities>({ startToCloseTimeout: '30 seconds' });

export async function startPendingOrdersWorkflow(): Promise<number> {
  const { orderIds, p2pOrderIds, durations } = await listOrdersAwaitingWorkflow();
  const starts = [
    ...orderIds.map((orderId) => ({
      type: ORDER_WORKFLOWS.wholesale.type,
      workflowId: ORDER_WORKFLOWS.wholesale.workflowId(orderId),
      args: [{ orderId, ...(durations ? { durations } : {}) }],
    })),
    // Histories recorded before p2p orders have no p2pOrderIds.
    // A p2p order starts on the one order workflow; a run before the patch started the p2p type.
    ...(p2pOrderIds ?? []).map((orderId) =>
      patched(ONE_ORDER_WORKFLOW_PATCH)
        ? {
            type: ORDER_WORKFLOW_TYPE,
            workflowId: ORDER_WORKFLOWS.p2p.workflowId(orderId),
            args: [{ orderId, sellerKind: 'p2p', ...(durations ? { durations } : {}) }],
          }
        : {
            type: ORDER_WORKFLOWS.p2p.type,
            workflowId: ORDER_WORKFLOWS.p2p.workflowId(orderId),
            args: [{ orderId, ...(durations ? { durations } : {}) }],
          },
    ),
  ];
  let started = 0;
  for (const { type, workflowId, args } of starts) {
    try {
      await startChild(type, { workflowId, args, parentClosePolicy: ParentClosePolicy.ABANDON });
      started += 1;
    } catch (error) {
      // Already running: its first step records the start on the order.
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }
  return started;
}
