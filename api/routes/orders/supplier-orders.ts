/** The supplier's orders: list, detail, accept, modify, ship, manual shipment status, cancel (issue 4). */
import type { Context } from 'hono';
import { z } from 'zod';
import { PROPOSAL_MESSAGES } from '../../../domain/orders/edit-proposal-messages.ts';
import { recordManualStatus } from '../../../activities/shipping/track-shipment.ts';
import { findLatestShipment } from '../../../db/queries/orders/order-tracking.ts';
import {
  findSupplierOrder,
  listSupplierOrders,
  type OrderRow,
} from '../../../db/queries/orders/supplier-orders.ts';
import { DomainError } from '../../../domain/errors.ts';
import { ORDER_STATUSES } from '../../../domain/orders/order-state.ts';
import {
  markOrderDelivered,
  recordShipmentStatus as recordTrackedStatus,
  sendOrderUpdate,
} from '../../../platform/temporal/orders.ts';
import { acceptOrderUpdate, shipOrderUpdate } from '../../../workflows/orders/messages.ts';
import { pageParam, perPageParam } from '../../contract/paging.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppEnv } from '../../context.ts';
import { updateIdOf } from '../../middleware/update-id.ts';
import { orderCommandsFor } from './order-commands.ts';
import { CancelBody, EditBody, EmptyBody, IdParam, ShipBody, ShipmentStatusBody } from './schemas.ts';
import {
  EditPreviewSchema,
  OrderDetailSchema,
  serializeOrderRow,
  SupplierOrderRowSchema,
} from './serializers.ts';

const area = 'orders';
const access = ['supplier'] as const;
const commands = orderCommandsFor({ actor: 'supplier', findOwnOrder: findSupplierOrder });

const ListQuery = z.strictObject({
  page: pageParam(),
  per_page: perPageParam(25, 100),
  status: z.enum(ORDER_STATUSES).optional(),
});
const Answer = z.strictObject({ message: z.string(), order: OrderDetailSchema });
const command = <const P extends string, B extends z.ZodObject>(
  path: P,
  summary: string,
  body: B,
  problems: readonly (404 | 409 | 422 | 503)[],
) =>
  defineRoute({
    method: 'post',
    path,
    area,
    access,
    summary,
    request: { params: IdParam, body },
    responses: { 200: jsonContent(Answer, 'The order as it is now') },
    problems,
  });

const listRoute = defineRoute({
  method: 'get',
  path: '/suppliers/orders',
  area,
  access,
  summary: 'The supplier’s orders, newest first, by status, paged',
  request: { query: ListQuery },
  responses: {
    200: jsonContent(
      z.strictObject({
        data: z.array(SupplierOrderRowSchema),
        page: z.number().int(),
        per_page: z.number().int(),
        total: z.number().int(),
      }),
      'One page of orders',
    ),
  },
});

const detailRoute = defineRoute({
  method: 'get',
  path: '/suppliers/orders/{id}',
  area,
  access,
  summary: 'One order: lines, addresses, totals, shipments, invoice and what may be done next',
  request: { params: IdParam },
  responses: { 200: jsonContent(OrderDetailSchema, 'The order') },
  problems: [404],
});

const acceptRoute = command(
  '/suppliers/orders/{id}/accept',
  'Accept a placed order',
  EmptyBody,
  [404, 409, 503],
);
const shipRoute = command(
  '/suppliers/orders/{id}/ship',
  'Ship an order with its packages',
  ShipBody,
  [404, 409, 422, 503],
);
const statusRoute = command(
  '/suppliers/orders/{id}/shipment_status',
  'Record a shipment status by hand',
  ShipmentStatusBody,
  [404, 409, 503],
);
const cancelRoute = command(
  '/suppliers/orders/{id}/cancel',
  'Cancel an order before it ships',
  CancelBody,
  [404, 409, 503],
);

const modifyRoute = defineRoute({
  method: 'patch',
  path: '/suppliers/orders/{id}',
  area,
  access,
  summary: 'Modify an order: quantities, shipping method, the shipping and card-fee switches',
  request: { params: IdParam, body: EditBody },
  responses: {
    200: jsonContent(
      Answer.extend({ changes: z.array(z.string()) }),
      'Modified, and the pharmacy told what changed; or, raising a line above what was ordered, proposed to the pharmacy (`order.edit_proposal`)',
    ),
  },
  problems: [404, 409, 422, 503],
});

const previewRoute = defineRoute({
  method: 'post',
  path: '/suppliers/orders/{id}/preview',
  area,
  access,
  summary: 'Price a modification without saving it',
  request: { params: IdParam, body: EditBody },
  responses: { 200: jsonContent(EditPreviewSchema, 'The modification, priced') },
  problems: [404, 422],
});

export const supplierOrderRoutes = createRouter();

addRoute(supplierOrderRoutes, listRoute, async (c) => {
  const q = c.req.valid('query');
  const { rows, total } = await listSupplierOrders(c.get('deps').db, c.get('caller').account.id, {
    page: q.page,
    perPage: q.per_page,
    status: q.status,
  });
  return c.json({ data: rows.map(serializeOrderRow), page: q.page, per_page: q.per_page, total }, 200);
});

addRoute(supplierOrderRoutes, detailRoute, async (c) => {
  const order = await commands.ownOrder(c, c.req.valid('param').id);
  return c.json(await commands.detailOf(c, order.id), 200);
});

addRoute(supplierOrderRoutes, acceptRoute, async (c) => {
  const order = await commands.ownOrder(c, c.req.valid('param').id);
  const options = { target: 'accepted' as const, updateId: updateIdOf(c, 'accept') };
  await sendOrderUpdate(c.get('deps').temporal, order, acceptOrderUpdate, {}, options);
  return c.json(
    { message: `Order #${order.number} accepted.`, order: await commands.detailOf(c, order.id) },
    200,
  );
});

addRoute(supplierOrderRoutes, modifyRoute, async (c) => {
  const { order, state, detail } = await commands.editOrder(
    c,
    c.req.valid('param').id,
    c.req.valid('json'),
    'modify',
  );
  const proposal = state.editProposalId ? detail.edit_proposal : null;
  const answer = proposal
    ? { message: PROPOSAL_MESSAGES.proposed(order.number, detail.pharmacy.name), changes: proposal.changes }
    : { message: `Order #${order.number} updated.`, changes: detail.change_summary };
  return c.json({ ...answer, order: detail }, 200);
});

addRoute(supplierOrderRoutes, previewRoute, async (c) => {
  const { preview } = await commands.previewEdit(c, c.req.valid('param').id, c.req.valid('json'));
  return c.json(preview, 200);
});

addRoute(supplierOrderRoutes, shipRoute, async (c) => {
  const order = await commands.ownOrder(c, c.req.valid('param').id);
  const options = { target: 'shipped' as const, updateId: updateIdOf(c, 'ship') };
  await sendOrderUpdate(c.get('deps').temporal, order, shipOrderUpdate, c.req.valid('json'), options);
  return c.json(
    { message: `Order #${order.number} shipped.`, order: await commands.detailOf(c, order.id) },
    200,
  );
});

addRoute(supplierOrderRoutes, statusRoute, async (c) => {
  const order = await commands.ownOrder(c, c.req.valid('param').id);
  await recordShipmentStatus(c, order, c.req.valid('json'));
  return c.json({ message: 'Status recorded.', order: await commands.detailOf(c, order.id) }, 200);
});

addRoute(supplierOrderRoutes, cancelRoute, async (c) =>
  c.json(await commands.cancelOrder(c, c.req.valid('param').id, c.req.valid('json')), 200),
);

/**
 * Manual status entry: while tracking runs, the tracking workflow records it (and stops when
 * delivered); once tracking has ended (given up), a delivered status is recorded here and the
 * order workflow is told the supplier reports it delivered.
 */
async function recordShipmentStatus(
  c: Context<AppEnv>,
  order: OrderRow,
  body: z.output<typeof ShipmentStatusBody>,
) {
  const { db, temporal, now } = c.get('deps');
  if (order.status !== 'shipped') {
    const why = order.deliveredAt ? 'is already delivered' : 'has not shipped yet';
    throw new DomainError('ORDER_INVALID_TRANSITION', `Order #${order.number} ${why}.`);
  }
  const shipment = await findLatestShipment(db, order.id);
  if (!shipment)
    throw new DomainError('ORDER_INVALID_TRANSITION', `Order #${order.number} has not shipped yet.`);
  if (!shipment.trackingEndedAt) {
    await recordTrackedStatus(temporal, order, shipment.id, body);
    return;
  }
  if (body.status !== 'delivered')
    throw new DomainError(
      'ORDER_INVALID_TRANSITION',
      'Tracking of this shipment has ended; only a delivered status can still be recorded.',
    );
  await recordManualStatus(db, shipment.id, crypto.randomUUID(), body, now());
  await markOrderDelivered(temporal, order, 'supplier');
}
