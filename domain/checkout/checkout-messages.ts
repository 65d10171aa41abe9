/**
 * What checkout says when it refuses an order (pharmacy-side §4 Checkout, §5). The spec names the
 * situations, not their words; these are ours, in the plain style of its other messages.
 */
import { formatCents } from '../money.ts';

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
