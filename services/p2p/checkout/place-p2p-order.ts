/**
 * Placing a p2p order with one pharmacy seller (issues 13, 20): the p2p seller kind of the one
 * checkout pipeline (services/checkout/checkout-engine.ts). The card is authorised under a
 * committed intent; the transaction locks the buyer's cart with the seller (two placements of the
 * same cart queue there), re-checks and re-prices it with the seller's shipping fee, and the
 * pipeline takes the stock and writes the order (is_p2p, its reason code, the seller as supplier),
 * its lines and its authorised payment. The authorisation is captured after the commit and held by
 * the payout ledger until delivery and the inspection window (Part C).
 */
import { and, eq } from 'drizzle-orm';
import { cartItems } from '../../../db/schema/index.ts';
import type { Caller } from '../../../domain/identity/caller.ts';
import {
  placeOrderOfKind,
  type OrderRow,
  type Placement,
  type PlacementDeps,
  type SellerKind,
} from '../../checkout/checkout-engine.ts';
import {
  prepareP2pOrder,
  quoteP2pOrder,
  type P2pPlacementInput,
  type PreparedP2pOrder,
} from './p2p-quote.ts';

export type PlaceP2pOrderDeps = PlacementDeps;

type P2pPlacement = PreparedP2pOrder & Placement;

/** The p2p seller kind: card only, the cart locked, the seller's shipping option, a reason code. */
export const p2pSellerKind: SellerKind<P2pPlacement> = {
  quote: (db, p, now) => quoteP2pOrder(db, p, now),
  async quoteLocked(tx, p, now) {
    await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.pharmacyAccountId, p.caller.account.id),
          eq(cartItems.supplierAccountId, p.seller.id),
        ),
      )
      .for('update');
    return quoteP2pOrder(tx, p, now);
  },
  newOrder: (p, orderId, totals) => ({
    id: orderId,
    supplierId: p.seller.id,
    paymentMethod: 'card',
    paymentCardId: p.card.id,
    bankAccountId: null,
    shippingMethod: p.option.service_type,
    ship: p.ship,
    bill: p.ship,
    totals,
    memo: null,
    estimatedDelivery: p.option.delivery_date,
    p2pReasonCode: p.reasonCode,
  }),
};

/**
 * Places the caller's cart with a pharmacy seller as one p2p order, or refuses and writes nothing.
 * `requestKey` is the Idempotency-Key: a retry after a crash resumes the same payment.
 */
export async function placeP2pOrder(
  deps: PlaceP2pOrderDeps,
  caller: Caller,
  sellerId: string,
  input: P2pPlacementInput,
  requestKey?: string,
): Promise<OrderRow> {
  const prepared = await prepareP2pOrder(deps.db, caller, sellerId, input, deps.now);
  const placement: P2pPlacement = { ...prepared, sellerId: prepared.seller.id, cardToHold: prepared.card };
  return placeOrderOfKind(deps, p2pSellerKind, placement, requestKey);
}
