/**
 * Starts the workflow of every offer, bundle offer, customer request, import job, audit,
 * master-data export, account review, wholesaler application, seller registration and location change whose
 * start was lost between the
 * API's commit and its StartWorkflow (a crash, Temporal unreachable). Runs every minute on a
 * schedule; each runs as its own workflow under its business key, abandoned by this one. A
 * workflow id already used (running or closed) is never started again (REJECT_DUPLICATE). Each
 * start carries the search attributes the API's start would have (behind a patch: runs recorded
 * before it started children without them).
 */
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import { ParentClosePolicy, patched, proxyActivities, startChild, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import {
  baseTaskQueueOf,
  CHILD_SEARCH_ATTRIBUTES_PATCH,
  laneTaskQueue,
  searchAttributesOf,
  TASK_QUEUE_LANES_PATCH,
  type TaskQueueLane,
} from '../shared/messages.ts';
import { AUDIT_WORKFLOW_TYPE, auditWorkflowId } from '../audits/messages.ts';
import { importWorkflowId } from '../imports/messages.ts';
import { bundleOfferWorkflowId, offerWorkflowId } from '../offers/messages.ts';
import { CUSTOMER_REQUEST_WORKFLOW, customerRequestWorkflowId } from '../customer-requests/messages.ts';
import { MASTER_DATA_EXPORT_WORKFLOW, masterDataExportWorkflowId } from '../customers/messages.ts';
import { ACCOUNT_REVIEW_WORKFLOW, accountReviewWorkflowId } from '../signup/messages.ts';
import {
  WHOLESALER_APPLICATION_WORKFLOW,
  wholesalerApplicationWorkflowId,
} from '../wholesaler-applications/messages.ts';
import { PURCHASE_APPROVAL_WORKFLOW, purchaseApprovalWorkflowId } from '../sub-accounts/messages.ts';
import {
  SELLER_REGISTRATION_WORKFLOW,
  sellerRegistrationWorkflowId,
} from '../seller-registration/messages.ts';
import { LOCATION_CHANGE_WORKFLOW, locationChangeWorkflowId } from '../locations/messages.ts';
import { BANK_TRANSFER_WORKFLOW, bankTransferWorkflowId } from '../payments/messages.ts';

const {
  listStrandedWorkflows,
  markNegotiationsStarted,
  markAuditsStarted,
  customerRequestDurations,
  markCustomerRequestsStarted,
  markMasterDataExportsStarted,
  markAccountReviewsStarted,
  markApplicationsStarted,
  markSellerRegistrationsStarted,
  markLocationChangesStarted,
  markBankTransfersStarted,
} = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
});

export async function startStrandedWorkflowsWorkflow(): Promise<number> {
  const { stranded, durations, applicationDurations, approvalDurations } = await listStrandedWorkflows();
  let started = 0;
  /**
   * Starts one workflow about `subject` (its row's id), the `process` word its API start names, on
   * its lane's queue when it is not interactive (this relay runs on the interactive one).
   */
  const begin = async (
    workflowType: string,
    workflowId: string,
    input: object,
    { lane, ...about }: { process: string; subjectId: string; lane?: TaskQueueLane },
  ) => {
    const queue =
      lane && patched(TASK_QUEUE_LANES_PATCH)
        ? { taskQueue: laneTaskQueue(baseTaskQueueOf(workflowInfo().taskQueue), lane) }
        : {};
    const attributes = patched(CHILD_SEARCH_ATTRIBUTES_PATCH)
      ? {
          typedSearchAttributes: searchAttributesOf({
            ...about,
            accountIds: stranded.accounts?.[about.subjectId] ?? [],
          }),
        }
      : {};
    try {
      await startChild(workflowType, {
        workflowId,
        args: [input],
        parentClosePolicy: ParentClosePolicy.ABANDON,
        workflowIdReusePolicy: 'REJECT_DUPLICATE',
        ...attributes,
        ...queue,
      });
      started += 1;
    } catch (error) {
      // Started after all (the API's start went through): nothing to do but record it.
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  };
  const negotiation = durations ? { durations } : {};
  for (const offerId of stranded.offers)
    await begin(
      'offerNegotiationWorkflow',
      offerWorkflowId(offerId),
      { offerId, ...negotiation },
      { process: 'offer', subjectId: offerId },
    );
  for (const bundleOfferId of stranded.bundleOffers)
    await begin(
      'bundleOfferNegotiationWorkflow',
      bundleOfferWorkflowId(bundleOfferId),
      { bundleOfferId, ...negotiation },
      { process: 'bundle-offer', subjectId: bundleOfferId },
    );
  for (const jobId of stranded.imports)
    await begin(
      'importJobWorkflow',
      importWorkflowId(jobId),
      { jobId },
      { process: 'import', subjectId: jobId, lane: 'imports' },
    );
  // Histories recorded before audits existed have no `audits`: replaying them schedules nothing new.
  const audits = stranded.audits ?? [];
  for (const audit of audits)
    await begin(
      AUDIT_WORKFLOW_TYPE,
      auditWorkflowId(audit.id),
      { auditId: audit.id, dueAt: audit.dueAt },
      { process: 'audit', subjectId: audit.id },
    );
  await markNegotiationsStarted({ offers: stranded.offers, bundleOffers: stranded.bundleOffers });
  if (audits.length > 0) await markAuditsStarted(audits.map((a) => a.id));
  // A history recorded before customer requests existed answers no such list.
  const requests: string[] = (stranded as { customerRequests?: string[] }).customerRequests ?? [];
  if (requests.length > 0) {
    const waits = await customerRequestDurations();
    for (const requestId of requests)
      await begin(
        CUSTOMER_REQUEST_WORKFLOW,
        customerRequestWorkflowId(requestId),
        { requestId, ...(waits ? { durations: waits } : {}) },
        { process: 'customer-request', subjectId: requestId },
      );
    await markCustomerRequestsStarted(requests);
  }
  // Histories recorded before master-data exports existed have none: nothing new is scheduled.
  const exports = stranded.masterDataExports ?? [];
  if (exports.length > 0) {
    for (const exportId of exports)
      await begin(
        MASTER_DATA_EXPORT_WORKFLOW,
        masterDataExportWorkflowId(exportId),
        { exportId },
        { process: 'master-data-export', subjectId: exportId, lane: 'exports' },
      );
    await markMasterDataExportsStarted(exports);
  }
  // Histories recorded before signup existed have no account reviews: nothing new is scheduled.
  const reviews = stranded.accountReviews ?? [];
  if (reviews.length > 0) {
    for (const accountId of reviews)
      await begin(
        ACCOUNT_REVIEW_WORKFLOW,
        accountReviewWorkflowId(accountId),
        { accountId },
        { process: 'account-review', subjectId: accountId },
      );
    await markAccountReviewsStarted(reviews);
  }
  // Histories recorded before wholesaler applications existed have none: nothing new is scheduled.
  const applications = stranded.wholesalerApplications ?? [];
  if (applications.length > 0) {
    const waits =
      applicationDurations && Object.keys(applicationDurations).length > 0 ? applicationDurations : null;
    for (const app of applications)
      await begin(
        WHOLESALER_APPLICATION_WORKFLOW,
        wholesalerApplicationWorkflowId(app.pharmacyAccountId, app.supplierAccountId),
        { applicationId: app.id, ...(waits ? { durations: waits } : {}) },
        { process: 'wholesaler-application', subjectId: app.id },
      );
    await markApplicationsStarted(applications.map((a) => a.id));
  }
  // Histories recorded before seller registrations existed have none: nothing new is scheduled.
  const registrations = stranded.sellerRegistrations ?? [];
  if (registrations.length > 0) {
    for (const { id, userId } of registrations)
      await begin(
        SELLER_REGISTRATION_WORKFLOW,
        sellerRegistrationWorkflowId(userId),
        { registrationId: id },
        { process: 'seller-registration', subjectId: id },
      );
    await markSellerRegistrationsStarted(registrations.map((r) => r.id));
  }
  // Histories recorded before location changes existed have none: nothing new is scheduled.
  const moves = stranded.locationChanges ?? [];
  if (moves.length > 0) {
    for (const changeId of moves)
      await begin(
        LOCATION_CHANGE_WORKFLOW,
        locationChangeWorkflowId(changeId),
        { changeId },
        { process: 'location-change', subjectId: changeId },
      );
    await markLocationChangesStarted(moves);
  }
  // Histories recorded before purchase approvals existed have none: nothing new is scheduled. The
  // workflow marks its row started when it opens.
  for (const orderId of stranded.purchaseApprovals ?? []) {
    const approval = approvalDurations?.approval;
    const order = approvalDurations?.order;
    await begin(
      PURCHASE_APPROVAL_WORKFLOW,
      purchaseApprovalWorkflowId(orderId),
      {
        orderId,
        ...(approval && Object.keys(approval).length > 0 ? { durations: approval } : {}),
        ...(order ? { orderDurations: order } : {}),
      },
      { process: 'purchase-approval', subjectId: orderId },
    );
  }
  // Histories recorded before bank transfers existed have none: nothing new is scheduled.
  const transfers = stranded.bankTransfers ?? [];
  if (transfers.length > 0) {
    for (const paymentId of transfers)
      await begin(
        BANK_TRANSFER_WORKFLOW,
        bankTransferWorkflowId(paymentId),
        { paymentId },
        { process: 'bank-transfer', subjectId: paymentId },
      );
    await markBankTransfersStarted(transfers);
  }
  return started;
}
