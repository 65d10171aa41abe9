/**
 * Orders as the supplier sees them, and the owner checks every order route starts with. An order
 * belongs to one supplier and one pharmacy: another account's id finds nothing here (404), decided
 * in the query itself.
 */
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { accounts, invoices, orderItems, orders } from '../../schema/index.ts';
import type { OrderStatus } from '../../../domain/orders/order-state.ts';
import { loadShipments } from './order-tracking.ts';
import { findPendingProposal } from './edit-proposals.ts';

export type OrderRow = typeof orders.$inferSelect;

/** The supplier's orders, newest first, optionally of one status; with the pharmacy's name and the line count. */
export async function listSupplierOrders(
  db: Database,
  supplierAccountId: string,
  q: { page: number; perPage: number; status?: OrderStatus },
) {
  const where = and(
    eq(orders.supplierAccountId, supplierAccountId),
    ne(orders.status, 'awaiting_approval'),
    q.status ? eq(orders.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: orders,
        pharmacyName: accounts.name,
        itemCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.quantity} > 0)`,
      })
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.pharmacyAccountId))
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.number))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The supplier's own order, or null (another supplier's order is not found, nor one still awaiting
 * the buying group's approval: issue 23, it reaches the supplier once approved).
 */
export async function findSupplierOrder(
  db: Database,
  supplierAccountId: string,
  orderId: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.supplierAccountId, supplierAccountId),
        ne(orders.status, 'awaiting_approval'),
      ),
    );
  return row ?? null;
}

/** The pharmacy's own order, or null (another pharmacy's order is not found). */
export async function findPharmacyOrder(
  db: Database,
  pharmacyAccountId: string,
  orderId: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.pharmacyAccountId, pharmacyAccountId)));
  return row ?? null;
}

/** Those of `ids` that are the pharmacy's orders; the caller compares counts to refuse a list with a foreign id. */
export async function findPharmacyOrders(
  db: Database,
  pharmacyAccountId: string,
  ids: string[],
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.pharmacyAccountId, pharmacyAccountId), inArray(orders.id, ids)))
    .orderBy(asc(orders.number));
}

/** Everything the order page shows: lines, both parties' names, shipments with packages and events, the invoice. */
export async function loadOrderDetail(db: Database, order: OrderRow) {
  const [items, parties, shipmentRows, [invoice], editProposal] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.name), asc(orderItems.id)),
    db
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(inArray(accounts.id, [order.pharmacyAccountId, order.supplierAccountId])),
    loadShipments(db, order.id),
    db.select().from(invoices).where(eq(invoices.orderId, order.id)),
    findPendingProposal(db, order.id),
  ]);
  const nameOf = (id: string) => parties.find((p) => p.id === id)?.name ?? '';
  return {
    items,
    pharmacyName: nameOf(order.pharmacyAccountId),
    supplierName: nameOf(order.supplierAccountId),
    shipments: shipmentRows,
    invoice: invoice ?? null,
    editProposal,
  };
}

export type OrderDetail = Awaited<ReturnType<typeof loadOrderDetail>>;
