/**
 * What checkout says when it refuses an order (pharmacy-side §4 Checkout, §5). The spec names the
 * situations, not their words; these are ours, in the plain style of its other messages.
 */
import type { ErrorCode } from '../errors.ts';
import type { TermsRefusal } from '../invoices/net-terms.ts';
import { formatCents } from '../money.ts';
import {
  APPLICATION_ACCOUNT_TYPE_LABELS,
  type ApplicationAccountType,
} from '../wholesaler-applications/applications.ts';

export const CHECKOUT_MESSAGES = {
  notCustomer: (supplier: string) => `${supplier} has not approved your pharmacy as a customer yet.`,
  suspended: (supplier: string, reason: string | null) =>
    `${supplier} has suspended your account${reason ? ` (${reason})` : ''}. Please contact ${supplier} to restore it.`,
  controlsDisabled: (supplier: string, name: string) =>
    `${supplier} does not sell controlled substances to your pharmacy: please remove ${name} from your cart.`,
  emptyCart: (supplier: string) => `Your cart with ${supplier} is empty.`,
  certification: 'Please tick the certification checkbox to place your order.',
  shippingMethod: 'Please choose one of the shipping methods this supplier offers.',
  unknownZip: (zip: string) =>
    `We could not find the ZIP code ${zip}. Please enter the 5-digit ZIP code of a US street address.`,
  cardRequired: 'Please choose a saved card or add a new one.',
  bankAccountRequired: 'Please choose a bank account.',
  cardNotAccepted: (supplier: string, state: string) =>
    `${supplier} does not accept card payments for orders shipped to ${state}.`,
  creditHold: (supplier: string) =>
    `Your account with ${supplier} is on credit hold. Please pay by card or bank transfer.`,
  noCredit: (supplier: string) =>
    `${supplier} has not given your pharmacy any credit, so orders cannot go on net terms. Please pay by card or bank transfer.`,
  noTerms: (supplier: string, accountType: ApplicationAccountType) =>
    `Your account with ${supplier} is a ${APPLICATION_ACCOUNT_TYPE_LABELS[accountType].toLowerCase()} account, without net terms. Please pay by card or bank transfer.`,
  creditExceeded: (supplier: string, availableCents: number) =>
    `This order exceeds your available credit with ${supplier} (${formatCents(Math.max(0, availableCents))} available). Please pay by card or bank transfer.`,
  bankLimit: (remainingCents: number) =>
    `Bank transfer is not available for this order: your bank account is not verified and the order exceeds what is left of your weekly sending limit (${formatCents(remainingCents)}). Verify your bank account to send more.`,
  unavailable: (name: string) => `${name} is no longer available.`,
  outOfStock: (left: number, name: string) => `Only ${left} left of ${name}.`,
  totalChanged:
    'Your order total changed while it was being placed (a price, stock or fee changed). Nothing was charged; please review your order and place it again.',
  placed: (number: number) => `Your order #${number} has been placed.`,
} as const;

/** The code an order on terms is refused with, by why (domain/invoices/net-terms.ts termsRefusalOf). */
const TERMS_REFUSAL_CODES: Record<TermsRefusal, ErrorCode> = {
  not_net_terms: 'PAYMENT_METHOD_NOT_ALLOWED',
  credit_hold: 'CREDIT_HOLD',
  no_credit: 'CREDIT_NOT_GRANTED',
  credit_exceeded: 'CREDIT_LIMIT_EXCEEDED',
};

/** The refusal of an order on terms as checkout, the checkout page and order edits say it. */
export function termsRefusalProblem(
  refusal: TermsRefusal,
  supplier: string,
  customer: { accountType: ApplicationAccountType; creditAllocatedCents: number },
  outstandingCents: number,
): { code: ErrorCode; message: string } {
  const messages: Record<TermsRefusal, () => string> = {
    not_net_terms: () => CHECKOUT_MESSAGES.noTerms(supplier, customer.accountType),
    credit_hold: () => CHECKOUT_MESSAGES.creditHold(supplier),
    no_credit: () => CHECKOUT_MESSAGES.noCredit(supplier),
    credit_exceeded: () =>
      CHECKOUT_MESSAGES.creditExceeded(supplier, customer.creditAllocatedCents - outstandingCents),
  };
  return { code: TERMS_REFUSAL_CODES[refusal], message: messages[refusal]() };
}

/** Why a pharmacy that is not an approved customer cannot buy: suspended (with the reason) or not approved. */
export function notCustomerMessage(
  standing: { status: string; suspensionReason: string | null } | null,
  supplierName: string,
): string {
  return standing?.status === 'suspended'
    ? CHECKOUT_MESSAGES.suspended(supplierName, standing.suspensionReason)
    : CHECKOUT_MESSAGES.notCustomer(supplierName);
}

/** Where the bank-transfer warning sends the user (pharmacy-side §2). */
export const VERIFY_BANK_LINK = '/pharmacy/settings/ach_verification?force_verify=1';
