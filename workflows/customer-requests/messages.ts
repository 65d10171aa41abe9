/**
 * The customer-request workflow's names and payloads (issue 11). They live in Temporal histories,
 * so renaming one is a versioning change. Safe to import from the API: message definitions only.
 */
import { defineQuery, defineUpdate } from '@temporalio/workflow';
import type {
  CustomerRequestDecision,
  CustomerRequestDurations,
  CustomerRequestKind,
  CustomerRequestStatus,
  CustomerRequestWithdrawal,
} from '../../domain/customer-requests/requests.ts';

export type { CustomerRequestDecision, CustomerRequestDurations, CustomerRequestWithdrawal };

export const customerRequestWorkflowId = (requestId: string) => `customer-request:${requestId}`;
export const CUSTOMER_REQUEST_WORKFLOW = 'customerRequestWorkflow';

export type CustomerRequestInput = { requestId: string; durations?: CustomerRequestDurations };

/** The request as its workflow starts from (the opening activity reads it), or null when gone. */
export type OpenedCustomerRequest = {
  kind: CustomerRequestKind;
  status: CustomerRequestStatus;
  supplierAccountId: string;
  pharmacyAccountId: string;
  createdAt: string;
  expiresAt: string;
  reminded: boolean;
};

/** What the workflow knows; answered by the decide update and the state query. */
export type CustomerRequestState = {
  id: string;
  status: CustomerRequestStatus;
  /** Null until the opening activity has read the row. */
  kind?: CustomerRequestKind | null;
  supplierAccountId: string | null;
  pharmacyAccountId?: string | null;
  expiresAt: string;
  remindersSent: number;
};

/** The supplier approves or declines (validated: another supplier's → 404, decided or expired → 409). */
export const decideCustomerRequestUpdate = defineUpdate<CustomerRequestState, [CustomerRequestDecision]>(
  'decideCustomerRequest',
);
/** The pharmacy withdraws its own pending request (validated: another's → 404, no longer pending → 409). */
export const withdrawCustomerRequestUpdate = defineUpdate<CustomerRequestState, [CustomerRequestWithdrawal]>(
  'withdrawCustomerRequest',
);
export const customerRequestStateQuery = defineQuery<CustomerRequestState>('customerRequestState');
