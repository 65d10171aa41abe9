/** What an edit would cost, before it is saved (the edit forms show the recomputed totals and the minimum notice). */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loadCheckoutSettings } from '../../db/queries/supplier-settings/supplier-settings.ts';
import { orderItems } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';
import type { OrderRow } from '../../activities/orders/order-steps.ts';
import { priceOrderEdit, type OrderEdit, type PricedEdit } from '../../activities/orders/order-pricing.ts';

/** Prices the edit without changing anything; unknown line ids are a 404. */
export async function previewOrderEdit(db: Database, order: OrderRow, edit: OrderEdit): Promise<PricedEdit> {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const known = new Set(items.map((i) => i.id));
  if (edit.items.some((i) => !known.has(i.id))) throw notFound('Order item');
  const settings = await loadCheckoutSettings(db, order.supplierAccountId);
  if (!settings) throw notFound('Supplier');
  return priceOrderEdit(order, items, settings, edit);
}
