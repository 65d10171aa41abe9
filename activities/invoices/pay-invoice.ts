/**
 * Paying an invoice with a saved method (pharmacy-side §2 balance dropdown, §3 Payment methods;
 * issue 4 "paying an invoice with a saved method"). The invoice row is locked for the whole payment,
 * so two payments of one invoice cannot both charge; the payment row and the paid invoice commit
 * together. The card is charged through the processor port with an idempotency key derived from
 * the request's, so a retried request never charges twice. The order workflow, signalled after
 * the commit, moves the order to paid and tells the supplier.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findOwnBankAccount, findOwnCard, sumBankTransfersSince } from '../../db/queries/checkout.ts';
import { bankAccounts, invoices, payments } from '../../db/schema/index.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import { isBankTransferAvailable, weekStart } from '../../domain/payments/bank-limit.ts';
import type { CardProcessor } from '../ports/card-processor.ts';

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
  /** The request's Idempotency-Key; the processor's key is `invoice:<id>:pay:<key>`. */
  idempotencyKey: string;
  now: Date;
};

type Charge =
  | { ok: true; ref: string; paymentCardId: string | null; bankAccountId: string | null }
  | { ok: false; message: string; paymentCardId: string | null; bankAccountId: string | null };

/** Charges the card, or sends the sandbox bank transfer within the unverified weekly limit. */
async function charge(
  tx: Tx,
  cards: Pick<CardProcessor, 'charge'>,
  input: PayInvoiceInput,
  amountCents: number,
): Promise<Charge> {
  if (input.method === 'card') {
    const card = input.paymentCardId ? await findOwnCard(tx, input.accountId, input.paymentCardId) : null;
    if (!card) throw notFound('Payment card');
    const idempotencyKey = `invoice:${input.invoiceId}:pay:${input.idempotencyKey}`;
    const result = await cards.charge({ token: card.processorToken, amountCents, idempotencyKey });
    return { ...result, paymentCardId: card.id, bankAccountId: null };
  }
  const bank = input.bankAccountId
    ? await findOwnBankAccount(tx, input.accountId, input.bankAccountId)
    : null;
  if (!bank) throw notFound('Bank account');
  // One bank payment at a time per account, so two cannot both fit in what is left of the week.
  await tx
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, bank.id))
    .for('update');
  const sentThisWeekCents = await sumBankTransfersSince(tx, input.accountId, weekStart(input.now));
  if (
    !isBankTransferAvailable({ verified: bank.verified, sentThisWeekCents, orderTotalCents: amountCents })
  ) {
    throw new DomainError('RULE_VIOLATION', PAY_INVOICE_MESSAGES.bankLimit);
  }
  return {
    ok: true,
    ref: `sbx_bank_${randomBytes(12).toString('hex')}`,
    paymentCardId: null,
    bankAccountId: bank.id,
  };
}

/**
 * Pays what is left of one of the caller's invoices. Another account's invoice is 404, a paid one
 * 409, a declined card 422 with the processor's message (the failed attempt is recorded).
 */
export async function payInvoice(
  deps: { db: Database; cards: Pick<CardProcessor, 'charge' | 'refund'> },
  input: PayInvoiceInput,
) {
  let cardRef: string | null = null;
  const outcome = await deps.db
    .transaction(async (tx) => {
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, input.invoiceId), eq(invoices.pharmacyAccountId, input.accountId)))
        .for('update');
      if (!invoice) throw notFound('Invoice');
      const remaining = invoice.amountCents - invoice.paidCents;
      if (invoice.status === 'paid' || remaining <= 0)
        throw new DomainError('RESOURCE_CONFLICT', PAY_INVOICE_MESSAGES.alreadyPaid);
      const result = await charge(tx, deps.cards, input, remaining);
      if (result.ok && result.paymentCardId) cardRef = result.ref;
      const [payment] = await tx
        .insert(payments)
        .values({
          payerAccountId: invoice.pharmacyAccountId,
          payeeAccountId: invoice.supplierAccountId,
          orderId: invoice.orderId,
          invoiceId: invoice.id,
          method: input.method,
          paymentCardId: result.paymentCardId,
          bankAccountId: result.bankAccountId,
          amountCents: remaining,
          status: result.ok ? 'succeeded' : 'failed',
          processorRef: result.ok ? result.ref : null,
          failureMessage: result.ok ? null : result.message,
          createdAt: input.now,
        })
        .returning();
      if (!result.ok) return { ok: false as const, message: result.message };
      const [paid] = await tx
        .update(invoices)
        .set({ status: 'paid', paidCents: invoice.amountCents, paidAt: input.now })
        .where(eq(invoices.id, invoice.id))
        .returning();
      return { ok: true as const, invoice: paid!, payment: payment! };
    })
    .catch(async (error: unknown) => {
      // The card was charged but nothing was recorded: give the money back (the port's compensation).
      if (cardRef) await deps.cards.refund(cardRef);
      throw error;
    });
  if (!outcome.ok) throw new DomainError('RULE_VIOLATION', outcome.message);
  return outcome;
}
