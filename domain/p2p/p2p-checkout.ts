/**
 * The p2p checkout's money and messages (issue 13). A p2p order is paid by card only (docs/
 * decisions.md: the payment is held until delivery plus the inspection window, which only a card
 * authorisation can do for an unknown counterparty). The total is items plus the seller's shipping
 * fee: no card-processing fee and no sales tax (the marketplace's fee comes out of the seller's
 * payout; pharmacies buy for dispensing, under their resale certificates).
 */
import { computeOrderTotals, type OrderTotals, type TotalsLine } from '../checkout/totals.ts';

/** Items plus shipping, charged to a card: the p2p order's totals. */
export function computeP2pTotals(lines: readonly TotalsLine[], shippingFeeCents: number): OrderTotals {
  return computeOrderTotals({
    lines: [...lines],
    shippingCents: shippingFeeCents,
    paymentMethod: 'card',
    cardFeeBp: 0,
    achDiscountBp: 0,
    taxBp: 0,
  });
}

export const P2P_CHECKOUT_MESSAGES = {
  acknowledgementRequired:
    'Please read the pharmacy-to-pharmacy terms, laws, fees and FAQ and acknowledge them before your first p2p order.',
  acknowledged: 'Thank you. You can now place pharmacy-to-pharmacy orders.',
  notP2pSeller: 'This cart is not with a pharmacy seller; use the regular checkout.',
  shippingMethod: 'Please choose one of the shipping methods this seller offers.',
  ownListing: 'You cannot buy from your own pharmacy.',
  placed: (number: number) => `Your pharmacy-to-pharmacy order #${number} has been placed.`,
} as const;
