/**
 * The outbox half of every row whose life is a workflow (issue 10 "Nothing waits forever"): the
 * API commits the row and then starts its workflow; a crash between the two leaves the row without
 * one. These are the rows the start-stranded-workflows relay starts: offers and bundle offers still
 * pending with no started workflow, customer requests likewise, import jobs still queued, and
 * audits not completed with no started workflow, master-data exports still queued with none, and
 * account reviews still waiting with none. Orders have their own relay
 * (orders-awaiting-workflow.ts).
 */
import { and, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accountReviews,
  audits,
  bundleOffers,
  customerExports,
  customerRequests,
  importJobs,
  locationChanges,
  offers,
  purchaseApprovals,
  sellerRegistrations,
} from '../../db/schema/index.ts';
import { listStrandedApplications } from '../wholesaler-applications/create-applications.ts';
import { listStrandedBankTransfers } from '../payments/bank-transfer-steps.ts';

/** The API starts the workflow itself right after the commit; only rows older than this are the relay's. */
const GRACE_MS = 60_000;
const BATCH = 100;

export type StrandedWorkflows = {
  offers: string[];
  bundleOffers: string[];
  imports: string[];
  customerRequests: string[];
  /** Audits with their deadline (ISO): the workflow's input (absent from histories before audits). */
  audits?: { id: string; dueAt: string }[];
  /** Master-data exports (absent from histories recorded before them). */
  masterDataExports?: string[];
  /** Pharmacy accounts whose review waits (absent from histories recorded before signup). */
  accountReviews?: string[];
  /** Wholesaler applications (absent from histories recorded before them). */
  wholesalerApplications?: { id: string; pharmacyAccountId: string; supplierAccountId: string }[];
  /** Seller registrations with their applicant (absent from histories recorded before them). */
  sellerRegistrations?: { id: string; userId: string }[];
  /** Location changes awaiting support (absent from histories recorded before them). */
  locationChanges?: string[];
  /** Orders awaiting their master's approval (issue 23; absent from histories recorded before them). */
  purchaseApprovals?: string[];
  /** Pending bank transfers' payment ids (absent from histories recorded before them). */
  bankTransfers?: string[];
  /**
   * The accounts each listed row concerns, by its id (its workflow's AppAccountIds): absent from
   * histories recorded before the relay gave its starts search attributes.
   */
  accounts?: Record<string, string[]>;
};

export async function listStrandedWorkflows(db: Database, now: Date): Promise<StrandedWorkflows> {
  const before = new Date(now.getTime() - GRACE_MS);
  const [single, bundles, imports, requests, strandedAudits, exports, reviews, registrations] =
    await Promise.all([
      db
        .select({ id: offers.id, buyer: offers.buyerAccountId, seller: offers.sellerAccountId })
        .from(offers)
        .where(
          and(eq(offers.status, 'pending'), isNull(offers.workflowStartedAt), lt(offers.createdAt, before)),
        )
        .limit(BATCH),
      db
        .select({
          id: bundleOffers.id,
          buyer: bundleOffers.buyerAccountId,
          seller: bundleOffers.sellerAccountId,
        })
        .from(bundleOffers)
        .where(
          and(
            eq(bundleOffers.status, 'pending'),
            isNull(bundleOffers.workflowStartedAt),
            lt(bundleOffers.createdAt, before),
          ),
        )
        .limit(BATCH),
      db
        .select({ id: importJobs.id, supplier: importJobs.supplierAccountId })
        .from(importJobs)
        .where(and(eq(importJobs.status, 'queued'), lt(importJobs.createdAt, before)))
        .limit(BATCH),
      db
        .select({
          id: customerRequests.id,
          pharmacy: customerRequests.pharmacyAccountId,
          supplier: customerRequests.supplierAccountId,
        })
        .from(customerRequests)
        .where(
          and(
            eq(customerRequests.status, 'pending'),
            isNull(customerRequests.workflowStartedAt),
            lt(customerRequests.createdAt, before),
          ),
        )
        .limit(BATCH),
      db
        .select({
          id: audits.id,
          dueAt: audits.dueAt,
          pharmacy: audits.pharmacyAccountId,
          supplier: audits.supplierAccountId,
        })
        .from(audits)
        .where(
          and(ne(audits.status, 'completed'), isNull(audits.workflowStartedAt), lt(audits.createdAt, before)),
        )
        .limit(BATCH),
      db
        .select({ id: customerExports.id, supplier: customerExports.supplierAccountId })
        .from(customerExports)
        .where(
          and(
            eq(customerExports.status, 'queued'),
            isNull(customerExports.workflowStartedAt),
            lt(customerExports.createdAt, before),
          ),
        )
        .limit(BATCH),
      db
        .select({ accountId: accountReviews.accountId })
        .from(accountReviews)
        .where(
          and(
            inArray(accountReviews.status, ['pending', 'more_info_requested']),
            isNull(accountReviews.workflowStartedAt),
            lt(accountReviews.createdAt, before),
          ),
        )
        .limit(BATCH),
      db
        .select({
          id: sellerRegistrations.id,
          userId: sellerRegistrations.userId,
          accountId: sellerRegistrations.accountId,
        })
        .from(sellerRegistrations)
        .where(
          and(
            inArray(sellerRegistrations.status, ['awaiting_signature', 'in_review']),
            isNull(sellerRegistrations.workflowStartedAt),
            lt(sellerRegistrations.createdAt, before),
          ),
        )
        .limit(BATCH),
    ]);
  const applications = await listStrandedApplications(db, before);
  const moves = await db
    .select({ id: locationChanges.id, accountId: locationChanges.accountId })
    .from(locationChanges)
    .where(
      and(
        eq(locationChanges.status, 'pending'),
        isNull(locationChanges.workflowStartedAt),
        lt(locationChanges.createdAt, before),
      ),
    )
    .limit(BATCH);
  const approvals = await db
    .select({ orderId: purchaseApprovals.orderId, master: purchaseApprovals.masterAccountId })
    .from(purchaseApprovals)
    .where(
      and(
        eq(purchaseApprovals.status, 'pending'),
        isNull(purchaseApprovals.workflowStartedAt),
        lt(purchaseApprovals.createdAt, before),
      ),
    )
    .limit(BATCH);
  const transfers = await listStrandedBankTransfers(db, before, BATCH);
  const accounts = Object.fromEntries([
    ...single.map((r) => [r.id, [r.buyer, r.seller]]),
    ...bundles.map((r) => [r.id, [r.buyer, r.seller]]),
    ...imports.map((r) => [r.id, [r.supplier]]),
    ...requests.map((r) => [r.id, [r.pharmacy, r.supplier]]),
    ...strandedAudits.map((r) => [r.id, [r.pharmacy, r.supplier]]),
    ...exports.map((r) => [r.id, [r.supplier]]),
    ...reviews.map((r) => [r.accountId, [r.accountId]]),
    ...applications.map((a) => [a.id, [a.pharmacyAccountId, a.supplierAccountId]]),
    ...registrations.map((r) => [r.id, [r.accountId]]),
    ...moves.map((r) => [r.id, [r.accountId]]),
    ...approvals.map((r) => [r.orderId, [r.master]]),
    ...transfers.map((r) => [r.paymentId, [r.payerAccountId]]),
  ]) as Record<string, string[]>;
  return {
    offers: single.map((r) => r.id),
    bundleOffers: bundles.map((r) => r.id),
    imports: imports.map((r) => r.id),
    customerRequests: requests.map((r) => r.id),
    audits: strandedAudits.map((r) => ({ id: r.id, dueAt: r.dueAt.toISOString() })),
    masterDataExports: exports.map((r) => r.id),
    accountReviews: reviews.map((r) => r.accountId),
    wholesalerApplications: applications,
    sellerRegistrations: registrations.map(({ id, userId }) => ({ id, userId })),
    locationChanges: moves.map((r) => r.id),
    purchaseApprovals: approvals.map((r) => r.orderId),
    bankTransfers: transfers.map((r) => r.paymentId),
    accounts,
  };
}

/** Records that these negotiations' workflows run (the API after its start, the relay after its). */
export async function markNegotiationsStarted(
  db: Database,
  ids: { offers: string[]; bundleOffers: string[] },
  now: Date,
): Promise<void> {
  if (ids.offers.length > 0)
    await db
      .update(offers)
      .set({ workflowStartedAt: now })
      .where(and(inArray(offers.id, ids.offers), isNull(offers.workflowStartedAt)));
  if (ids.bundleOffers.length > 0)
    await db
      .update(bundleOffers)
      .set({ workflowStartedAt: now })
      .where(and(inArray(bundleOffers.id, ids.bundleOffers), isNull(bundleOffers.workflowStartedAt)));
}
