/**
 * The pharmacy's side of fulfilment (pharmacy-side §4 Orders, Order edit, Tracking progress; §7
 * POST /orders/{id}/delivered, POST /orders/bulk_delivered, GET /orders/{id}/track).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { loadShipmentTracking } from '../../../db/queries/orders/order-tracking.ts';
import {
  findPharmacyOrder,
  findPharmacyOrders,
  type OrderRow,
} from '../../../db/queries/orders/supplier-orders.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { markOrderDelivered } from '../../../platform/temporal/orders.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppEnv } from '../../context.ts';
import { deliveryOutcome, describeBulkDelivered, type DeliveryOutcome } from './delivered.ts';
import { orderCommandsFor } from './order-commands.ts';
import { BulkDeliveredBody, CancelBody, EditBody, IdParam, TrackQuery } from './schemas.ts';
import {
  EditPreviewSchema,
  OrderDetailSchema,
  serializeEvent,
  serializeTotals,
  serializeTracking,
} from './serializers.ts';
import { OrderTotalsSchema, ShipmentEventSchema, TrackingSchema } from './wire-schemas.ts';

const area = 'orders';
const access = ['pharmacy'] as const;
const commands = orderCommandsFor({ actor: 'pharmacy', findOwnOrder: findPharmacyOrder });

/** Marks the shipped ones among `orders` delivered; each answer comes once its order has recorded it. */
async function markDelivered(c: Context<AppEnv>, orders: OrderRow[]): Promise<Map<string, DeliveryOutcome>> {
  const { temporal } = c.get('deps');
  const outcomes = new Map(orders.map((o) => [o.id, deliveryOutcome(o)]));
  for (const order of orders.filter((o) => outcomes.get(o.id) === 'delivered')) {
    try {
      await markOrderDelivered(temporal, order, 'pharmacy');
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcomes.set(order.id, 'failed');
    }
  }
  return outcomes;
}

const OUTCOMES = ['delivered', 'already_delivered', 'not_shipped', 'cancelled', 'p2p', 'failed'] as const;
const EmptyTracking = z.strictObject({
  estimated_delivery: z.iso.date().nullable(),
  latest_status: z.null(),
  progress_point: z.null(),
  last_status_check_date: z.null(),
  location_city: z.null(),
  location_state: z.null(),
  events: z.array(ShipmentEventSchema).length(0),
});

const deliveredRoute = defineRoute({
  method: 'post',
  path: '/orders/{id}/delivered',
  area,
  access,
  summary: 'Mark a shipped order delivered',
  request: { params: IdParam },
  responses: {
    200: jsonContent(z.strictObject({ message: z.string(), status: z.literal('delivered') }), 'Delivered'),
  },
  problems: [404, 409, 503],
});

const bulkDeliveredRoute = defineRoute({
  method: 'post',
  path: '/orders/bulk_delivered',
  area,
  access,
  summary: 'Mark several orders delivered; the message accounts for each',
  request: { body: BulkDeliveredBody },
  responses: {
    200: jsonContent(
      z.strictObject({
        message: z.string(),
        results: z.array(
          z.strictObject({ id: z.uuid(), number: z.number().int(), outcome: z.enum(OUTCOMES) }),
        ),
      }),
      'At least one was delivered',
    ),
  },
  problems: [404, 409],
});

const trackRoute = defineRoute({
  method: 'get',
  path: '/orders/{id}/track',
  area,
  access,
  summary: 'Where the order’s shipment is: estimated delivery, progress point, scans',
  description: '`raw=true` leaves the scans out.',
  request: { params: IdParam, query: TrackQuery },
  responses: {
    200: jsonContent(
      z.strictObject({
        data: z.union([
          TrackingSchema,
          TrackingSchema.extend({ events: z.array(ShipmentEventSchema) }),
          EmptyTracking,
        ]),
      }),
      'The tracking, or only the estimate before shipment',
    ),
  },
  problems: [404],
});

const editRoute = defineRoute({
  method: 'patch',
  path: '/orders/{id}',
  area,
  access,
  summary: 'Edit a placed order’s quantities and shipping method (the supplier is told)',
  request: { params: IdParam, body: EditBody },
  responses: {
    200: jsonContent(
      z.strictObject({
        message: z.string(),
        changes: z.array(z.string()),
        totals: OrderTotalsSchema,
        order: OrderDetailSchema,
      }),
      'Edited',
    ),
  },
  problems: [403, 404, 409, 422, 503],
});

const previewRoute = defineRoute({
  method: 'post',
  path: '/orders/{id}/preview',
  area,
  access,
  summary: 'Price an edit without saving it (totals, minimums, the bank limit)',
  request: { params: IdParam, body: EditBody },
  responses: {
    200: jsonContent(EditPreviewSchema.extend({ current_totals: OrderTotalsSchema }), 'The edit, priced'),
  },
  problems: [404, 409, 422],
});

const cancelRoute = defineRoute({
  method: 'post',
  path: '/orders/{id}/cancel',
  area,
  access,
  summary: 'Cancel an order before the supplier accepts it',
  request: { params: IdParam, body: CancelBody },
  responses: {
    200: jsonContent(z.strictObject({ message: z.string(), order: OrderDetailSchema }), 'Cancelled'),
  },
  problems: [404, 409, 503],
});

export const pharmacyFulfilmentRoutes = createRouter();

addRoute(pharmacyFulfilmentRoutes, bulkDeliveredRoute, async (c) => {
  const { ids } = c.req.valid('json');
  const orders = await findPharmacyOrders(c.get('deps').db, c.get('caller').account.id, ids);
  // One foreign or unknown id refuses the whole list before anything is sent (notes A.2: IDOR per element).
  if (orders.length !== ids.length) throw notFound('Order');
  const outcomes = await markDelivered(c, orders);
  const results = orders.map((o) => ({ id: o.id, number: o.number, outcome: outcomes.get(o.id)! }));
  const message = describeBulkDelivered(results);
  if (!results.some((r) => r.outcome === 'delivered'))
    throw new DomainError('ORDER_INVALID_TRANSITION', message);
  return c.json({ message, results }, 200);
});

addRoute(pharmacyFulfilmentRoutes, deliveredRoute, async (c) => {
  const order = await commands.ownOrder(c, c.req.valid('param').id);
  const outcome = (await markDelivered(c, [order])).get(order.id)!;
  const message = describeBulkDelivered([{ number: order.number, outcome }]);
  if (outcome !== 'delivered') throw new DomainError('ORDER_INVALID_TRANSITION', message);
  return c.json({ message, status: 'delivered' as const }, 200);
});

addRoute(pharmacyFulfilmentRoutes, trackRoute, async (c) => {
  const order = await commands.ownOrder(c, c.req.valid('param').id);
  const query = c.req.valid('query');
  const tracking = await loadShipmentTracking(c.get('deps').db, order.id, query.shipment_id);
  if (!tracking) {
    if (query.shipment_id) throw notFound('Shipment');
    const data = {
      estimated_delivery: order.estimatedDelivery,
      latest_status: null,
      progress_point: null,
      last_status_check_date: null,
      location_city: null,
      location_state: null,
      events: [],
    };
    return c.json({ data }, 200);
  }
  const data = serializeTracking(tracking.shipment);
  if (query.raw === 'true') return c.json({ data }, 200);
  return c.json({ data: { ...data, events: tracking.events.map(serializeEvent) } }, 200);
});

addRoute(pharmacyFulfilmentRoutes, editRoute, async (c) => {
  const { order, detail } = await commands.editOrder(c, c.req.valid('param').id, c.req.valid('json'), 'edit');
  const body = {
    message: `Order #${order.number} updated.`,
    changes: detail.change_summary,
    totals: detail.totals,
    order: detail,
  };
  return c.json(body, 200);
});

addRoute(pharmacyFulfilmentRoutes, previewRoute, async (c) => {
  const { order, preview } = await commands.previewEdit(c, c.req.valid('param').id, c.req.valid('json'));
  return c.json({ ...preview, current_totals: serializeTotals(order) }, 200);
});

addRoute(pharmacyFulfilmentRoutes, cancelRoute, async (c) =>
  c.json(await commands.cancelOrder(c, c.req.valid('param').id, c.req.valid('json')), 200),
);
