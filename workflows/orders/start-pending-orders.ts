/**
 * Starts the fulfilment workflow of every order whose start failed at placement. Runs every
 * minute on a schedule; each order runs as its own workflow (`order:<id>`, or `p2p-order:<id>` for a
 * p2p order), abandoned by this one, with the search attributes placement's start gives it (behind
 * a patch: runs recorded before it started orders without them).
 */
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import { ParentClosePolicy, patched, proxyActivities, startChild } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import { CHILD_SEARCH_ATTRIBUTES_PATCH, searchAttributesOf } from '../shared/messages.ts';
import { ORDER_WORKFLOW_TYPE, ORDER_WORKFLOWS } from './messages.ts';

/** Issue 20: p2p orders start on `orderWorkflow`. */
const ONE_ORDER_WORKFLOW_PATCH = 'one-order-workflow';

const { listOrdersAwaitingWorkflow } = proxyActivities<Activities>({ startToCloseTimeout: '30 seconds' });

export async function startPendingOrdersWorkflow(): Promise<number> {
  const { orderIds, p2pOrderIds, durations, accounts } = await listOrdersAwaitingWorkflow();
  const starts = [
    ...orderIds.map((orderId) => ({
      process: 'order',
      orderId,
      type: ORDER_WORKFLOWS.wholesale.type,
      workflowId: ORDER_WORKFLOWS.wholesale.workflowId(orderId),
      args: [{ orderId, ...(durations ? { durations } : {}) }],
    })),
    // Histories recorded before p2p orders have no p2pOrderIds.
    // A p2p order starts on the one order workflow; a run before the patch started the p2p type.
    ...(p2pOrderIds ?? []).map((orderId) =>
      patched(ONE_ORDER_WORKFLOW_PATCH)
        ? {
            process: 'p2p-order',
            orderId,
            type: ORDER_WORKFLOW_TYPE,
            workflowId: ORDER_WORKFLOWS.p2p.workflowId(orderId),
            args: [{ orderId, sellerKind: 'p2p', ...(durations ? { durations } : {}) }],
          }
        : {
            process: 'p2p-order',
            orderId,
            type: ORDER_WORKFLOWS.p2p.type,
            workflowId: ORDER_WORKFLOWS.p2p.workflowId(orderId),
            args: [{ orderId, ...(durations ? { durations } : {}) }],
          },
    ),
  ];
  let started = 0;
  for (const { process, orderId, type, workflowId, args } of starts) {
    const attributes = patched(CHILD_SEARCH_ATTRIBUTES_PATCH)
      ? {
          typedSearchAttributes: searchAttributesOf({
            process,
            subjectId: orderId,
            accountIds: accounts[orderId] ?? [],
          }),
        }
      : {};
    try {
      await startChild(type, {
        workflowId,
        args,
        parentClosePolicy: ParentClosePolicy.ABANDON,
        ...attributes,
      });
      started += 1;
    } catch (error) {
      // Already running: its first step records the start on the order.
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }
  return started;
}
