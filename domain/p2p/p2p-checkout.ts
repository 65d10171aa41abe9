/**
 * The p2p checkout's money and messages (issue 13). A p2p order is paid by card only (docs/
 * decisions.md: the payment is held until delivery plus the inspection window, which only a card
 * authorisation can do for an unknown counterparty). The total is items plus the seller's shipping
 * fee: no card-processing fee and no sales tax (the marketplace's fee comes out of the seller's
 * payout; pharmacies buy for dispensing, under their resale certificates).
 */
import { z } from 'zod';
import { computeOrderTotals, type OrderTotals, type TotalsLine } from '../checkout/totals.ts';
import { P2P_REASON_CODES, P2P_REASON_MESSAGES } from './reason-codes.ts';

/**
 * What the buyer chooses at the p2p checkout (the API's body and the page's form): ship-to, card,
 * the seller's shipping method and the reason code (required; never patient data).
 */
export const P2pPlaceOrderBodySchema = z.strictObject({
  ship_location_id: z.uuid('Please choose a ship-to address.'),
  payment_card_id: z.uuid('Please choose a saved card.'),
  shipping_method: z.string().min(1, 'Please choose a shipping method.').max(30),
  reason_code: z.enum(P2P_REASON_CODES, P2P_REASON_MESSAGES.required),
});
export type P2pPlaceOrderBody = z.infer<typeof P2pPlaceOrderBodySchema>;

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
