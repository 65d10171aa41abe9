/** The purchase-approval workflow (`purchase-approval:<orderId>`, issue 23) as the API drives it. */
import type { Client } from '@temporalio/client';
import { WorkflowNotFoundError } from '@temporalio/common';
import { DomainError } from '../../domain/errors.ts';
import { APPROVAL_MESSAGES } from '../../domain/sub-accounts/purchase-approval.ts';
import type { OrderDurations } from '../../workflows/orders/messages.ts';
import {
  decidePurchaseUpdate,
  PURCHASE_APPROVAL_WORKFLOW,
  purchaseApprovalWorkflowId,
  type PurchaseApprovalDecision,
  type PurchaseApprovalDurations,
  type PurchaseApprovalState,
} from '../../workflows/sub-accounts/messages.ts';
import { executeWorkflowUpdate, startWorkflowOnce, type Temporal } from './commands.ts';

const UNAVAILABLE = 'Purchases cannot be decided right now. Please try again in a moment.';

/** Starts an approval's workflow right after its order commits; starting twice is harmless. */
export async function startPurchaseApproval(
  client: Client,
  taskQueue: string,
  approval: { orderId: string; masterAccountId: string; pharmacyAccountId: string },
  waits: { durations?: PurchaseApprovalDurations | undefined; orderDurations?: OrderDurations | undefined },
): Promise<void> {
  await startWorkflowOnce(client, PURCHASE_APPROVAL_WORKFLOW, {
    taskQueue,
    workflowId: purchaseApprovalWorkflowId(approval.orderId),
    input: {
      orderId: approval.orderId,
      ...(waits.durations && Object.keys(waits.durations).length > 0 ? { durations: waits.durations } : {}),
      ...(waits.orderDurations ? { orderDurations: waits.orderDurations } : {}),
    },
    attributes: {
      process: 'purchase-approval',
      subjectId: approval.orderId,
      accountIds: [approval.masterAccountId, approval.pharmacyAccountId],
    },
  });
}

/** Sends a master admin's decision; answers the state after it or throws the refusal (nothing changed). */
export async function decidePurchase(
  temporal: Temporal,
  orderId: string,
  decision: PurchaseApprovalDecision,
  options: { updateId?: string | undefined } = {},
): Promise<PurchaseApprovalState> {
  try {
    return await executeWorkflowUpdate(
      temporal,
      purchaseApprovalWorkflowId(orderId),
      decidePurchaseUpdate,
      decision,
      {
        updateId: options.updateId,
        unavailable: UNAVAILABLE,
      },
    );
  } catch (error) {
    // A finished workflow: the purchase was decided or expired.
    if (error instanceof WorkflowNotFoundError)
      throw new DomainError('PURCHASE_APPROVAL_DECIDED', APPROVAL_MESSAGES.expired);
    throw error;
  }
}
