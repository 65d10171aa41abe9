/**
 * Whether an edit keeps a bank-transfer order within the pharmacy's weekly sending limit
 * (pharmacy-side §4 Order edit: save is disabled while the bank payment method is unavailable;
 * §8: the warning carries the verify-now link). The order's own transfer already counts in what was
 * sent this week, so only the increase the edit adds is measured against what is left.
 */
import { findOwnBankAccount, sumBankTransfersSince, type Reader } from '../../db/queries/checkout.ts';
import {
  isBankTransferAvailable,
  remainingWeeklyAllowanceCents,
  weekStart,
} from '../../domain/payments/bank-limit.ts';
import { CHECKOUT_MESSAGES, VERIFY_BANK_LINK } from '../../domain/checkout/checkout-messages.ts';
import type { OrderRow } from './order-steps.ts';

export type BankEditCheck = { available: boolean; warning: string | null; verify_link: string | null };

/** null unless the order is paid by bank transfer; a verified account is always available. */
export async function checkBankEdit(
  db: Reader,
  order: Pick<OrderRow, 'paymentMethod' | 'bankAccountId' | 'pharmacyAccountId' | 'totalCents'>,
  newTotalCents: number,
  now: Date,
): Promise<BankEditCheck | null> {
  if (order.paymentMethod !== 'bank_transfer' || !order.bankAccountId) return null;
  const bank = await findOwnBankAccount(db, order.pharmacyAccountId, order.bankAccountId);
  if (bank?.verified) return { available: true, warning: null, verify_link: null };
  const sentThisWeekCents = await sumBankTransfersSince(db, order.pharmacyAccountId, weekStart(now));
  const increaseCents = Math.max(0, newTotalCents - order.totalCents);
  const available = isBankTransferAvailable({
    verified: false,
    sentThisWeekCents,
    orderTotalCents: increaseCents,
  });
  return {
    available,
    warning: available ? null : CHECKOUT_MESSAGES.bankLimit(remainingWeeklyAllowanceCents(sentThisWeekCents)),
    verify_link: VERIFY_BANK_LINK,
  };
}
