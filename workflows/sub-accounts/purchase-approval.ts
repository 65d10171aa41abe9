/**
 * An order over its buyer's spend limit waits for the master (issue 23): `purchase-approval:<orderId>`
 * asks the master's admins, reminds them, and expires the order after the period of its input. A
 * master admin's `decidePurchase` update is validated by the domain before anything is written.
 * Approved, the order is paid and goes on as any order (its `order:<id>` workflow is started, the
 * start-pending-orders relay behind it); declined or expired, nothing is charged and the stock
 * goes back.
 */
import {
  allHandlersFinished,
  condition,
  ParentClosePolicy,
  proxyActivities,
  setHandler,
  startChild,
} from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import type { Activities } from '../../activities/index.ts';
import {
  approvalTimings,
  assertDecidable,
  type PurchaseApprovalDecision,
} from '../../domain/sub-accounts/purchase-approval.ts';
import { ORDER_WORKFLOW_TYPE, orderWorkflowId } from '../orders/messages.ts';
import { CLOCK_ACTIVITY_OPTIONS, MOVE_ACTIVITY_OPTIONS } from '../shared/activity-options.ts';
import { remindThenExpire } from '../shared/clock.ts';
import { asRefusal, guard } from '../shared/failures/refusals.ts';
import { searchAttributesOf } from '../shared/messages.ts';
import { turnLock } from '../shared/turn.ts';
import {
  decidePurchaseUpdate,
  purchaseApprovalStateQuery,
  type PurchaseApprovalInput,
  type PurchaseApprovalState,
} from './messages.ts';

const acts = proxyActivities<Activities>(MOVE_ACTIVITY_OPTIONS);
const clockActs = proxyActivities<Activities>(CLOCK_ACTIVITY_OPTIONS);

/** The workflow `purchase-approval:<orderId>`, started once the order awaiting approval commits. */
export async function purchaseApprovalWorkflow(input: PurchaseApprovalInput): Promise<PurchaseApprovalState> {
  const timings = approvalTimings(input.durations);
  const state: PurchaseApprovalState = {
    orderId: input.orderId,
    status: 'pending',
    orderStatus: 'awaiting_approval',
    expiresAt: new Date(0).toISOString(),
    remindersSent: 0,
  };
  let parties: { master: string; pharmacy: string; supplier: string } | null = null;
  const decided = () => state.status !== 'pending';
  const check = (decision: PurchaseApprovalDecision) =>
    assertDecidable(
      {
        status: state.status,
        masterAccountId: parties?.master ?? '',
        expiresAtMs: Date.parse(state.expiresAt),
      },
      decision,
      Date.now(),
    );
  /** One step at a time: the decision, the reminder and the expiry take turns. */
  const turn = turnLock(() => parties !== null);

  // Every handler is set before the first await: an update that finds no handler is refused.
  setHandler(purchaseApprovalStateQuery, () => state);
  setHandler(
    decidePurchaseUpdate,
    (decision) =>
      turn.take(async () => {
        try {
          check(decision);
          const recorded = await acts.recordPurchaseDecision(input.orderId, decision);
          Object.assign(state, recorded);
          if (recorded.orderStatus === 'placed') await startOrder();
          return state;
        } catch (error) {
          throw asRefusal(error);
        }
      }),
    {
      validator: (decision: PurchaseApprovalDecision) => {
        if (parties !== null) guard(() => check(decision));
      },
    },
  );

  /** The approved order's own workflow; a lost start is the start-pending-orders relay's. */
  async function startOrder() {
    try {
      await startChild(ORDER_WORKFLOW_TYPE, {
        workflowId: orderWorkflowId(input.orderId),
        args: [
          {
            orderId: input.orderId,
            sellerKind: 'wholesale',
            ...(input.orderDurations ? { durations: input.orderDurations } : {}),
          },
        ],
        parentClosePolicy: ParentClosePolicy.ABANDON,
        workflowIdReusePolicy: 'REJECT_DUPLICATE',
        typedSearchAttributes: searchAttributesOf({
          process: 'order',
          subjectId: input.orderId,
          accountIds: parties ? [parties.pharmacy, parties.supplier] : [],
        }),
      });
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }

  const opened = await clockActs.openPurchaseApproval(input.orderId, timings.expiryMs);
  if (!opened) return state; // the order is gone: nothing to decide
  parties = {
    master: opened.masterAccountId,
    pharmacy: opened.pharmacyAccountId,
    supplier: opened.supplierAccountId,
  };
  Object.assign(state, { status: opened.status, expiresAt: opened.expiresAt });
  const remindAtMs = Date.parse(opened.createdAt) + timings.reminderMs;
  await remindThenExpire(
    turn,
    {
      done: decided,
      remindAtMs: opened.reminded ? null : remindAtMs,
      expiresAtMs: Date.parse(opened.expiresAt),
    },
    {
      remind: async () => {
        await clockActs.remindPurchaseApproval(input.orderId);
        state.remindersSent += 1;
      },
      expire: async () => {
        Object.assign(state, await clockActs.expirePurchaseApproval(input.orderId));
      },
    },
  );
  await condition(allHandlersFinished);
  return state;
}
