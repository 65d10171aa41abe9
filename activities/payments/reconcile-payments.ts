/**
 * The payments reconciler (run every minute by the reconcile-payments schedule): finishes whatever
 * a crash left between the card processor and the database.
 * - An intent still authorising or authorised after INTENT_LEASE_MS never committed its order or
 *   invoice (the commit marks it in the same transaction): its hold is voided.
 * - A committed intent not captured after CAPTURE_GRACE_MS (the request died after its commit):
 *   it is captured, and its payment becomes `succeeded`.
 * - Refunds still pending after CAPTURE_GRACE_MS are sent (refunds.ts).
 * - An Idempotency-Key left in flight by a dead request, past its lease by INTENT_LEASE_MS, is
 *   freed: a retry with it resumes the request's intent (charge-intents.ts) instead of a 409; any
 *   key older than KEY_RETENTION_MS is dropped.
 * - A paid invoice whose order never heard of it is listed for its workflow to signal again.
 * Each step is idempotent, so an overlapping or repeated run moves no money twice.
 */
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chargeIntents, idempotencyKeys, invoices, orders } from '../../db/schema/index.ts';
import type { Logger } from '../../platform/logger.ts';
import type { BankRails } from '../ports/bank.ts';
import type { CardProcessor } from '../ports/card-processor.ts';
import { captureIntent, voidIntent } from './charge-intents.ts';
import { sendRefunds } from './refunds.ts';

/** Longer than any request takes: an open intent this old has lost its request. */
export const INTENT_LEASE_MS = 5 * 60_000;
/** The request captures and sends refunds itself; the reconciler waits this long before it does. */
export const CAPTURE_GRACE_MS = 60_000;
const BATCH = 100;
/** How long an Idempotency-Key and its answer are kept. */
export const KEY_RETENTION_MS = 24 * 60 * 60_000;

export type ReconcileDeps = {
  db: Database;
  cards: CardProcessor;
  bank: BankRails;
  logger: Pick<Logger, 'warn' | 'error'>;
  now: Date;
};

export type ReconcileReport = { voided: number; captured: number; refundsSent: number; keysFreed: number };

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

export async function reconcilePayments(deps: ReconcileDeps): Promise<ReconcileReport> {
  const { db, now } = deps;
  const report: ReconcileReport = { voided: 0, captured: 0, refundsSent: 0, keysFreed: 0 };

  const abandoned = await db
    .select()
    .from(chargeIntents)
    .where(
      and(
        inArray(chargeIntents.status, ['authorizing', 'authorized']),
        lt(chargeIntents.updatedAt, before(now, INTENT_LEASE_MS)),
      ),
    )
    .limit(BATCH);
  for (const intent of abandoned) {
    await voidIntent(deps, intent).then(
      () => (report.voided += 1),
      (error: unknown) => deps.logger.error('void failed', { error, intentId: intent.id }),
    );
  }

  const uncaptured = await db
    .select()
    .from(chargeIntents)
    .where(
      and(eq(chargeIntents.status, 'committed'), lt(chargeIntents.updatedAt, before(now, CAPTURE_GRACE_MS))),
    )
    .limit(BATCH);
  for (const intent of uncaptured) {
    await captureIntent(deps, intent).then(
      () => (report.captured += 1),
      (error: unknown) => deps.logger.error('capture failed', { error, intentId: intent.id }),
    );
  }

  report.refundsSent = (
    await sendRefunds(deps, { olderThan: before(now, CAPTURE_GRACE_MS), limit: BATCH })
  ).sent;

  const freed = await db
    .delete(idempotencyKeys)
    .where(
      or(
        and(
          isNull(idempotencyKeys.responseStatus),
          lt(idempotencyKeys.lockedUntil, before(now, INTENT_LEASE_MS)),
        ),
        // Answers are kept for replay a day (Stripe's 24 hours); a key reused after that is a new request.
        lt(idempotencyKeys.createdAt, before(now, KEY_RETENTION_MS)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  report.keysFreed = freed.length;
  return report;
}

/**
 * Invoices paid whose order still waits for its invoicePaid signal (the API's signal after the
 * payment failed): the reconcile-payments workflow signals them again (the invoicePaid outbox).
 */
export async function listPaidInvoicesAwaitingOrder(db: Database, now: Date) {
  return db
    .select({ orderId: orders.id, invoiceId: invoices.id })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        eq(invoices.status, 'paid'),
        inArray(orders.status, ['invoiced', 'overdue']),
        lt(invoices.paidAt, before(now, CAPTURE_GRACE_MS)),
      ),
    )
    .orderBy(asc(invoices.paidAt))
    .limit(BATCH);
}
