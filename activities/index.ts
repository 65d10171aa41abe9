/**
 * The activities the worker registers. Each closes over the process's dependencies; workflows
 * import only the `Activities` type, never this module's values.
 */
import { activityInfo, heartbeat, log } from '@temporalio/activity';
import type { Database } from '../db/client.ts';
import type { Env } from '../platform/env.ts';
import { importFileChunked, type ImportCheckpoint } from './imports/import-file.ts';
import { markImportCompleted, markImportFailed, markImportRunning } from './imports/job-status.ts';
import { writeMonthlyStatements } from './invoices/write-statements.ts';
import { orderDurationsFrom } from './checkout/start-order-workflow.ts';
import { listOrdersAwaitingWorkflow } from './maintenance/orders-awaiting-workflow.ts';
import { listStrandedWorkflows, markNegotiationsStarted } from './maintenance/stranded-workflows.ts';
import { purgeExpiredIdentityRecords } from './maintenance/purge-expired.ts';
import { purgeAbandonedApplications } from './maintenance/purge-abandoned-applications.ts';
import { purgeExpiredImportFiles } from './maintenance/purge-import-files.ts';
import { purgeExpiredDscsaRecords } from './maintenance/purge-dscsa-records.ts';
import { sweepFileDeletions } from './files/delete-queued-files.ts';
import { listPaidInvoicesAwaitingOrder, reconcilePayments } from './payments/reconcile-payments.ts';
import type { Ports } from './ports/index.ts';
import { createBankTransferActivities } from './payments/bank-transfer-activities.ts';
import { markBankTransfersStarted } from './payments/bank-transfer-steps.ts';
import {
  markMasterDataExportFailed,
  markMasterDataExportRunning,
  markMasterDataExportsStarted,
  writeMasterDataExport,
} from './customers/master-data-export.ts';
import { createOrderActivities } from './orders/order-activities.ts';
import { createShippingActivities } from './shipping/shipping-activities.ts';
import { createP2pOrderActivities } from './p2p/orders/p2p-order-activities.ts';
import { createNegotiationActivities } from './offers/negotiation-activities.ts';
import { createAuditActivities } from './audits/audit-activities.ts';
import { markAuditsStarted } from './audits/create-audit.ts';
import { createCustomerRequestActivities } from './customer-requests/customer-request-activities.ts';
import { watchLicences } from './licences/watch-licences.ts';
import { createSellerRegistrationActivities } from './seller-registration/seller-registration-activities.ts';
import { createLocationChangeActivities } from './locations/location-change-activities.ts';
import { markCustomerRequestsStarted } from './customer-requests/create-request.ts';
import { createAccountReviewActivities } from './signup/account-review-activities.ts';
import { markAccountReviewsStarted } from './signup/start-review.ts';
import { createEsignActivities } from './esign/esign-activities.ts';
import { createApplicationActivities } from './wholesaler-applications/application-activities.ts';
import { createPurchaseApprovalActivities } from './sub-accounts/approval-activities.ts';

/** What every activity closes over: the database, the settings, the clock and the ports. */
export type ActivityDeps = { db: Database; env: Env; now: () => Date; ports: Ports };

export function createActivities(deps: ActivityDeps) {
  const { files } = deps.ports;
  return {
    /**
     * Removes expired sessions, stale login failures, ended rate-limit windows, stale signup drafts
     * and abandoned signup applications with their files; idempotent.
     */
    async purgeExpiredIdentityRecords() {
      const now = deps.now();
      const records = await purgeExpiredIdentityRecords(deps.db, now, deps.env.session);
      const abandoned = await purgeAbandonedApplications({ db: deps.db, files }, now);
      return { ...records, signupApplications: abandoned.applications };
    },
    /** Deletes the import files past their retention period and marks their jobs; idempotent. */
    async purgeExpiredImportFiles() {
      return purgeExpiredImportFiles({ db: deps.db, files }, deps.now());
    },
    /** Retries the stored files whose records are gone and whose first delete failed; idempotent. */
    async sweepFileDeletions() {
      return sweepFileDeletions({ db: deps.db, files });
    },
    /** Deletes the DSCSA records past their 6 years at `at` (ISO; null: now); never a younger one. */
    async purgeExpiredDscsaRecords(at: string | null) {
      return purgeExpiredDscsaRecords(deps.db, at ? new Date(at) : deps.now());
    },
    /** Marks an import job running (idempotent). */
    async markImportRunning(jobId: string) {
      await markImportRunning(deps.db, jobId, deps.now());
    },
    /** Marks an import job completed. */
    async markImportCompleted(jobId: string) {
      await markImportCompleted(deps.db, jobId, deps.now());
    },
    /** Marks an import job failed with the reason shown to the supplier. */
    async markImportFailed(jobId: string, reason: string) {
      await markImportFailed(deps.db, jobId, reason, deps.now());
    },
    /** Imports a job's CSV in chunks, heartbeating a checkpoint after each; resumes from it on retry. */
    async importFileChunked(jobId: string): Promise<ImportCheckpoint> {
      const resumeFrom = activityInfo().heartbeatDetails as ImportCheckpoint | undefined;
      return importFileChunked({ db: deps.db, files }, jobId, {
        resumeFrom,
        onCheckpoint: (checkpoint) => heartbeat(checkpoint),
      });
    },
    /** Writes every pharmacy's statement of a period 'YYYY-MM' (null: the month before now); idempotent. */
    async writeMonthlyStatements(period: string | null) {
      return writeMonthlyStatements(deps.db, { period, now: deps.now() });
    },
    /** Sends the licence warnings and holds due at `at` (ISO; null: now), each once. */
    async watchLicences(at: string | null) {
      return watchLicences(deps.db, at ? new Date(at) : deps.now());
    },
    /** Orders whose workflow never started, with the waits this deployment gives new order workflows. */
    async listOrdersAwaitingWorkflow() {
      const awaiting = await listOrdersAwaitingWorkflow(deps.db, deps.now());
      return {
        orderIds: awaiting.filter((o) => !o.isP2p).map((o) => o.id),
        /** p2p orders (issue 13): started as `p2p-order:<id>`. */
        p2pOrderIds: awaiting.filter((o) => o.isP2p).map((o) => o.id),
        /** Each order's two sides, by its id (absent from histories recorded before them). */
        accounts: Object.fromEntries(awaiting.map((o) => [o.id, [o.pharmacyAccountId, o.supplierAccountId]])),
        durations: orderDurationsFrom(deps.env),
      };
    },
    /** Offers, bundle offers and import jobs whose workflow start was lost, with this deployment's offer waits. */
    async listStrandedWorkflows() {
      const expiryMs = deps.env.offers.expiryMs;
      return {
        stranded: await listStrandedWorkflows(deps.db, deps.now()),
        durations: expiryMs ? { expiryMs } : null,
        applicationDurations: deps.env.applications,
        // Absent from histories recorded before purchase approvals (issue 23).
        approvalDurations: {
          approval: deps.env.purchaseApprovals,
          order: orderDurationsFrom(deps.env) ?? null,
        },
      };
    },
    /** This deployment's waits for customer-request workflows (none: the workflow's defaults). */
    customerRequestDurations() {
      const durations = deps.env.customerRequests;
      return Promise.resolve(Object.keys(durations).length > 0 ? durations : null);
    },
    /** Records that these customer requests' workflows run. */
    async markCustomerRequestsStarted(ids: string[]) {
      await markCustomerRequestsStarted(deps.db, ids, deps.now());
    },
    /** Records that these account reviews' workflows run. */
    async markAccountReviewsStarted(ids: string[]) {
      await markAccountReviewsStarted(deps.db, ids, deps.now());
    },
    /** Records that these negotiations' workflows run. */
    async markNegotiationsStarted(ids: { offers: string[]; bundleOffers: string[] }) {
      await markNegotiationsStarted(deps.db, ids, deps.now());
    },
    /** Records that these audits' workflows run. */
    async markAuditsStarted(ids: string[]) {
      await markAuditsStarted(deps.db, ids, deps.now());
    },
    /** Records that these master-data exports' workflows run. */
    async markMasterDataExportsStarted(ids: string[]) {
      await markMasterDataExportsStarted(deps.db, ids, deps.now());
    },
    /** Marks a master-data export running (idempotent). */
    async markMasterDataExportRunning(exportId: string) {
      await markMasterDataExportRunning(deps.db, exportId);
    },
    /** Writes a master-data export's CSV, marks it ready and notifies the supplier; idempotent. */
    async writeMasterDataExport(exportId: string) {
      return writeMasterDataExport({ db: deps.db, files }, exportId, deps.now());
    },
    /** Marks a master-data export failed with the reason the supplier reads. */
    async markMasterDataExportFailed(exportId: string, reason: string) {
      await markMasterDataExportFailed(deps.db, exportId, reason, deps.now());
    },
    /** Voids abandoned card holds, captures committed ones, sends pending refunds, frees dead keys. */
    async reconcilePayments() {
      const { cards, bank } = deps.ports;
      return reconcilePayments({ db: deps.db, cards, bank, logger: log, now: deps.now() });
    },
    /** Paid invoices whose order still waits for its invoicePaid signal. */
    async listPaidInvoicesAwaitingOrder() {
      return listPaidInvoicesAwaitingOrder(deps.db, deps.now());
    },
    ...createOrderActivities(deps),
    ...createShippingActivities(deps),
    ...createP2pOrderActivities(deps),
    ...createNegotiationActivities(deps),
    ...createAuditActivities({ db: deps.db, files, now: deps.now }),
    ...createCustomerRequestActivities(deps),
    ...createAccountReviewActivities({ ...deps, mail: deps.ports.mail }),
    ...createSellerRegistrationActivities({ db: deps.db, files, now: deps.now }),
    ...createLocationChangeActivities({ db: deps.db, now: deps.now }),
    ...createEsignActivities({ db: deps.db, files, now: deps.now }),
    ...createApplicationActivities({ db: deps.db, files, now: deps.now }),
    ...createPurchaseApprovalActivities({ db: deps.db, cards: deps.ports.cards, logger: log, now: deps.now }),
    ...createBankTransferActivities({ db: deps.db, bank: deps.ports.bank, now: deps.now }),
    /** Records that these bank transfers' workflows run. */
    async markBankTransfersStarted(paymentIds: string[]) {
      await markBankTransfersStarted(deps.db, paymentIds, deps.now());
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;
