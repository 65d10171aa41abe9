/** The workflow bundle's entry: every workflow the worker runs. Deterministic code only. */
export { purgeExpiredIdentityRecordsWorkflow } from './maintenance/purge-expired-identity-records.ts';
export { purgeExpiredImportFilesWorkflow } from './maintenance/purge-expired-import-files.ts';
export { sweepFileDeletionsWorkflow } from './maintenance/sweep-file-deletions.ts';
export { importJobWorkflow } from './imports/import-job.ts';
export { monthlyStatementsWorkflow } from './invoices/monthly-statements.ts';
export { orderFulfilmentWorkflow } from './orders/order-fulfilment.ts';
export { shipmentTrackingWorkflow } from './orders/shipment-tracking.ts';
export { startPendingOrdersWorkflow } from './orders/start-pending-orders.ts';
export { reconcilePaymentsWorkflow } from './payments/reconcile-payments.ts';
export { bankTransferWorkflow } from './payments/bank-transfer.ts';
export { startStrandedWorkflowsWorkflow } from './maintenance/start-stranded-workflows.ts';
export { offerNegotiationWorkflow } from './offers/offer-negotiation.ts';
export { bundleOfferNegotiationWorkflow } from './offers/bundle-offer-negotiation.ts';
export { auditWorkflow } from './audits/audit-workflow.ts';
export { customerRequestWorkflow } from './customer-requests/customer-request.ts';
export { masterDataExportWorkflow } from './customers/master-data-export.ts';
export { accountReviewWorkflow } from './signup/account-review.ts';
export { wholesalerApplicationWorkflow } from './wholesaler-applications/wholesaler-application.ts';
export { sellerRegistrationWorkflow } from './seller-registration/seller-registration.ts';
export { locationChangeWorkflow } from './locations/location-change.ts';
export { watchLicencesWorkflow } from './licences/watch-licences.ts';
export { purgeExpiredDscsaRecordsWorkflow } from './maintenance/purge-expired-dscsa-records.ts';
export { purchaseApprovalWorkflow } from './sub-accounts/purchase-approval.ts';

// The one order workflow: each seller kind supplies its order's run (issue 20). The kinds' own
// types stay registered for the orders and histories started on them.
import { orderFulfilmentWorkflow } from './orders/order-fulfilment.ts';
import { createOrderWorkflow } from './orders/order-workflow.ts';
import { p2pOrderWorkflow } from './p2p/p2p-order.ts';

export { p2pOrderWorkflow };
export const orderWorkflow = createOrderWorkflow({
  wholesale: orderFulfilmentWorkflow,
  p2p: p2pOrderWorkflow,
});
