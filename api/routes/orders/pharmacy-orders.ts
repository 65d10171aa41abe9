/** The pharmacy's orders (pharmacy-side §2 /pharmacy/orders and its exports, §3 Order). */
import { z } from 'zod';
import { measureShippingDistance } from '../../../services/checkout/shipping-distance.ts';
import { describeDeliveryDetails } from '../../../services/orders/delivery-details.ts';
import { ordersCsv } from '../../../services/orders/export-csv.ts';
import { ordersPdf } from '../../../services/orders/export-pdf.ts';
import {
  findPharmacyOrder,
  listOrdersForExport,
  listPharmacyOrders,
} from '../../../db/queries/orders/pharmacy-orders.ts';
import { loadCheckoutSettings } from '../../../db/queries/supplier-settings/supplier-settings.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout/checkout-messages.ts';
import { isoDate } from '../../../domain/dates.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { formatRange } from '../../../domain/orders/date-range.ts';
import { daySpanIn, isoDateIn } from '../../../domain/zoned-dates.ts';
import { defineRoute, fileContent, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import {
  CsvExportQuery,
  DeliveryDetailsQuery,
  ExportQuery,
  favOf,
  IdParam,
  ListQuery,
  rangeOf,
} from './pharmacy-schemas.ts';
import {
  PharmacyOrderDetailsSchema,
  PharmacyOrderRowSchema,
  serializeOrderDetails,
  serializeOrderRow,
} from './pharmacy-serializers.ts';

const area = 'orders';
const access = ['pharmacy'] as const;

const download = (name: string, type: string) => ({
  'Content-Type': type,
  'Content-Disposition': `attachment; filename="${name}"`,
  'Cache-Control': 'no-store',
});

const OrdersPageSchema = z
  .strictObject({
    data: z.array(PharmacyOrderRowSchema),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    range: z.string().nullable(),
  })
  .meta({ id: 'PharmacyOrdersPage' });

const DeliveryDetailsSchema = z
  .strictObject({
    shipping_method: z.string(),
    delivery_date: z.iso.date(),
    delivery_time: z.string(),
    label: z.string(),
    options: z.array(
      z.strictObject({
        service_type: z.string(),
        name: z.string(),
        label: z.string(),
        delivery_date: z.iso.date(),
        fee_cents: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'DeliveryDetails' });

const listRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/orders',
  area,
  access,
  summary: 'The pharmacy’s orders, newest first, by date range, status and star, paged',
  request: { query: ListQuery },
  responses: { 200: jsonContent(OrdersPageSchema, 'One page of orders') },
});

const csvRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/orders/export.csv',
  area,
  access,
  rateLimit: 'exports',
  summary: 'The orders of a date range as CSV (formula cells neutralised)',
  request: { query: CsvExportQuery },
  responses: { 200: fileContent('text/csv', 'orders.csv') },
});

const exportRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/orders/export',
  area,
  access,
  rateLimit: 'exports',
  summary: 'The orders of a date range as PDF (or CSV with type=csv)',
  request: { query: ExportQuery },
  responses: {
    200: {
      description: 'orders.pdf or orders.csv',
      content: {
        'application/pdf': { schema: { type: 'string', format: 'binary' } },
        'text/csv': { schema: { type: 'string', format: 'binary' } },
      },
    } as unknown as ReturnType<typeof fileContent>,
  },
});

const detailRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/orders/{id}',
  area,
  access,
  summary: 'One order in full, for its details and edit pages',
  request: { params: IdParam },
  responses: { 200: jsonContent(PharmacyOrderDetailsSchema, 'The order') },
  problems: [404],
});

const deliveryRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/orders/{id}/update_delivery_details',
  area,
  access,
  summary: 'When the order would arrive by each of the supplier’s methods if changed now',
  description: 'A read despite its name: nothing is written.',
  request: { params: IdParam, query: DeliveryDetailsQuery },
  responses: { 200: jsonContent(z.strictObject({ data: DeliveryDetailsSchema }), 'The delivery details') },
  problems: [404, 422],
});

export const pharmacyOrderRoutes = createRouter();

addRoute(pharmacyOrderRoutes, listRoute, async (c) => {
  const q = c.req.valid('query');
  const range = rangeOf(q.range);
  const { account } = c.get('caller');
  const placed = range && daySpanIn(range, account.timeZone);
  const filter = {
    placed,
    status: q.status,
    fav: favOf(q.fav),
    locationId: q.location_id,
    page: q.page,
    perPage: q.per_page,
  };
  const { rows, total } = await listPharmacyOrders(c.get('deps').db, account.id, filter);
  const body = {
    data: rows.map(serializeOrderRow),
    page: q.page,
    per_page: q.per_page,
    total,
    range: range ? formatRange(range) : null,
  };
  return c.json(body, 200);
});

addRoute(pharmacyOrderRoutes, csvRoute, async (c) => {
  const range = rangeOf(c.req.valid('query').range);
  const { account } = c.get('caller');
  const placed = range && daySpanIn(range, account.timeZone);
  const rows = await listOrdersForExport(c.get('deps').db, account.id, { placed });
  return c.body(ordersCsv(rows, account.timeZone), 200, download('orders.csv', 'text/csv; charset=utf-8'));
});

addRoute(pharmacyOrderRoutes, exportRoute, async (c) => {
  const q = c.req.valid('query');
  const range = rangeOf(q.range);
  const { db, now } = c.get('deps');
  const caller = c.get('caller');
  const { timeZone } = caller.account;
  const rows = await listOrdersForExport(db, caller.account.id, {
    placed: range && daySpanIn(range, timeZone),
  });
  if (q.type === 'csv')
    return c.body(ordersCsv(rows, timeZone), 200, download('orders.csv', 'text/csv; charset=utf-8'));
  const pdf = await ordersPdf({
    rows,
    pharmacyName: caller.account.name,
    range: range ?? null,
    today: isoDateIn(now(), timeZone),
    timeZone,
  });
  return c.body(pdf, 200, download('orders.pdf', 'application/pdf'));
});

addRoute(pharmacyOrderRoutes, detailRoute, async (c) => {
  const { db, now } = c.get('deps');
  const order = await findPharmacyOrder(db, c.get('caller').account.id, c.req.valid('param').id);
  if (!order) throw notFound('Order');
  const settings = await loadCheckoutSettings(db, order.supplierAccountId);
  return c.json(serializeOrderDetails(order, settings, isoDate(now())), 200);
});

addRoute(pharmacyOrderRoutes, deliveryRoute, async (c) => {
  const { db, now } = c.get('deps');
  const order = await findPharmacyOrder(db, c.get('caller').account.id, c.req.valid('param').id);
  if (!order) throw notFound('Order');
  const settings = await loadCheckoutSettings(db, order.supplierAccountId);
  const method = c.req.valid('query').shipping_method ?? order.shippingMethod;
  const distance = settings && (await measureShippingDistance(db, settings, order.shipAddress.zipcode));
  const details = settings && describeDeliveryDetails(settings, method, now(), distance?.miles ?? null);
  if (!details)
    throw new DomainError('SHIPPING_METHOD_UNAVAILABLE', CHECKOUT_MESSAGES.shippingMethod, {
      fields: { shipping_method: [CHECKOUT_MESSAGES.shippingMethod] },
    });
  return c.json({ data: details }, 200);
});
