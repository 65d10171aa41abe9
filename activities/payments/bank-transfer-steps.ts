/**
 * The bank transfer's rows as the paying transactions write them (an invoice paid by transfer, an
 * order placed or raised by transfer): a pending payment and its bank_transfers row, which is also
 * the outbox of its `bank-transfer:<paymentId>` workflow. No money moves here: the workflow's
 * first step asks the bank for the debit.
 */
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bankTransfers, payments } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import { BANK_TRANSFER_MESSAGES } from '../../domain/payments/bank-account-rules.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type PendingTransfer = Omit<
  typeof payments.$inferInsert,
  'method' | 'status' | 'processorRef' | 'bankAccountId'
> & { bankAccountId: string };

/** Writes the pending payment and its transfer row; answers the payment. */
export async function recordPendingBankTransfer(tx: Tx, transfer: PendingTransfer) {
  const [payment] = await tx
    .insert(payments)
    .values({ ...transfer, method: 'bank_transfer', status: 'pending' })
    .returning();
  await tx.insert(bankTransfers).values({
    paymentId: payment!.id,
    bankAccountId: transfer.bankAccountId,
    ...(transfer.createdAt ? { createdAt: transfer.createdAt } : {}),
  });
  return payment!;
}

/** A bank account whose transfer came back takes no more transfers until support lifts the hold. */
export function assertTransfersNotHeld(bank: { transfersHeldAt: Date | null }): void {
  if (bank.transfersHeldAt) throw new DomainError('BANK_TRANSFERS_HELD', BANK_TRANSFER_MESSAGES.held);
}

/** The pending transfer already paying this invoice, if any (a second payment would pay it twice). */
export async function findPendingInvoiceTransfer(db: Tx | Database, invoiceId: string) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.status, 'pending')))
    .limit(1);
  return row ?? null;
}

/** Records that these transfers' workflows run (the API's start, or the stranded-workflows relay's). */
export async function markBankTransfersStarted(db: Database, paymentIds: string[], now: Date) {
  if (paymentIds.length === 0) return;
  await db
    .update(bankTransfers)
    .set({ workflowStartedAt: now })
    .where(inArray(bankTransfers.paymentId, paymentIds));
}

/** Pending transfers written before `before` whose workflow never started (the outbox's relay). */
export async function listStrandedBankTransfers(db: Database, before: Date, limit: number) {
  return db
    .select({ paymentId: bankTransfers.paymentId, payerAccountId: payments.payerAccountId })
    .from(bankTransfers)
    .innerJoin(payments, eq(payments.id, bankTransfers.paymentId))
    .where(
      and(
        eq(bankTransfers.status, 'pending'),
        isNull(bankTransfers.workflowStartedAt),
        lt(bankTransfers.createdAt, before),
      ),
    )
    .limit(limit);
}

/** An order's transfers whose workflow has not started yet (started right after the placement). */
export async function listUnstartedTransfersOfOrder(db: Database, orderId: string) {
  return db
    .select({ paymentId: bankTransfers.paymentId, payerAccountId: payments.payerAccountId })
    .from(bankTransfers)
    .innerJoin(payments, eq(payments.id, bankTransfers.paymentId))
    .where(and(eq(payments.orderId, orderId), isNull(bankTransfers.workflowStartedAt)));
}
