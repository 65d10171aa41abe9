/**
 * The buyer's side of a p2p order (issue 13): the panel on its order page, receipt, a dispute
 * within the inspection window, cancelling before shipment, and rating the seller after delivery
 * (pharmacy-side §7 POST /users/{id}/rate). Pharmacy accounts; another account's order is 404.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { rateSeller } from '../../../../services/p2p/orders/rate-seller.ts';
import { findBuyerP2pOrder, loadP2pOrderDetail } from '../../../../db/queries/p2p/p2p-sales.ts';
import { notFound } from '../../../../domain/errors.ts';
import { sendP2pUpdate } from '../../../../platform/temporal/p2p.ts';
import {
  confirmReceiptUpdate,
  openDisputeUpdate,
  p2pCancelUpdate,
} from '../../../../workflows/p2p/messages.ts';
import { defineRoute, jsonContent } from '../../../contract/route.ts';
import { addRoute, createRouter } from '../../../contract/router.ts';
import type { AppEnv } from '../../../context.ts';
import { updateIdOf } from '../../../middleware/update-id.ts';
import { CancelBody, DisputeBody, EmptyBody, IdParam, P2pOrderDetailSchema, RateBody } from './schemas.ts';
import { serializeP2pOrder } from './serializers.ts';

const area = 'p2p';
const access = ['pharmacy'] as const;

async function ownOrder(c: Context<AppEnv>, id: string) {
  const order = await findBuyerP2pOrder(c.get('deps').db, c.get('caller').account.id, id);
  if (!order) throw notFound('Order');
  return order;
}

async function orderDetail(c: Context<AppEnv>, id: string) {
  const order = await ownOrder(c, id);
  return serializeP2pOrder(order, await loadP2pOrderDetail(c.get('deps').db, order));
}

const Answer = z.strictObject({ message: z.string(), order: P2pOrderDetailSchema });

const panelRoute = defineRoute({
  method: 'get',
  path: '/orders/{id}/p2p',
  area,
  access,
  summary: 'A p2p order as its buyer sees it: lots, tracking, payout hold, dispute, rating, DSCSA records',
  request: { params: IdParam },
  responses: { 200: jsonContent(P2pOrderDetailSchema, 'The p2p order') },
  problems: [404],
});

const receiptRoute = defineRoute({
  method: 'post',
  path: '/orders/{id}/confirm_receipt',
  area,
  access,
  summary: 'Confirm receipt of a shipped p2p order: the seller’s payout is released',
  request: { params: IdParam, body: EmptyBody },
  responses: { 200: jsonContent(Answer, 'Receipt confirmed') },
  problems: [404, 409, 503],
});

const disputeRoute = defineRoute({
  method: 'post',
  path: '/orders/{id}/dispute',
  area,
  access,
  summary: 'Open a dispute within the inspection window: the payout stays held for support',
  request: { params: IdParam, body: DisputeBody },
  responses: { 200: jsonContent(Answer, 'Dispute opened') },
  problems: [404, 409, 422, 503],
});

const cancelRoute = defineRoute({
  method: 'post',
  path: '/orders/{id}/p2p/cancel',
  area,
  access,
  summary: 'Cancel a p2p order before it ships; the payment is refunded in full',
  request: { params: IdParam, body: CancelBody },
  responses: { 200: jsonContent(Answer, 'Cancelled') },
  problems: [404, 409, 503],
});

const rateRoute = defineRoute({
  method: 'post',
  path: '/users/{id}/rate',
  area,
  access,
  summary: 'Rate the seller (account {id}) of a delivered p2p order: 1–5, one per order; 1–2 need a message',
  request: { params: IdParam, body: RateBody },
  responses: { 201: jsonContent(z.strictObject({ message: z.string(), id: z.uuid() }), 'Rated') },
  problems: [404, 409, 422],
});

export const buyerP2pRoutes = createRouter();

addRoute(buyerP2pRoutes, panelRoute, async (c) => c.json(await orderDetail(c, c.req.valid('param').id), 200));

addRoute(buyerP2pRoutes, receiptRoute, async (c) => {
  const order = await ownOrder(c, c.req.valid('param').id);
  await sendP2pUpdate(c.get('deps').temporal, order, confirmReceiptUpdate, {}, updateIdOf(c, 'p2p-receipt'));
  return c.json(
    { message: `Receipt of order #${order.number} confirmed.`, order: await orderDetail(c, order.id) },
    200,
  );
});

addRoute(buyerP2pRoutes, disputeRoute, async (c) => {
  const order = await ownOrder(c, c.req.valid('param').id);
  const body = c.req.valid('json');
  await sendP2pUpdate(c.get('deps').temporal, order, openDisputeUpdate, body, updateIdOf(c, 'p2p-dispute'));
  return c.json(
    {
      message: `Dispute opened on order #${order.number}; support will be in touch.`,
      order: await orderDetail(c, order.id),
    },
    200,
  );
});

addRoute(buyerP2pRoutes, cancelRoute, async (c) => {
  const order = await ownOrder(c, c.req.valid('param').id);
  const payload = { by: 'buyer' as const, ...c.req.valid('json') };
  await sendP2pUpdate(c.get('deps').temporal, order, p2pCancelUpdate, payload, updateIdOf(c, 'p2p-cancel'));
  return c.json({ message: `Order #${order.number} cancelled.`, order: await orderDetail(c, order.id) }, 200);
});

addRoute(buyerP2pRoutes, rateRoute, async (c) => {
  const { db, now } = c.get('deps');
  const { account, user } = c.get('caller');
  const body = c.req.valid('json');
  const { id } = await rateSeller(
    db,
    {
      buyerAccountId: account.id,
      userId: user.id,
      sellerAccountId: c.req.valid('param').id,
      orderId: body.order_id,
      rating: body.rating,
      message: body.message ?? null,
    },
    now(),
  );
  return c.json({ message: 'Thank you for rating the seller.', id }, 201);
});
