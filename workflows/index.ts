/** The workflow bundle's entry: every workflow the worker runs. Deterministic code only. */
export { purgeExpiredIdentityRecordsWorkflow } from './maintenance/purge-expired-identity-records.ts';
export { importJobWorkflow } from './import-job.ts';
export { monthlyStatementsWorkflow } from './monthly-statements.ts';
export { orderFulfilmentWorkflow } from './order-fulfilment.ts';
export { shipmentTrackingWorkflow } from './shipment-tracking.ts';
export { startPendingOrdersWorkflow } from './start-pending-orders.ts';
export { offerNegotiationWorkflow } from './offer-negotiation.ts';
export { bundleOfferNegotiationWorkflow } from './bundle-offer-negotiation.ts';
