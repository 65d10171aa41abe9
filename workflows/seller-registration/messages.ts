/**
 * The seller-registration workflow's names and payloads (issue 12). They live in Temporal
 * histories, so renaming one is a versioning change. Safe to import from the API: definitions only.
 */
import { defineQuery, defineUpdate } from '@temporalio/workflow';
import type {
  SellerRegistrationDecision,
  SellerRegistrationDurations,
  SellerRegistrationStatus,
} from '../../domain/seller-registration/registration-review.ts';

export type { SellerRegistrationDecision, SellerRegistrationDurations };
export { sellerRegistrationWorkflowId } from '../../domain/seller-registration/registration-review.ts';
export const SELLER_REGISTRATION_WORKFLOW = 'sellerRegistrationWorkflow';

export type SellerRegistrationInput = {
  registrationId: string;
  durations?: SellerRegistrationDurations;
};

/** The registration as its workflow starts from, or null when the row is gone. */
export type OpenedSellerRegistration = {
  status: SellerRegistrationStatus;
  agreementDocumentId: string | null;
};

/** What the workflow knows; answered by the decide update and the state query. */
export type SellerRegistrationState = {
  registrationId: string;
  status: SellerRegistrationStatus;
  agreementDocumentId: string | null;
  remindersSent: number;
};

/** Support approves or declines with a reason (validated: unsigned or decided → 409). */
export const decideSellerRegistrationUpdate = defineUpdate<
  SellerRegistrationState,
  [SellerRegistrationDecision]
>('decideSellerRegistration');
export const sellerRegistrationStateQuery = defineQuery<SellerRegistrationState>('sellerRegistrationState');
