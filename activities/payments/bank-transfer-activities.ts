/**
 * The `bank-transfer:<paymentId>` workflow's steps (issue 23 "A bank transfer settles later"): send
 * the debit to the bank, read where it stands, and record its settlement (the invoice it pays
 * becomes paid) or its return (the invoice is unpaid again, the account's transfers are held, the
 * pharmacy is told). Each is idempotent: a step repeated after a crash changes nothing more.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bankAccounts, bankTransfers, invoices, payments } from '../../db/schema/index.ts';
import { BANK_TRANSFER_MESSAGES } from '../../domain/payments/bank-account-rules.ts';
import { formatCents } from '../../domain/money.ts';
import { markInvoicePaid } from '../invoices/mark-invoice-paid.ts';
import { notifyAccount } from '../notifications/notify-account.ts';
import { reverseInvoicePoints } from '../rewards/invoice-points.ts';
import type { BankRails, TransferOutcome } from '../ports/bank.ts';

type Deps = { db: Database; bank: BankRails; now: () => Date };
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a settlement or a return changed: the order and invoice to tell, when there are. */
export type TransferDecision = {
  status: 'settled' | 'returned';
  orderId: string | null;
  /** The invoice this transfer paid when it settled (the order workflow is told). */
  paidInvoiceId: string | null;
};

async function lockTransfer(tx: Tx, paymentId: string) {
  const [row] = await tx
    .select({ transfer: bankTransfers, payment: payments })
    .from(bankTransfers)
    .innerJoin(payments, eq(payments.id, bankTransfers.paymentId))
    .where(eq(bankTransfers.paymentId, paymentId))
    .for('update');
  if (!row) throw new Error(`bank transfer ${paymentId} not found`);
  return row;
}

/** The invoice a returned transfer had counted as paid (an order paid at checkout), back to unpaid. */
async function reopenInvoice(tx: Tx, payment: typeof payments.$inferSelect, now: Date) {
  // A transfer paying an invoice marks it paid only when it settles: a pending one never counted.
  if (payment.invoiceId || !payment.orderId) return null;
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, payment.orderId))
    .for('update');
  if (!invoice) return null;
  const paidCents = Math.max(0, invoice.paidCents - payment.amountCents);
  const reopened = paidCents < invoice.amountCents;
  await tx
    .update(invoices)
    .set({ paidCents, ...(reopened ? { status: 'open' as const, paidAt: null } : {}) })
    .where(eq(invoices.id, invoice.id));
  // The points it earned go back with the money (issue 23); paid again, it earns again.
  if (reopened) await reverseInvoicePoints(tx, invoice.id, now);
  return invoice;
}

/**
 * Asks the bank for a transfer's debit, keyed `bank-transfer:<paymentId>`: sending twice (the
 * workflow, a refund that needs the reference first) takes the money once. Answers its reference.
 */
export async function sendBankDebit(deps: Pick<Deps, 'db' | 'bank'>, paymentId: string): Promise<string> {
  const [row] = await deps.db
    .select({ transfer: bankTransfers, payment: payments, account: bankAccounts })
    .from(bankTransfers)
    .innerJoin(payments, eq(payments.id, bankTransfers.paymentId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankTransfers.bankAccountId))
    .where(eq(bankTransfers.paymentId, paymentId));
  if (!row) throw new Error(`bank transfer ${paymentId} not found`);
  if (row.transfer.bankRef) return row.transfer.bankRef;
  const { ref } = await deps.bank.debit({
    bankAccountId: row.account.id,
    routingNumber: row.account.routingNumber ?? '',
    amountCents: row.payment.amountCents,
    idempotencyKey: `bank-transfer:${paymentId}`,
  });
  await deps.db.transaction(async (tx) => {
    await tx.update(bankTransfers).set({ bankRef: ref }).where(eq(bankTransfers.paymentId, paymentId));
    await tx.update(payments).set({ processorRef: ref }).where(eq(payments.id, paymentId));
  });
  return ref;
}

export function createBankTransferActivities(deps: Deps) {
  return {
    /** Asks the bank for the debit, keyed by the payment: sending twice takes the money once. */
    sendBankDebit: (paymentId: string) => sendBankDebit(deps, paymentId),

    /** Where the debit stands at the bank (the workflow's re-read when no signal came). */
    async readBankTransferOutcome(paymentId: string): Promise<TransferOutcome> {
      const [row] = await deps.db
        .select({ ref: bankTransfers.bankRef })
        .from(bankTransfers)
        .where(eq(bankTransfers.paymentId, paymentId));
      return row?.ref ? deps.bank.transferOutcome(row.ref) : { status: 'pending' };
    },

    /** The bank settled the debit: the payment succeeded and the invoice it pays is paid. */
    async settleBankTransfer(paymentId: string): Promise<TransferDecision> {
      const now = deps.now();
      return deps.db.transaction(async (tx) => {
        const { transfer, payment } = await lockTransfer(tx, paymentId);
        const decision = { orderId: payment.orderId, paidInvoiceId: payment.invoiceId };
        if (transfer.status !== 'pending') return { status: transfer.status, ...decision };
        // A transfer refunded in full meanwhile stays `refunded`: the reversal gives its money back.
        if (payment.status === 'pending')
          await tx.update(payments).set({ status: 'succeeded' }).where(eq(payments.id, paymentId));
        await tx
          .update(bankTransfers)
          .set({ status: 'settled', decidedAt: now })
          .where(eq(bankTransfers.paymentId, paymentId));
        if (payment.invoiceId) {
          const [invoice] = await tx
            .select()
            .from(invoices)
            .where(eq(invoices.id, payment.invoiceId))
            .for('update');
          if (invoice) await markInvoicePaid(tx, invoice, payment.amountCents, now);
        }
        return { status: 'settled', ...decision };
      });
    },

    /** The bank returned the debit: the invoice is unpaid again, the account held, the pharmacy told. */
    async returnBankTransfer(
      paymentId: string,
      returnCode: string,
      reason: string,
    ): Promise<TransferDecision> {
      const now = deps.now();
      return deps.db.transaction(async (tx) => {
        const { transfer, payment } = await lockTransfer(tx, paymentId);
        const decision = { orderId: payment.orderId, paidInvoiceId: null };
        if (transfer.status !== 'pending') return { status: transfer.status, ...decision };
        const failure = `${returnCode} ${reason}`;
        await tx
          .update(payments)
          .set({ status: 'returned', failureMessage: failure })
          .where(eq(payments.id, paymentId));
        await tx
          .update(bankTransfers)
          .set({ status: 'returned', returnCode, decidedAt: now })
          .where(eq(bankTransfers.paymentId, paymentId));
        await tx
          .update(bankAccounts)
          .set({ transfersHeldAt: now })
          .where(eq(bankAccounts.id, transfer.bankAccountId));
        const reopened = await reopenInvoice(tx, payment, now);
        const invoiceId = payment.invoiceId ?? reopened?.id ?? null;
        const [invoice] = invoiceId ? await tx.select().from(invoices).where(eq(invoices.id, invoiceId)) : [];
        await notifyAccount(tx, {
          accountId: payment.payerAccountId,
          kind: 'bank_transfer_returned',
          title: `Bank transfer of ${formatCents(payment.amountCents)} returned`,
          body: BANK_TRANSFER_MESSAGES.returned(invoice?.number ?? null, failure),
          link: '/pharmacy/settings/payment-methods',
          dedupeKey: `bank-transfer-returned:${paymentId}`,
          details: { payment_id: paymentId, invoice_id: invoiceId, return_code: returnCode },
        });
        return { status: 'returned', ...decision };
      });
    },
  };
}
