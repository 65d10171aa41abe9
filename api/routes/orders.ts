import { Hono } from 'hono';
import { CHECKOUT_MESSAGES } from '../../domain/checkout/checkout-messages.ts';
import { describeDeliveryDetails } from '../../activities/orders/delivery-details.ts';
import { ordersCsv } from '../../activities/orders/export-csv.ts';
import { ordersPdf } from '../../activities/orders/export-pdf.ts';
import {
  findPharmacyOrder,
  listOrdersForExport,
  listPharmacyOrders,
} from '../../db/queries/orders/pharmacy-orders.ts';
import { loadCheckoutSettings } from '../../db/queries/supplier-settings/supplier-settings.ts';
import { isoDate } from '../../domain/dates.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import { formatRange } from '../../domain/orders/date-range.ts';
import type { AppEnv } from '../context.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { parseWith, readQuery } from '../validation.ts';
import { orderActionRoutes } from './orders-actions.ts';
import {
  CsvExportQuery,
  DeliveryDetailsQuery,
  ExportQuery,
  favOf,
  IdParam,
  ListQuery,
  rangeOf,
} from './orders-schemas.ts';
import { serializeOrderDetails, serializeOrderRow } from './orders-serializers.ts';

const pharmacyOnly = requireAccountKind('pharmacy');

const download = (name: string, type: string) => ({
  'Content-Type': type,
  'Content-Disposition': `attachment; filename="${name}"`,
  'Cache-Control': 'no-store',
});

/**
 * The pharmacy's orders (pharmacy-side §2 /pharmacy/orders and its exports, §3 Order). Each route
 * guards itself, since /orders/… paths are shared with the fulfilment and supplier areas. The
 * static export paths come before /:id.
 */
const orderReadRoutes = new Hono<AppEnv>()
  .get('/pharmacy/orders', pharmacyOnly, async (c) => {
    const q = readQuery(c, ListQuery);
    const range = rangeOf(q.range);
    const filter = { range, status: q.status, fav: favOf(q.fav), page: q.page, perPage: q.per_page };
    const { rows, total } = await listPharmacyOrders(c.get('deps').db, c.get('caller').account.id, filter);
    return c.json({
      data: rows.map(serializeOrderRow),
      page: q.page,
      per_page: q.per_page,
      total,
      range: range ? formatRange(range) : null,
    });
  })
  .get('/pharmacy/orders/export.csv', pharmacyOnly, async (c) => {
    const range = rangeOf(readQuery(c, CsvExportQuery).range);
    const rows = await listOrdersForExport(c.get('deps').db, c.get('caller').account.id, { range });
    return c.body(ordersCsv(rows), 200, download('orders.csv', 'text/csv; charset=utf-8'));
  })
  .get('/pharmacy/orders/export', pharmacyOnly, async (c) => {
    const q = readQuery(c, ExportQuery);
    const range = rangeOf(q.range);
    const { db, now } = c.get('deps');
    const caller = c.get('caller');
    const rows = await listOrdersForExport(db, caller.account.id, { range });
    if (q.type === 'csv')
      return c.body(ordersCsv(rows), 200, download('orders.csv', 'text/csv; charset=utf-8'));
    const pdf = ordersPdf({
      rows,
      pharmacyName: caller.account.name,
      range: range ?? null,
      today: isoDate(now()),
    });
    return c.body(pdf, 200, download('orders.pdf', 'application/pdf'));
  })
  .get('/pharmacy/orders/:id', pharmacyOnly, async (c) => {
    const { id } = parseWith(IdParam, c.req.param());
    const { db, now } = c.get('deps');
    const order = await findPharmacyOrder(db, c.get('caller').account.id, id);
    if (!order) throw notFound('Order');
    const settings = await loadCheckoutSettings(db, order.supplierAccountId);
    return c.json(serializeOrderDetails(order, settings, isoDate(now())));
  })
  // A read despite its name: what the edit form shows as it changes, nothing is written.
  .get('/pharmacy/orders/:id/update_delivery_details', pharmacyOnly, async (c) => {
    const { id } = parseWith(IdParam, c.req.param());
    const query = readQuery(c, DeliveryDetailsQuery);
    const { db, now } = c.get('deps');
    const order = await findPharmacyOrder(db, c.get('caller').account.id, id);
    if (!order) throw notFound('Order');
    const settings = await loadCheckoutSettings(db, order.supplierAccountId);
    const details =
      settings && describeDeliveryDetails(settings, query.shipping_method ?? order.shippingMethod, now());
    if (!details)
      throw new DomainError('RULE_VIOLATION', CHECKOUT_MESSAGES.shippingMethod, {
        fields: { shipping_method: [CHECKOUT_MESSAGES.shippingMethod] },
      });
    return c.json({ data: details });
  });

export const orderRoutes = new Hono<AppEnv>().route('/', orderReadRoutes).route('/', orderActionRoutes);
