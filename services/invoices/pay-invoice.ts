/**
 * Paying an invoice with a saved method (pharmacy-side §2 balance dropdown, §3 Payment methods;
 * issue 4 "paying an invoice with a saved method"). The invoice row is locked for the whole payment,
 * so two payments of one invoice cannot both be recorded; the payment row and the paid invoice
 * commit together. A card is authorised before that transaction and captured after it, under a
 * charge intent keyed by the request's Idempotency-Key, so a retried request never charges twice
 * and a hold whose payment did not commit is voided. The order workflow, signalled after the
 * commit, moves the order to paid and tells the supplier.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findOwnBankAccount, findOwnCard, sumBankTransfersSince } from '../../db/queries/checkout.ts';
import { bankAccounts, invoices, payments } from '../../db/schema/index.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import { isBankTransferAvailable, weekStart } from '../../domain/payments/bank-limit.ts';
import type { Logger } from '../../platform/logger.ts';
import {
  authorizeIntent,
  captureOrLeave,
  findIntentForRequest,
  markIntentCommitted,
  openIntent,
  voidOrLeave,
} from '../../activities/payments/charge-intents.ts';
import type { CardProcessor } from '../../activities/ports/card-processor.ts';
import { markInvoicePaid } from '../../activities/invoices/mark-invoice-paid.ts';
import {
  assertTransfersNotHeld,
  findPendingInvoiceTransfer,
  recordPendingBankTransfer,
} from '../../activities/payments/bank-transfer-steps.ts';
import { BANK_TRANSFER_MESSAGES } from '../../domain/payments/bank-account-rules.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const PAY_INVOICE_MESSAGES = {
  paid: (number: number) => `Invoice #${number} has been paid.`,
  alreadyPaid: 'This invoice has already been paid.',
  bankLimit:
    'This payment is more than an unverified bank account may send this week. Please verify your bank account or pay by card.',
} as const;

export type PayInvoiceInput = {
  accountId: string;
  invoiceId: string;
  method: 'card' | 'bank_transfer';
  paymentCardId?: string | undefined;
  bankAccountId?: string | undefined;
  /** The request's Idempotency-Key: a retry resumes the charge intent it opened. */
  idempotencyKey: string;
  now: Date;
};

type Deps = { db: Database; cards: CardProcessor; logger: Logger };

function alreadyPaid(): DomainError {
  return new DomainError('RESOURCE_CONFLICT', PAY_INVOICE_MESSAGES.alreadyPaid);
}

/** The caller's invoice, locked when inside a transaction; 404 when not theirs, 409 when paid. */
async function openInvoice(db: Database | Tx, input: PayInvoiceInput, lock: boolean) {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, input.invoiceId), eq(invoices.pharmacyAccountId, input.accountId)));
  const [invoice] = lock ? await query.for('update') : await query;
  if (!invoice) throw notFound('Invoice');
  const remaining = invoice.amountCents - invoice.paidCents;
  if (invoice.status === 'paid' || remaining <= 0) throw alreadyPaid();
  return { invoice, remaining };
}

type InvoiceRow = typeof invoices.$inferSelect;
type PaymentValues = typeof payments.$inferInsert;

function paymentOf(invoice: InvoiceRow, amountCents: number, now: Date) {
  return {
    payerAccountId: invoice.pharmacyAccountId,
    payeeAccountId: invoice.supplierAccountId,
    orderId: invoice.orderId,
    invoiceId: invoice.id,
    amountCents,
    createdAt: now,
  };
}

/** The payment row and the paid invoice, together (markInvoicePaid: the one way an invoice is paid). */
async function recordPaid(tx: Tx, invoice: InvoiceRow, payment: PaymentValues, now: Date) {
  const [written] = await tx.insert(payments).values(payment).returning();
  const paid = await markInvoicePaid(tx, invoice, payment.amountCents, now);
  return { invoice: paid, payment: written! };
}

/**
 * A bank transfer within the unverified weekly limit: a pending payment and its transfer row in one
 * transaction. The bank is asked by the transfer's workflow, which marks the invoice paid when the
 * debit settles (issue 23 "A bank transfer settles later, not at once").
 */
async function payByBank(db: Database, input: PayInvoiceInput) {
  return db.transaction(async (tx) => {
    const { invoice, remaining } = await openInvoice(tx, input, true);
    if (await findPendingInvoiceTransfer(tx, invoice.id))
      throw new DomainError('RESOURCE_CONFLICT', BANK_TRANSFER_MESSAGES.pending(invoice.number));
    const bank = input.bankAccountId
      ? await findOwnBankAccount(tx, input.accountId, input.bankAccountId)
      : null;
    if (!bank) throw notFound('Bank account');
    assertTransfersNotHeld(bank);
    // One bank payment at a time per account, so two cannot both fit in what is left of the week.
    await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(eq(bankAccounts.id, bank.id))
      .for('update');
    const sentThisWeekCents = await sumBankTransfersSince(tx, input.accountId, weekStart(input.now));
    if (
      !isBankTransferAvailable({ verified: bank.verified, sentThisWeekCents, orderTotalCents: remaining })
    ) {
      throw new DomainError('BANK_WEEKLY_LIMIT_EXCEEDED', PAY_INVOICE_MESSAGES.bankLimit);
    }
    const payment = await recordPendingBankTransfer(tx, {
      ...paymentOf(invoice, remaining, input.now),
      bankAccountId: bank.id,
    });
    return { invoice, payment };
  });
}

/** The invoice and payment a committed intent paid (a retry of a request that was cut off). */
async function paidBy(db: Database, ref: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.processorRef, ref));
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, payment!.invoiceId!));
  return { invoice: invoice!, payment: payment! };
}

/** authorise → commit → capture (activities/payments/charge-intents.ts), resumable by the request's key. */
async function payByCard(deps: Deps, input: PayInvoiceInput) {
  const card = input.paymentCardId ? await findOwnCard(deps.db, input.accountId, input.paymentCardId) : null;
  if (!card) throw notFound('Payment card');
  const intentDeps = { ...deps, now: input.now };
  let intent = await findIntentForRequest(deps.db, input.accountId, 'invoice', input.idempotencyKey);
  if (intent?.processorRef && (intent.status === 'committed' || intent.status === 'captured')) {
    if (intent.status === 'committed')
      await captureOrLeave(intentDeps, { ...intent, processorRef: intent.processorRef });
    return paidBy(deps.db, intent.processorRef);
  }
  if (!intent || intent.status === 'voided' || intent.status === 'declined') {
    const { remaining } = await openInvoice(deps.db, input, false);
    intent = await openIntent(deps.db, {
      accountId: input.accountId,
      purpose: 'invoice',
      subjectId: input.invoiceId,
      requestKey: input.idempotencyKey,
      amountCents: remaining,
      now: input.now,
    });
  }
  const held = await authorizeIntent(intentDeps, intent, card.processorToken);
  if (!held.ok) {
    // The declined attempt is recorded, so the pharmacy's history shows it.
    const { invoice } = await openInvoice(deps.db, input, false);
    await deps.db.insert(payments).values({
      ...paymentOf(invoice, intent.amountCents, input.now),
      method: 'card',
      paymentCardId: card.id,
      status: 'failed',
      failureMessage: held.message,
    });
    throw new DomainError('PAYMENT_HOLD_REFUSED', held.message);
  }
  const hold = intent;
  try {
    await deps.db.transaction(async (tx) => {
      const { invoice, remaining } = await openInvoice(tx, input, true);
      // Paid in part meanwhile: the hold is for another amount, so it is given back.
      if (remaining !== hold.amountCents) throw alreadyPaid();
      await recordPaid(
        tx,
        invoice,
        {
          ...paymentOf(invoice, remaining, input.now),
          method: 'card',
          paymentCardId: card.id,
          status: 'authorized',
          processorRef: held.ref,
        },
        input.now,
      );
      await markIntentCommitted(tx, hold.id, input.now);
    });
  } catch (error) {
    await voidOrLeave(intentDeps, hold);
    throw error;
  }
  await captureOrLeave(intentDeps, { ...hold, processorRef: held.ref });
  return paidBy(deps.db, held.ref);
}

/**
 * Pays what is left of one of the caller's invoices. Another account's invoice is 404, a paid one
 * 409, a declined card 422 with the processor's message (the failed attempt is recorded).
 */
export async function payInvoice(deps: Deps, input: PayInvoiceInput) {
  // Card and bank both end in markInvoicePaid (activities/invoices/mark-invoice-paid.ts): a card at
  // once, a bank transfer when its workflow hears the debit settled.
  return input.method === 'card' ? payByCard(deps, input) : payByBank(deps.db, input);
}
