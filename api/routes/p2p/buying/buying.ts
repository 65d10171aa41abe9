/** The buyer's side of p2p (issue 13): the p2p checkout and the seller shipping settings. */
import { acknowledgeP2pTerms } from '../../../../services/p2p/checkout/acknowledge-p2p-terms.ts';
import { placeP2pOrder } from '../../../../services/p2p/checkout/place-p2p-order.ts';
import { saveSellerShipping } from '../../../../activities/p2p/checkout/seller-shipping.ts';
import { startP2pOrder } from '../../../../platform/temporal/p2p.ts';
import { loadSellerShipping } from '../../../../db/queries/p2p/seller-shipping.ts';
import { P2P_CHECKOUT_MESSAGES } from '../../../../domain/p2p/p2p-checkout.ts';
import { SELLER_SHIPPING_MESSAGES } from '../../../../domain/p2p/seller-shipping.ts';
import { addRoute, createRouter } from '../../../contract/router.ts';
import { placementDeps, serializePlacedOrder, startPlacedOrder } from '../../checkout/placement.ts';
import * as routes from './buying-routes.ts';
import { loadP2pCheckout } from './checkout-summary.ts';

export const p2pBuyingRoutes = createRouter();

addRoute(p2pBuyingRoutes, routes.acknowledgeP2p, async (c) => {
  const at = await acknowledgeP2pTerms(c.get('deps').db, c.get('caller'), c.get('deps').now());
  return c.json({ message: P2P_CHECKOUT_MESSAGES.acknowledged, acknowledged_at: at.toISOString() }, 200);
});

addRoute(p2pBuyingRoutes, routes.p2pCheckout, async (c) => {
  const q = c.req.valid('query');
  const { db, now } = c.get('deps');
  const summary = await loadP2pCheckout(db, c.get('caller'), c.req.valid('param').seller_id, now(), {
    shipLocationId: q.ship_location_id,
    shippingMethod: q.shipping_method,
  });
  return c.json(summary, 200);
});

addRoute(p2pBuyingRoutes, routes.placeP2pOrder, async (c) => {
  const body = c.req.valid('json');
  const order = await placeP2pOrder(
    placementDeps(c),
    c.get('caller'),
    c.req.valid('param').seller_id,
    {
      shipLocationId: body.ship_location_id,
      paymentCardId: body.payment_card_id,
      shippingMethod: body.shipping_method,
      reasonCode: body.reason_code,
    },
    c.req.header('Idempotency-Key'),
  );
  const started = await startPlacedOrder(c, order, startP2pOrder);
  const placed = {
    ...serializePlacedOrder(order, started),
    is_p2p: true as const,
    reason_code: body.reason_code,
  };
  return c.json({ message: P2P_CHECKOUT_MESSAGES.placed(order.number), order: placed }, 201);
});

addRoute(p2pBuyingRoutes, routes.getSellerShipping, async (c) => {
  const settings = await loadSellerShipping(c.get('deps').db, c.get('caller').account.id);
  return c.json({ seller: settings !== null, settings }, 200);
});

addRoute(p2pBuyingRoutes, routes.putSellerShipping, async (c) => {
  const { db, now } = c.get('deps');
  const settings = await saveSellerShipping(db, c.get('caller').account.id, c.req.valid('json'), now());
  return c.json({ message: SELLER_SHIPPING_MESSAGES.saved, seller: true, settings }, 200);
});
