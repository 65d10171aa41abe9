/**
 * The wholesaler-application workflow's names and payloads (issue 12). They live in Temporal
 * histories, so renaming one is a versioning change. Safe to import from the API.
 */
import { defineQuery, defineUpdate } from '@temporalio/workflow';
import type {
  ApplicationDecision,
  ApplicationDurations,
  ApplicationStatus,
} from '../../domain/wholesaler-applications/applications.ts';
import type { ApplicationDetails } from '../../domain/wholesaler-applications/details.ts';

export type { ApplicationDecision, ApplicationDurations, ApplicationDetails };

export { wholesalerApplicationWorkflowId } from '../../domain/wholesaler-applications/applications.ts';
export const WHOLESALER_APPLICATION_WORKFLOW = 'wholesalerApplicationWorkflow';

export type WholesalerApplicationInput = { applicationId: string; durations?: ApplicationDurations };

/** The application as its workflow starts from (null when gone). */
export type OpenedApplication = {
  status: ApplicationStatus;
  supplierAccountId: string;
  pharmacyAccountId: string;
  detailsSaved: boolean;
  agreementDocumentId: string | null;
  agreementSigned: boolean;
  submittedAt: string | null;
  expiresAt: string;
  reminded: boolean;
};

/** What the workflow knows; answered by every update and the state query. */
export type WholesalerApplicationState = {
  id: string;
  status: ApplicationStatus;
  supplierAccountId: string | null;
  detailsSaved: boolean;
  agreementDocumentId: string | null;
  agreementSigned: boolean;
  expiresAt: string;
  remindersSent: number;
};

/** The applicant's voided cheque, stored by the API before the update is sent. */
export type VoidedCheque = { fileKey: string; fileName: string; contentType: string; sizeBytes: number };

/** Step 1: the applicant's data (validated by the route); the agreement is prepared for signing. */
export const saveApplicationDetailsUpdate = defineUpdate<
  WholesalerApplicationState,
  [{ pharmacyAccountId: string; userId: string; details: ApplicationDetails }]
>('saveApplicationDetails');
/** Step 3: the voided cheque; the application is submitted to the wholesaler. */
export const attachVoidedChequeUpdate = defineUpdate<
  WholesalerApplicationState,
  [{ pharmacyAccountId: string; cheque: VoidedCheque }]
>('attachVoidedCheque');
/** The wholesaler approves (credit, net days) or declines (reason). */
export const decideApplicationUpdate = defineUpdate<WholesalerApplicationState, [ApplicationDecision]>(
  'decideApplication',
);
export const wholesalerApplicationStateQuery = defineQuery<WholesalerApplicationState>(
  'wholesalerApplicationState',
);
