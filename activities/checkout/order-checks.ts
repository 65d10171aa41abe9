/**
 * The rules an order must pass inside the placement transaction, each a throwing guard over rows
 * read (and where it matters locked) in that transaction, so two orders at once cannot both pass a
 * limit that only one of them fits (notes/security-reliability-performance.md, ASVS v5 2.3.4).
 */
import { assertTransfersNotHeld } from '../payments/bank-transfer-steps.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { CartLine } from '../../db/queries/cart/cart.ts';
import {
  accountsUnderApproval,
  findOwnBankAccount,
  sumBankTransfersSince,
  sumOutstandingCredit,
} from '../../db/queries/checkout.ts';
import type { CheckoutSettings } from '../../db/queries/supplier-settings/supplier-settings.ts';
import { accounts, supplierCustomers } from '../../db/schema/index.ts';
import { checkCartQuantity } from '../../domain/cart/quantity-rules.ts';
import { assertOrderable, parseDeaSchedule } from '../../domain/checkout/controlled-substances.ts';
import { checkOrderMinimums } from '../../domain/checkout/order-minimums.ts';
import { DomainError, notFound, type ErrorCode } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { termsRefusalOf } from '../../domain/invoices/net-terms.ts';
import {
  isBankTransferAvailable,
  remainingWeeklyAllowanceCents,
  weekStart,
} from '../../domain/payments/bank-limit.ts';
import { CHECKOUT_MESSAGES, termsRefusalProblem } from '../../domain/checkout/checkout-messages.ts';
import { minimumsOf } from './checkout-rules.ts';

type Tx = Pick<Database, 'select'>;

const refuse = (code: ErrorCode, detail: string, message?: string) =>
  new DomainError(code, detail, message ? { message } : {});

/**
 * Locks the customer relationship for the rest of the transaction (FOR NO KEY UPDATE: rows that
 * merely reference it are not blocked) and checks it is still approved. Every placement with this
 * supplier by this customer queues here, so credit and cart are read after the previous one committed.
 */
export async function lockApprovedCustomer(tx: Tx, customerId: string, supplierName: string) {
  const [customer] = await tx
    .select()
    .from(supplierCustomers)
    .where(eq(supplierCustomers.id, customerId))
    .for('no key update');
  if (customer?.status === 'suspended')
    throw refuse(
      'CHECKOUT_NOT_A_CUSTOMER',
      CHECKOUT_MESSAGES.suspended(supplierName, customer.suspensionReason),
    );
  if (!customer || customer.status !== 'approved')
    throw refuse('CHECKOUT_NOT_A_CUSTOMER', CHECKOUT_MESSAGES.notCustomer(supplierName));
  return customer;
}

/**
 * Support approved the supplier's disable-controls request (supplier-side §4): no scheduled
 * product (any DEA schedule) may be ordered by this customer from this supplier.
 */
export function assertControlsAllowed(
  lines: Pick<CartLine, 'deaSchedule' | 'name' | 'strength'>[],
  customer: { controlsDisabled: boolean },
  supplierName: string,
): void {
  if (!customer.controlsDisabled) return;
  const scheduled = lines.find((l) => parseDeaSchedule(l.deaSchedule) !== null);
  if (scheduled)
    throw refuse(
      'ORDER_CONTROLLED_SUBSTANCE',
      CHECKOUT_MESSAGES.controlsDisabled(supplierName, `${scheduled.name} ${scheduled.strength}`),
    );
}

/** A non-empty cart of orderable, available lines whose quantities still meet the listing's limits. */
export function assertLinesOrderable(lines: CartLine[], supplierName: string): void {
  if (lines.length === 0) throw refuse('CART_EMPTY', CHECKOUT_MESSAGES.emptyCart(supplierName));
  for (const line of lines) {
    assertOrderable({ deaSchedule: line.deaSchedule, name: line.name });
    // Out of stock is left to reserveStock, so a race lost to another order always reads 'Only N left' (409).
    if (!line.available && line.stock > 0)
      throw refuse('PRODUCT_UNAVAILABLE', CHECKOUT_MESSAGES.unavailable(`${line.name} ${line.strength}`));
    // The cart checked the quantity when it was typed; the supplier may have changed the limits since (§5 Quantity).
    const check = checkCartQuantity({ ...line, previousQuantity: line.quantity });
    if (check.kind === 'rejected')
      throw refuse('ORDER_QUANTITY_NOT_ALLOWED', `${line.name} ${line.strength}: ${check.message}`);
    if (check.kind === 'confirm_remove')
      throw refuse(
        'ORDER_QUANTITY_NOT_ALLOWED',
        `${line.name} ${line.strength}: the quantity must be at least 1.`,
      );
  }
}

/** pharmacy-side §5 Order minimums: refused with the supplier's minimums message. */
export function assertMinimumsMet(settings: CheckoutSettings, lines: CartLine[]): void {
  const check = checkOrderMinimums(lines, minimumsOf(settings));
  if (!check.met)
    throw refuse(
      'ORDER_BELOW_SUPPLIER_MINIMUM',
      check.message,
      `minimums not met: ${check.failures.join(', ')}`,
    );
}

type Customer = Awaited<ReturnType<typeof lockApprovedCustomer>>;

/**
 * pharmacy-side §4 "credit is not exceeded", for orders on terms (pay offline) only: a net-terms
 * account with credit given, not on hold, whose line takes this order (issue 22: no credit, no terms).
 */
export async function assertCreditAvailable(
  tx: Tx,
  customer: Pick<
    Customer,
    'pharmacyAccountId' | 'supplierAccountId' | 'accountType' | 'creditAllocatedCents' | 'creditHold'
  >,
  supplierName: string,
  totalCents: number,
) {
  // One credit line per approval: every account buying under it counts, not only the caller.
  const owners = await accountsUnderApproval(tx, customer.pharmacyAccountId, customer.supplierAccountId);
  const outstandingCents = await sumOutstandingCredit(tx, owners, customer.supplierAccountId);
  const refusal = termsRefusalOf({
    accountType: customer.accountType,
    creditAllocatedCents: customer.creditAllocatedCents,
    outstandingCents,
    orderTotalCents: totalCents,
    creditHold: customer.creditHold,
  });
  if (refusal === null) return;
  const { code, message } = termsRefusalProblem(refusal, supplierName, customer, outstandingCents);
  throw refuse(code, message);
}

/**
 * pharmacy-side §4: an unverified bank account may send only what is left of the week's allowance.
 * The pharmacy's account row is locked first so two transfers at once count each other.
 */
export async function assertBankTransferAllowed(
  tx: Tx,
  caller: Caller,
  bankAccountId: string,
  totalCents: number,
  now: Date,
) {
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, caller.account.id))
    .for('no key update');
  const bank = await findOwnBankAccount(tx, caller.account.id, bankAccountId);
  if (!bank) throw notFound('Bank account');
  assertTransfersNotHeld(bank);
  if (bank.verified) return bank;
  const sentThisWeekCents = await sumBankTransfersSince(tx, caller.account.id, weekStart(now));
  if (!isBankTransferAvailable({ verified: false, sentThisWeekCents, orderTotalCents: totalCents })) {
    throw refuse(
      'BANK_WEEKLY_LIMIT_EXCEEDED',
      CHECKOUT_MESSAGES.bankLimit(remainingWeeklyAllowanceCents(sentThisWeekCents)),
    );
  }
  return bank;
}
