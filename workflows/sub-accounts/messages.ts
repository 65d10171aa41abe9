/**
 * The purchase-approval workflow's names and payloads (issue 23). They live in Temporal histories,
 * so renaming one is a versioning change. Safe to import from the API: message definitions only.
 */
import { defineQuery, defineUpdate } from '@temporalio/workflow';
import type {
  PurchaseApprovalDecision,
  PurchaseApprovalDurations,
  PurchaseApprovalStatus,
} from '../../domain/sub-accounts/purchase-approval.ts';
import type { OrderDurations } from '../orders/messages.ts';

export type { PurchaseApprovalDecision, PurchaseApprovalDurations };

export const purchaseApprovalWorkflowId = (orderId: string) => `purchase-approval:${orderId}`;
export const PURCHASE_APPROVAL_WORKFLOW = 'purchaseApprovalWorkflow';

export type PurchaseApprovalInput = {
  orderId: string;
  durations?: PurchaseApprovalDurations;
  /** The waits of the order workflow started once approved (this deployment's, if any). */
  orderDurations?: OrderDurations;
};

/** The approval as its workflow starts from (the opening activity reads it), or null when gone. */
export type OpenedPurchaseApproval = {
  status: PurchaseApprovalStatus;
  masterAccountId: string;
  pharmacyAccountId: string;
  supplierAccountId: string;
  createdAt: string;
  expiresAt: string;
  reminded: boolean;
};

export type PurchaseApprovalState = {
  orderId: string;
  status: PurchaseApprovalStatus;
  /** The order's status after the decision: placed once approved and paid, cancelled otherwise. */
  orderStatus: 'awaiting_approval' | 'placed' | 'cancelled';
  expiresAt: string;
  remindersSent: number;
};

export const decidePurchaseUpdate = defineUpdate<PurchaseApprovalState, [PurchaseApprovalDecision]>(
  'decidePurchase',
);
export const purchaseApprovalStateQuery = defineQuery<PurchaseApprovalState>('purchaseApprovalState');
