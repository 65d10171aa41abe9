/**
 * When the place-order button may be pressed (pharmacy-side §4 Checkout): the address is valid, a
 * payment method is visible, credit is not exceeded and the certification is ticked. "The
 * place-order button is replaced by a 'no valid payment' block unless the payment method is
 * pay-offline or card": we read bank transfer as valid too while it is visible (verified, or the
 * order fits the unverified weekly allowance), since the same section says it is hidden otherwise;
 * the block shows when the chosen method cannot be used (a hidden bank transfer, a card the
 * supplier does not take for the ship-to state, no method chosen). docs/decisions.md records this.
 */
import type { CheckoutSummary, PaymentMethod } from './checkout-api.ts';

export type CheckoutChoice = {
  shipLocationId: string | null;
  billLocationId: string | null;
  paymentMethod: PaymentMethod | null;
  cardId: string | null;
  bankAccountId: string | null;
  shippingMethod: string | null;
  certified: boolean;
};

export type PlaceOrderGate = {
  /** The chosen payment method cannot be used: show the 'no valid payment' block instead of the button. */
  noValidPayment: boolean;
  enabled: boolean;
  /** Why the button is disabled, first reason first (shown under it). */
  reasons: string[];
};

/** Whether the chosen payment method is visible and usable for this order. */
export function isPaymentUsable(summary: CheckoutSummary, method: PaymentMethod | null): boolean {
  switch (method) {
    case 'pay_offline':
      return true;
    case 'card':
      return summary.payment_methods.card.accepted;
    case 'bank_transfer':
      return summary.payment_methods.bank_transfer.visible;
    case null:
      return false;
  }
}

/** The button's state for the current choices. */
export function placeOrderGate(summary: CheckoutSummary, choice: CheckoutChoice): PlaceOrderGate {
  const reasons: string[] = [];
  const known = (id: string | null) => id !== null && summary.addresses.some((a) => a.id === id);
  if (!summary.approved)
    reasons.push(summary.approval_message ?? 'This supplier has not approved your pharmacy yet.');
  if (summary.lines.length === 0) reasons.push('Your cart with this supplier is empty.');
  if (!summary.minimums.met && summary.minimums.message) reasons.push(summary.minimums.message);
  if (!known(choice.shipLocationId) || !known(choice.billLocationId))
    reasons.push('Choose a shipping and a billing address.');
  if (!choice.shippingMethod) reasons.push('Choose a shipping method.');
  const noValidPayment = !isPaymentUsable(summary, choice.paymentMethod);
  if (noValidPayment) reasons.push('Choose a payment method.');
  if (choice.paymentMethod === 'card' && !usableCard(summary, choice.cardId))
    reasons.push('Choose a card or add one.');
  if (choice.paymentMethod === 'bank_transfer' && !choice.bankAccountId)
    reasons.push('Choose a bank account.');
  const credit = summary.payment_methods.pay_offline.credit;
  if (choice.paymentMethod === 'pay_offline' && credit && !credit.can_place)
    reasons.push(credit.message ?? 'Your credit limit is exceeded.');
  if (!choice.certified) reasons.push('Tick the certification to place your order.');
  return { noValidPayment, enabled: reasons.length === 0, reasons };
}

function usableCard(summary: CheckoutSummary, cardId: string | null): boolean {
  return summary.payment_methods.card.cards.some((c) => c.id === cardId && !c.expired);
}
