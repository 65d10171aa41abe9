/**
 * The pharmacy's own orders (pharmacy-side §2 /pharmacy/orders, §3 Order, §4 Orders). Every read
 * is keyed by the caller's account inside the query, so another account's order is simply not
 * found (404), never "forbidden".
 */
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../domain/orders/order-state.ts';
import type { Database } from '../../client.ts';
import { accounts, invoices, orderItems, orders } from '../../schema/index.ts';
import { loadShipments } from './order-tracking.ts';
import { findPendingProposal } from './edit-proposals.ts';

export type PharmacyOrderFilter = {
  /** Placed in [from, to): the range's days on the account's calendar, as instants. */
  placed?: { from: Date; to: Date } | undefined;
  status?: OrderStatus | undefined;
  fav?: boolean | undefined;
  /** Shipped to this location (a master filters its group's orders by store; issue 23). */
  locationId?: string | undefined;
};

/**
 * The accounts whose orders a pharmacy reads: its own, and a master's sub-accounts' too (issue 23:
 * the master sees every store's orders). A sub-account sees only its own.
 */
function buyerAccounts(accountId: string): SQL {
  return sql`${orders.pharmacyAccountId} in (select a.id from accounts a where a.id = ${accountId} or a.master_account_id = ${accountId})`;
}

/** At most this many orders go into one export file. */
export const EXPORT_LIMIT = 10_000;

function filterConditions(accountId: string, filter: PharmacyOrderFilter): SQL[] {
  const conditions = [buyerAccounts(accountId)];
  if (filter.locationId) conditions.push(eq(orders.shipLocationId, filter.locationId));
  if (filter.placed) {
    conditions.push(gte(orders.placedAt, filter.placed.from));
    conditions.push(lt(orders.placedAt, filter.placed.to));
  }
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.fav !== undefined) conditions.push(eq(orders.fav, filter.fav));
  return conditions;
}

const listColumns = {
  id: orders.id,
  number: orders.number,
  supplierId: orders.supplierAccountId,
  supplierName: accounts.name,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  shippingMethod: orders.shippingMethod,
  itemTotalCents: orders.itemTotalCents,
  shippingCents: orders.shippingCents,
  cardFeeCents: orders.cardFeeCents,
  achDiscountCents: orders.achDiscountCents,
  taxCents: orders.taxCents,
  totalCents: orders.totalCents,
  memo: orders.memo,
  fav: orders.fav,
  estimatedDelivery: orders.estimatedDelivery,
  placedAt: orders.placedAt,
  itemCount: sql<number>`(select count(*)::int from order_items oi where oi.order_id = ${orders.id})`,
};

export type PharmacyOrderRow = Awaited<ReturnType<typeof listOrdersForExport>>[number];

/** One page of the pharmacy's orders, newest first (§2 orders list with its range filter). */
export async function listPharmacyOrders(
  db: Database,
  accountId: string,
  query: PharmacyOrderFilter & { page: number; perPage: number },
) {
  const where = and(...filterConditions(accountId, query));
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.supplierAccountId))
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.number))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every order of the filter for an export file (§2 export.csv / export?type=pdf), newest first. */
export function listOrdersForExport(db: Database, accountId: string, filter: PharmacyOrderFilter) {
  return db
    .select(listColumns)
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.supplierAccountId))
    .where(and(...filterConditions(accountId, filter)))
    .orderBy(desc(orders.placedAt), desc(orders.number))
    .limit(EXPORT_LIMIT);
}

/** One of the pharmacy's orders with its lines, shipments (packages and tracking events) and invoice; null when not theirs. */
export async function findPharmacyOrder(db: Database, accountId: string, orderId: string) {
  const [order] = await db
    .select({ order: orders, supplierName: accounts.name })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.supplierAccountId))
    .where(and(eq(orders.id, orderId), buyerAccounts(accountId)));
  if (!order) return null;
  const [items, shipmentRows, [invoice], editProposal] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.name), asc(orderItems.id)),
    loadShipments(db, orderId),
    db.select().from(invoices).where(eq(invoices.orderId, orderId)),
    findPendingProposal(db, orderId),
  ]);
  return {
    ...order.order,
    supplierName: order.supplierName,
    items,
    shipments: shipmentRows,
    invoice: invoice ?? null,
    editProposal,
  };
}

export type PharmacyOrderDetails = NonNullable<Awaited<ReturnType<typeof findPharmacyOrder>>>;
