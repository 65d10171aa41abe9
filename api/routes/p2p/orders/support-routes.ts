/**
 * Support's p2p disputes (issue 13): the open disputes, and the decision — release the payout to
 * the seller, or refund the buyer in full — sent to the order's workflow with a note.
 */
import { z } from 'zod';
import { findP2pOrder, listOpenP2pDisputes } from '../../../../db/queries/p2p/p2p-disputes.ts';
import { notFound } from '../../../../domain/errors.ts';
import { sendP2pUpdate } from '../../../../platform/temporal/p2p.ts';
import { decideDisputeUpdate } from '../../../../workflows/p2p/messages.ts';
import { defineRoute, jsonContent } from '../../../contract/route.ts';
import { addRoute, createRouter } from '../../../contract/router.ts';
import { updateIdOf } from '../../../middleware/update-id.ts';
import { DecideBody, DisputeRowSchema, OrderIdParam } from './schemas.ts';

const area = 'p2p';
const access = ['support'] as const;

const listRoute = defineRoute({
  method: 'get',
  path: '/support/p2p_disputes',
  area,
  access,
  summary: 'The p2p disputes waiting for a decision, oldest first',
  responses: { 200: jsonContent(z.strictObject({ data: z.array(DisputeRowSchema) }), 'Open disputes') },
});

const decideRoute = defineRoute({
  method: 'post',
  path: '/support/p2p_disputes/{orderId}/decide',
  area,
  access,
  summary: 'Decide a dispute: release the payout to the seller, or refund the buyer in full',
  request: { params: OrderIdParam, body: DecideBody },
  responses: {
    200: jsonContent(
      z.strictObject({ message: z.string(), phase: z.enum(['released', 'refunded']) }),
      'Decided',
    ),
  },
  problems: [404, 409, 503],
});

export const supportP2pRoutes = createRouter();

addRoute(supportP2pRoutes, listRoute, async (c) => {
  const rows = await listOpenP2pDisputes(c.get('deps').db);
  const data = rows.map((r) => ({
    order_id: r.order.id,
    order_number: r.order.number,
    seller_name: r.sellerName,
    buyer_name: r.buyerName,
    gross_cents: r.grossCents,
    opened_at: r.order.disputedAt!.toISOString(),
    message: r.order.disputeMessage,
  }));
  return c.json({ data }, 200);
});

addRoute(supportP2pRoutes, decideRoute, async (c) => {
  const order = await findP2pOrder(c.get('deps').db, c.req.valid('param').orderId);
  if (!order) throw notFound('Order');
  const body = c.req.valid('json');
  const payload = { ...body, userId: c.get('caller').user.id };
  await sendP2pUpdate(
    c.get('deps').temporal,
    order,
    decideDisputeUpdate,
    payload,
    updateIdOf(c, 'p2p-decide'),
  );
  const phase = body.decision === 'release' ? ('released' as const) : ('refunded' as const);
  const message =
    body.decision === 'release'
      ? `Order #${order.number}: the payout is released to the seller.`
      : `Order #${order.number}: the buyer is refunded in full.`;
  return c.json({ message, phase }, 200);
});
