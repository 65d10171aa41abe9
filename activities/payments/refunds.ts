/**
 * Money owed back to a pharmacy, as an outbox: the transaction that cancels or lowers an order
 * writes the refund rows (`queueRefund`), and `sendRefunds` delivers them after the commit to the
 * card processor or the bank, keyed `refund:<order>:<n>` so a resend moves money once. Whatever a
 * crash leaves pending, the payments reconciler sends. Every cent charged is thus either kept by an
 * order or on its way back.
 */
import { sendBankDebit } from './bank-transfer-activities.ts';
import { and, asc, eq, inArray, lt, max, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments, refunds } from '../../db/schema/index.ts';
import type { Logger } from '../../platform/logger.ts';
import type { BankRails } from '../ports/bank.ts';
import type { CardProcessor } from '../ports/card-processor.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Payments that took money at placement: captured, or authorised with the capture still to come. */
/** A bank transfer still on its way counts as held: if it comes back, its return reopens the invoice. */
const HELD = ['succeeded', 'authorized', 'pending'] as const;

/** A refund that keeps failing this many times is marked failed, for support to look at. */
export const MAX_REFUND_ATTEMPTS = 20;

/** What is still held of an order's payments, net of the refunds already queued. */
export async function netPaidCents(tx: Tx | Database, orderId: string): Promise<number> {
  const [paid] = await tx
    .select({ cents: sum(payments.amountCents) })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, HELD)));
  const [back] = await tx
    .select({ cents: sum(refunds.amountCents) })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.orderId, orderId), inArray(payments.status, HELD)));
  return Number(paid?.cents ?? 0) - Number(back?.cents ?? 0);
}

/**
 * Queues `amountCents` (or everything still held) back to the payer of the order, taken from its
 * payments newest first; a payment given back in full becomes `refunded`. Returns the cents queued.
 */
export async function queueRefund(
  tx: Tx,
  orderId: string,
  amount: number | 'all',
  reason: string,
  now: Date,
): Promise<number> {
  const held = await tx
    .select({ id: payments.id, amountCents: payments.amountCents })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, HELD),
        sql`${payments.method} <> 'pay_offline'`,
      ),
    )
    .orderBy(sql`${payments.createdAt} desc`)
    .for('update', { of: payments });
  // What each payment already gave back, read on its own: a correlated subquery in the select above
  // rendered `r.payment_id = "id"` (drizzle leaves a one-table select's columns unqualified), which
  // Postgres read as the refund's own id, so earlier refunds never counted and a cancel after a
  // lowering edit gave the whole charge back again.
  const given = await tx
    .select({ paymentId: refunds.paymentId, cents: sum(refunds.amountCents) })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .groupBy(refunds.paymentId);
  const refundedOf = new Map(given.map((g) => [g.paymentId, Number(g.cents ?? 0)]));
  const [last] = await tx
    .select({ n: max(refunds.refundNumber) })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  let number = last?.n ?? 0;
  let left = amount === 'all' ? Number.MAX_SAFE_INTEGER : amount;
  let queued = 0;
  for (const payment of held) {
    const refundable = payment.amountCents - (refundedOf.get(payment.id) ?? 0);
    const cents = Math.min(refundable, left);
    if (cents <= 0) continue;
    number += 1;
    await tx.insert(refunds).values({
      paymentId: payment.id,
      orderId,
      refundNumber: number,
      amountCents: cents,
      reason,
      processorKey: `refund:${orderId}:${number}`,
      createdAt: now,
    });
    if (cents === refundable)
      await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
    left -= cents;
    queued += cents;
  }
  return queued;
}

export type RefundDeps = {
  db: Database;
  cards: CardProcessor;
  bank: BankRails;
  logger: Pick<Logger, 'warn'>;
  now: Date;
};

/** Sends the pending refunds (of one order, or the oldest of all); each success or failure is recorded. */
export async function sendRefunds(
  deps: RefundDeps,
  filter: { orderId?: string; olderThan?: Date; limit?: number } = {},
) {
  const pending = await deps.db
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(refunds.status, 'pending'),
        filter.orderId ? eq(refunds.orderId, filter.orderId) : undefined,
        filter.olderThan ? lt(refunds.createdAt, filter.olderThan) : undefined,
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(filter.limit ?? 100);
  let sent = 0;
  for (const { refund, payment } of pending) {
    const outcome = await deliver(deps, refund, payment).catch((error: unknown) => ({
      ok: false as const,
      message: error instanceof Error ? error.message : String(error),
    }));
    if (outcome.ok) {
      sent += 1;
      await deps.db
        .update(refunds)
        .set({
          status: 'sent',
          processorRef: outcome.ref,
          sentAt: deps.now,
          attempts: refund.attempts + 1,
          lastError: null,
        })
        .where(eq(refunds.id, refund.id));
      continue;
    }
    deps.logger.warn('refund not sent yet; the payments reconciler will retry it', {
      refundId: refund.id,
      reason: outcome.message,
    });
    await deps.db
      .update(refunds)
      .set({
        attempts: refund.attempts + 1,
        lastError: outcome.message,
        status: refund.attempts + 1 >= MAX_REFUND_ATTEMPTS ? 'failed' : 'pending',
      })
      .where(eq(refunds.id, refund.id));
  }
  return { pending: pending.length, sent };
}

type RefundRow = typeof refunds.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

async function deliver(deps: RefundDeps, refund: RefundRow, payment: PaymentRow) {
  if (payment.method === 'bank_transfer') {
    // A transfer whose workflow has not sent its debit yet: sent now under the same key, so the
    // money is taken once and this reversal gives it back (issue 23).
    const transferRef = payment.processorRef ?? (await sendBankDebit(deps, payment.id));
    const reversal = await deps.bank.reverse({
      transferRef,
      amountCents: refund.amountCents,
      idempotencyKey: refund.processorKey,
    });
    return { ok: true as const, ref: reversal.ref };
  }
  if (!payment.processorRef)
    return { ok: false as const, message: 'The payment has no processor reference.' };
  return deps.cards.refund({
    ref: payment.processorRef,
    amountCents: refund.amountCents,
    idempotencyKey: refund.processorKey,
  });
}
