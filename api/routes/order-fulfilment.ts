import { type Context, Hono } from 'hono';
import { sendOrderSignal, waitUntil } from '../../platform/temporal/orders.ts';
import { loadShipmentTracking } from '../../db/queries/orders/order-tracking.ts';
import {
  findPharmacyOrder,
  findPharmacyOrders,
  type OrderRow,
} from '../../db/queries/orders/supplier-orders.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import { markDeliveredSignal, orderWorkflowId } from '../../workflows/orders/messages.ts';
import type { AppEnv } from '../context.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { readJson, readQuery } from '../validation.ts';
import { deliveryOutcome, describeBulkDelivered, type DeliveryOutcome } from './order-delivered.ts';
import { buildOrderHandlers } from './order-handlers.ts';
import { BulkDeliveredBody, TrackQuery, ID_SEGMENT } from './order-schemas.ts';
import { serializeEvent, serializeTracking, serializeTotals } from './order-serializers.ts';

const { ownOrder, editOrder, previewEdit, cancelOrder } = buildOrderHandlers({
  actor: 'pharmacy',
  findOwnOrder: findPharmacyOrder,
});

/** Signals mark-delivered to the shipped ones among `orders` and waits (briefly) until each shows delivered. */
async function markDelivered(c: Context<AppEnv>, orders: OrderRow[]): Promise<Map<string, DeliveryOutcome>> {
  const { db, temporal } = c.get('deps');
  const outcomes = new Map(orders.map((o) => [o.id, deliveryOutcome(o)]));
  for (const order of orders.filter((o) => outcomes.get(o.id) === 'delivered')) {
    try {
      await sendOrderSignal(
        temporal,
        orderWorkflowId(order.id),
        order,
        markDeliveredSignal,
        { by: 'pharmacy' },
        'delivered',
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcomes.set(order.id, 'failed');
    }
  }
  const signalled = orders.filter((o) => outcomes.get(o.id) === 'delivered').map((o) => o.id);
  if (signalled.length > 0) {
    const pharmacyId = c.get('caller').account.id;
    await waitUntil(async () =>
      (await findPharmacyOrders(db, pharmacyId, signalled)).every((o) => o.deliveredAt !== null),
    );
  }
  return outcomes;
}

const pharmacyOnly = requireAccountKind('pharmacy');
const ORDER = `/orders/:id${ID_SEGMENT}`;

/**
 * The pharmacy's side of fulfilment (pharmacy-side §4 Orders, Order edit, Tracking progress; §7
 * POST /orders/{id}/delivered, POST /orders/bulk_delivered, GET /orders/{id}/track).
 */
export const orderFulfilmentRoutes = new Hono<AppEnv>()
  .post(`${ORDER}/delivered`, pharmacyOnly, async (c) => {
    const order = await ownOrder(c);
    const outcome = (await markDelivered(c, [order])).get(order.id)!;
    const message = describeBulkDelivered([{ number: order.number, outcome }]);
    if (outcome !== 'delivered') throw new DomainError('ORDER_INVALID_TRANSITION', message);
    return c.json({ message, status: 'delivered' });
  })
  .post('/orders/bulk_delivered', pharmacyOnly, async (c) => {
    const { ids } = await readJson(c, BulkDeliveredBody);
    const orders = await findPharmacyOrders(c.get('deps').db, c.get('caller').account.id, ids);
    // One foreign or unknown id refuses the whole list before anything is sent (notes A.2: IDOR per element).
    if (orders.length !== ids.length) throw notFound('Order');
    const outcomes = await markDelivered(c, orders);
    const results = orders.map((o) => ({ id: o.id, number: o.number, outcome: outcomes.get(o.id)! }));
    const message = describeBulkDelivered(results);
    if (!results.some((r) => r.outcome === 'delivered'))
      throw new DomainError('ORDER_INVALID_TRANSITION', message);
    return c.json({ message, results });
  })
  .get(`${ORDER}/track`, pharmacyOnly, async (c) => {
    const order = await ownOrder(c);
    const query = readQuery(c, TrackQuery);
    const tracking = await loadShipmentTracking(c.get('deps').db, order.id, query.shipment_id);
    if (!tracking) {
      if (query.shipment_id) throw notFound('Shipment');
      return c.json({
        data: {
          estimated_delivery: order.estimatedDelivery,
          latest_status: null,
          progress_point: null,
          last_status_check_date: null,
          location_city: null,
          location_state: null,
          events: [],
        },
      });
    }
    const data = serializeTracking(tracking.shipment);
    if (query.raw === 'true') return c.json({ data });
    return c.json({ data: { ...data, events: tracking.events.map(serializeEvent) } });
  })
  .patch(ORDER, pharmacyOnly, async (c) => {
    const { order, detail } = await editOrder(c, 'edit');
    return c.json({
      message: `Order #${order.number} updated.`,
      changes: detail.change_summary,
      totals: detail.totals,
      order: detail,
    });
  })
  .post(`${ORDER}/preview`, pharmacyOnly, async (c) => {
    const { order, preview } = await previewEdit(c);
    return c.json({ ...preview, current_totals: serializeTotals(order) });
  })
  .post(`${ORDER}/cancel`, pharmacyOnly, cancelOrder);
