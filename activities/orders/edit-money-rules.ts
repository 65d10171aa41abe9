/**
 * The money rules of an order edit (issue 10 "Order edits respect money rules"), checked inside the
 * edit's transaction after it is priced:
 * - (a supplier's raise above what the pharmacy ordered is a proposal first: edit-proposals.ts);
 * - an order on terms that costs more is checked against the credit line again, under the same
 *   customer lock checkout takes, so an edit cannot step around the limit;
 * - a card order was charged at placement for its total: it cannot cost more;
 * - a bank-transfer order that costs more sends the difference as another transfer, within the
 *   unverified account's weekly allowance.
 */
import { recordPendingBankTransfer } from '../payments/bank-transfer-steps.ts';
import { eq } from 'drizzle-orm';
import { findTermsFor } from '../../db/queries/checkout.ts';
import { accounts } from '../../db/schema/index.ts';
import { DomainError, type ErrorCode } from '../../domain/errors.ts';
import { assertCreditAvailable, lockApprovedCustomer } from '../checkout/order-checks.ts';
import { checkBankEdit } from './bank-edit-check.ts';
import type { PricedEdit } from './order-pricing.ts';
import type { OrderRow, Tx } from './order-steps.ts';

export const EDIT_MONEY_MESSAGES = {
  cardRaise:
    'This order was paid by card when it was placed, so its total cannot go up. Anything more needs a new order.',
} as const;

const refuse = (code: ErrorCode, detail: string) => new DomainError(code, detail);

export async function applyEditMoneyRules(
  tx: Tx,
  order: OrderRow,
  priced: PricedEdit,
  now: Date,
): Promise<void> {
  const increaseCents = priced.totals.totalCents - order.totalCents;
  if (increaseCents <= 0) return;
  if (order.paymentMethod === 'card') throw refuse('ORDER_EDIT_CARD_RAISE', EDIT_MONEY_MESSAGES.cardRaise);
  if (order.paymentMethod === 'bank_transfer') {
    const bank = await checkBankEdit(tx, order, priced.totals.totalCents, now);
    if (bank && !bank.available) throw refuse('BANK_WEEKLY_LIMIT_EXCEEDED', bank.warning!);
    // A pending transfer, as at placement: the relay starts its workflow (bank_transfers is the outbox).
    await recordPendingBankTransfer(tx, {
      payerAccountId: order.pharmacyAccountId,
      payeeAccountId: order.supplierAccountId,
      orderId: order.id,
      bankAccountId: order.bankAccountId!,
      amountCents: increaseCents,
      createdAt: now,
    });
    return;
  }
  const terms = await findTermsFor(tx, order.pharmacyAccountId, order.supplierAccountId);
  const [supplier] = await tx
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, order.supplierAccountId));
  const name = supplier?.name ?? 'The supplier';
  if (!terms)
    throw refuse('CHECKOUT_NOT_A_CUSTOMER', `${name} has not approved your pharmacy as a customer.`);
  // This order's current total already counts as outstanding: only the increase is new credit.
  const locked = await lockApprovedCustomer(tx, terms.id, name);
  await assertCreditAvailable(tx, locked, name, increaseCents);
}
