import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { sendOrderSignal, sendOrderUpdate, waitUntil } from '../../platform/temporal/orders.ts';
import { recordManualStatus } from '../../activities/shipping/track-shipment.ts';
import { findLatestShipment } from '../../db/queries/orders/order-tracking.ts';
import {
  findSupplierOrder,
  listSupplierOrders,
  type OrderRow,
} from '../../db/queries/orders/supplier-orders.ts';
import { DomainError } from '../../domain/errors.ts';
import { ORDER_STATUSES } from '../../domain/orders/order-state.ts';
import {
  acceptOrderUpdate,
  markDeliveredSignal,
  orderWorkflowId,
  recordStatusSignal,
  shipmentWorkflowId,
  shipOrderUpdate,
} from '../../workflows/orders/messages.ts';
import type { AppEnv } from '../context.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { readJson, readQuery } from '../validation.ts';
import { buildOrderHandlers } from './order-handlers.ts';
import { EmptyBody, ShipBody, ShipmentStatusBody } from './order-schemas.ts';
import { serializeOrderRow } from './order-serializers.ts';
import { updateIdOf } from '../middleware/update-id.ts';

const ListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).catch(25).default(25),
  status: z.enum(ORDER_STATUSES).optional(),
});

const { ownOrder, detailOf, editOrder, previewEdit, cancelOrder } = buildOrderHandlers({
  actor: 'supplier',
  findOwnOrder: findSupplierOrder,
});

const supplierOnly = requireAccountKind('supplier');

/** The supplier's orders: list, detail, accept, modify, ship, manual shipment status, cancel (issue 4). */
export const supplierOrderRoutes = new Hono<AppEnv>()
  .use('/suppliers/orders', supplierOnly)
  .use('/suppliers/orders/*', supplierOnly)
  .get('/suppliers/orders', async (c) => {
    const q = readQuery(c, ListQuery);
    const { rows, total } = await listSupplierOrders(c.get('deps').db, c.get('caller').account.id, {
      page: q.page,
      perPage: q.per_page,
      status: q.status,
    });
    return c.json({ data: rows.map(serializeOrderRow), page: q.page, per_page: q.per_page, total });
  })
  .get('/suppliers/orders/:id', async (c) => c.json(await detailOf(c, (await ownOrder(c)).id)))
  .post('/suppliers/orders/:id/accept', async (c) => {
    const order = await ownOrder(c);
    await readJson(c, EmptyBody);
    await sendOrderUpdate(
      c.get('deps').temporal,
      order,
      acceptOrderUpdate,
      {},
      { target: 'accepted', updateId: updateIdOf(c, 'accept') },
    );
    return c.json({ message: `Order #${order.number} accepted.`, order: await detailOf(c, order.id) });
  })
  .patch('/suppliers/orders/:id', async (c) => {
    const { order, detail } = await editOrder(c, 'modify');
    return c.json({
      message: `Order #${order.number} updated.`,
      changes: detail.change_summary,
      order: detail,
    });
  })
  .post('/suppliers/orders/:id/preview', async (c) => c.json((await previewEdit(c)).preview))
  .post('/suppliers/orders/:id/ship', async (c) => {
    const order = await ownOrder(c);
    const body = await readJson(c, ShipBody);
    await sendOrderUpdate(c.get('deps').temporal, order, shipOrderUpdate, body, {
      target: 'shipped',
      updateId: updateIdOf(c, 'ship'),
    });
    return c.json({ message: `Order #${order.number} shipped.`, order: await detailOf(c, order.id) });
  })
  .post('/suppliers/orders/:id/shipment_status', async (c) => {
    const order = await ownOrder(c);
    const body = await readJson(c, ShipmentStatusBody);
    await recordShipmentStatus(c, order, body);
    return c.json({ message: 'Status recorded.', order: await detailOf(c, order.id) });
  })
  .post('/suppliers/orders/:id/cancel', cancelOrder);

/**
 * Manual status entry: while tracking runs, the tracking workflow records it (and stops when
 * delivered); once tracking has ended (given up), a delivered status is recorded here and the
 * order workflow is told the supplier reports it delivered.
 */
async function recordShipmentStatus(
  c: Context<AppEnv>,
  order: OrderRow,
  body: z.infer<typeof ShipmentStatusBody>,
) {
  const { db, temporal, now } = c.get('deps');
  if (order.status !== 'shipped') {
    throw new DomainError(
      'ORDER_INVALID_TRANSITION',
      order.deliveredAt
        ? `Order #${order.number} is already delivered.`
        : `Order #${order.number} has not shipped yet.`,
    );
  }
  const shipment = await findLatestShipment(db, order.id);
  if (!shipment)
    throw new DomainError('ORDER_INVALID_TRANSITION', `Order #${order.number} has not shipped yet.`);
  if (!shipment.trackingEndedAt) {
    await sendOrderSignal(
      temporal,
      shipmentWorkflowId(shipment.id),
      order,
      recordStatusSignal,
      body,
      'delivered',
    );
    await waitUntil(
      async () => ((await findLatestShipment(db, order.id))?.latestStatus ?? '') === body.status,
    );
    return;
  }
  if (body.status !== 'delivered')
    throw new DomainError(
      'ORDER_INVALID_TRANSITION',
      'Tracking of this shipment has ended; only a delivered status can still be recorded.',
    );
  await recordManualStatus(db, shipment.id, crypto.randomUUID(), body, now());
  await sendOrderSignal(
    temporal,
    orderWorkflowId(order.id),
    order,
    markDeliveredSignal,
    { by: 'supplier' },
    'delivered',
  );
  await waitUntil(
    async () => (await findSupplierOrder(db, order.supplierAccountId, order.id))?.deliveredAt != null,
  );
}
