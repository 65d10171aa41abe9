/**
 * The p2p checkout's reads and checks before any money moves (issue 13): the seller is an approved
 * pharmacy seller other than the caller, the caller's licences are valid, every id in the body is
 * the caller's own, the reason code and the seller's shipping method are chosen, and the cart with
 * the seller holds only buyable lines whose quantities keep to their limits.
 */
import type { Database } from '../../../db/client.ts';
import { loadSupplierCart, type CartLine } from '../../../db/queries/cart/cart.ts';
import { findOwnCard } from '../../../db/queries/checkout.ts';
import { listLicencesOf } from '../../../db/queries/licences.ts';
import { findLocationForCaller } from '../../../db/queries/locations.ts';
import { findP2pAcknowledgement, findP2pSeller } from '../../../db/queries/p2p/p2p-buyers.ts';
import { loadSellerShipping } from '../../../db/queries/p2p/seller-shipping.ts';
import { isoDate } from '../../../domain/dates.ts';
import { DomainError, notFound, type ErrorCode } from '../../../domain/errors.ts';
import type { Caller } from '../../../domain/identity/caller.ts';
import { assertLicencesValid } from '../../../domain/licences/licence-watch.ts';
import { computeP2pTotals, P2P_CHECKOUT_MESSAGES } from '../../../domain/p2p/p2p-checkout.ts';
import {
  isP2pReasonCode,
  P2P_REASON_MESSAGES,
  type P2pReasonCode,
} from '../../../domain/p2p/reason-codes.ts';
import { sellerTransitOptions } from '../../../domain/p2p/seller-shipping.ts';
import { CARD_MESSAGES, isValidExpiry } from '../../../domain/payments/card-rules.ts';
import { isoDateIn } from '../../../domain/zoned-dates.ts';
import { CART_MESSAGES } from '../../cart/cart-rules.ts';
import { assertLinesOrderable } from '../../../activities/checkout/order-checks.ts';

/** The buyer's choices, ids still unchecked. */
export type P2pPlacementInput = {
  shipLocationId: string;
  paymentCardId: string;
  shippingMethod: string;
  reasonCode: string;
};

const refuse = (code: ErrorCode, detail: string, field?: string) =>
  new DomainError(code, detail, field ? { fields: { [field]: [detail] } } : {});

/** Everything checked before any lock is taken or money held. */
export async function prepareP2pOrder(
  db: Database,
  caller: Caller,
  sellerId: string,
  input: P2pPlacementInput,
  now: Date,
) {
  const seller = await findP2pSeller(db, sellerId);
  const shipping = seller ? await loadSellerShipping(db, sellerId) : null;
  if (!seller || !shipping) throw notFound('Seller');
  if (seller.id === caller.account.id) throw refuse('OWN_LISTING', P2P_CHECKOUT_MESSAGES.ownListing);
  // Held from the day after a licence's expiry (docs/decisions.md "Listings hidden"), as at wholesale checkout.
  assertLicencesValid(await listLicencesOf(db, caller.account.id), isoDateIn(now, caller.account.timeZone));
  const ship = await findLocationForCaller(db, caller, input.shipLocationId);
  if (!ship) throw notFound('Location');
  const card = await findOwnCard(db, caller.account.id, input.paymentCardId);
  if (!card) throw notFound('Card');
  if (!isValidExpiry(card.expMonth, card.expYear, now))
    throw refuse('CARD_EXPIRED', CARD_MESSAGES.exp, 'payment_card_id');
  if (!isP2pReasonCode(input.reasonCode))
    throw refuse('P2P_CHECKOUT_INCOMPLETE', P2P_REASON_MESSAGES.required, 'reason_code');
  if (!(await findP2pAcknowledgement(db, caller.account.id)))
    throw refuse('P2P_CHECKOUT_INCOMPLETE', P2P_CHECKOUT_MESSAGES.acknowledgementRequired, 'acknowledgement');
  const option = sellerTransitOptions(shipping, now, seller.timeZone).find(
    (o) => o.service_type === input.shippingMethod,
  );
  if (!option)
    throw refuse('SHIPPING_METHOD_UNAVAILABLE', P2P_CHECKOUT_MESSAGES.shippingMethod, 'shipping_method');
  const reasonCode: P2pReasonCode = input.reasonCode;
  return { caller, seller, ship, card, option, reasonCode };
}

export type PreparedP2pOrder = Awaited<ReturnType<typeof prepareP2pOrder>>;

/** Each line is a p2p line whose listing is still buyable (proof on file, seller in good standing). */
export function assertP2pLinesBuyable(lines: readonly CartLine[], sellerName: string): void {
  if (lines.length > 0 && lines.some((l) => !l.isP2p))
    throw refuse('P2P_CART_MIXED', P2P_CHECKOUT_MESSAGES.notP2pSeller);
  for (const line of lines) {
    // Out of stock is left to the stock update, so a lost race reads 'Only N left' (409).
    if (!line.available && line.stock > 0)
      throw refuse(
        'PRODUCT_UNAVAILABLE',
        CART_MESSAGES.p2pNotBuyable(`${line.name} ${line.strength}`),
        `items.${line.cartItemId}`,
      );
  }
  assertLinesOrderable([...lines], sellerName);
}

/** The cart with the seller, checked, and its totals with the chosen method's fee. */
export async function quoteP2pOrder(db: Pick<Database, 'select'>, p: PreparedP2pOrder, now: Date) {
  const cart = await loadSupplierCart(db, p.caller, p.seller.id, isoDate(now));
  assertP2pLinesBuyable(cart.lines, p.seller.name);
  const totals = computeP2pTotals(cart.lines, p.option.fee_cents);
  return { lines: cart.lines, totals };
}
