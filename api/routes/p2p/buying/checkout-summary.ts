/**
 * GET /p2p_checkout/{seller_id}: what the p2p checkout page shows (issue 13): the cart with the
 * seller at today's prices, the ship-to addresses, the seller's shipping options with delivery
 * dates from its cut-offs and holidays, the caller's cards, the totals of the chosen method,
 * whether the first-order acknowledgement is on file, and the reason codes with the warning.
 */
import type { z } from 'zod';
import type { Database } from '../../../../db/client.ts';
import { loadSupplierCart } from '../../../../db/queries/cart/cart.ts';
import { listOwnCards } from '../../../../db/queries/checkout.ts';
import { listLocationsForCaller } from '../../../../db/queries/locations.ts';
import { findP2pAcknowledgement, findP2pSeller } from '../../../../db/queries/p2p/p2p-buyers.ts';
import { loadSellerShipping } from '../../../../db/queries/p2p/seller-shipping.ts';
import { hasPoBox } from '../../../../domain/addresses/address-rules.ts';
import { isoDate } from '../../../../domain/dates.ts';
import { notFound } from '../../../../domain/errors.ts';
import type { Caller } from '../../../../domain/identity/caller.ts';
import { computeP2pTotals } from '../../../../domain/p2p/p2p-checkout.ts';
import { listP2pReasons, P2P_REPLENISHMENT_WARNING } from '../../../../domain/p2p/reason-codes.ts';
import { sellerTransitOptions } from '../../../../domain/p2p/seller-shipping.ts';
import { isValidExpiry } from '../../../../domain/payments/card-rules.ts';
import { preselectMethod } from '../../../../domain/shipping/shipping-options.ts';
import { serializeLine, serializeLocation, serializeOrderTotals } from '../../checkout/serializers.ts';
import { serializeCard } from '../../payments/serializers.ts';
import type { P2pCheckoutSchema } from './buying-schemas.ts';

export type P2pSummaryOptions = { shipLocationId?: string | undefined; shippingMethod?: string | undefined };

/** The page's data; a seller that is not an approved pharmacy seller, or a foreign location id, is 404. */
export async function loadP2pCheckout(
  db: Database,
  caller: Caller,
  sellerId: string,
  now: Date,
  options: P2pSummaryOptions = {},
): Promise<z.input<typeof P2pCheckoutSchema>> {
  const seller = await findP2pSeller(db, sellerId);
  const shipping = seller ? await loadSellerShipping(db, sellerId) : null;
  if (!seller || !shipping || seller.id === caller.account.id) throw notFound('Seller');
  const [cart, locations, cards, acknowledgedAt] = await Promise.all([
    loadSupplierCart(db, caller, sellerId, isoDate(now)),
    listLocationsForCaller(db, caller),
    listOwnCards(db, caller.account.id),
    findP2pAcknowledgement(db, caller.account.id),
  ]);
  const ship = options.shipLocationId
    ? locations.find((l) => l.id === options.shipLocationId)
    : (locations.find((l) => l.isDefaultShipping) ?? locations[0]);
  if (options.shipLocationId && !ship) throw notFound('Location');
  const transit = sellerTransitOptions(shipping, now, seller.timeZone);
  const chosen =
    transit.find((o) => o.service_type === options.shippingMethod) ??
    transit.find(
      (o) =>
        o.service_type ===
        preselectMethod(
          transit.map((t) => ({ ...t, feeCents: t.fee_cents })),
          { overnightMarker: false },
        ),
    ) ??
    null;
  return {
    seller: { id: seller.id, name: seller.name, state: seller.state },
    lines: cart.lines.map((l) => ({ ...serializeLine(l), p2p_max_qty: l.p2pMaxQty })),
    subtotal_cents: cart.subtotalCents,
    addresses: locations.map((l) => serializeLocation(l, hasPoBox(l.address1, l.address2))),
    ship_location_id: ship?.id ?? null,
    shipping: {
      method: chosen?.service_type ?? null,
      options: transit.map((o) => ({
        service_type: o.service_type,
        name: o.name,
        fee_cents: o.fee_cents,
        delivery_date: o.delivery_date,
        delivery_time: o.delivery_time,
        label: o.label,
      })),
    },
    cards: cards.map((c) => serializeCard(c, !isValidExpiry(c.expMonth, c.expYear, now))),
    totals: serializeOrderTotals(computeP2pTotals(cart.lines, chosen?.fee_cents ?? 0)),
    acknowledged: acknowledgedAt !== null,
    reason_codes: listP2pReasons(),
    warning: P2P_REPLENISHMENT_WARNING,
  };
}
