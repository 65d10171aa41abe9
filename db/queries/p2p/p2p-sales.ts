/**
 * P2p orders as their two sides see them (issue 13): the seller's sales and the buyer's p2p
 * orders, each found by the caller's account in the query itself (another account's id finds
 * nothing: 404), with what the fulfil form and the buyer's panel show.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import {
  accounts,
  dscsaTransactionRecords,
  listings,
  orderItems,
  orders,
  p2pDisputeDecisions,
  p2pPayouts,
  p2pShippingLabels,
  sellerRatings,
  shipments,
} from '../../schema/index.ts';

export type P2pOrderRow = typeof orders.$inferSelect;

/** The seller's p2p sales, newest first, with the buyer's name and the payout status. */
export async function listSellerSales(db: Database, sellerId: string, q: { page: number; perPage: number }) {
  const where = and(eq(orders.supplierAccountId, sellerId), eq(orders.isP2p, true));
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, buyerName: accounts.name, payoutStatus: p2pPayouts.status })
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.pharmacyAccountId))
      .leftJoin(p2pPayouts, eq(p2pPayouts.orderId, orders.id))
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.number))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The seller's own p2p sale, or null. */
export async function findSellerSale(db: Database, sellerId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.supplierAccountId, sellerId), eq(orders.isP2p, true)));
  return row ?? null;
}

/** The buyer's own p2p order, or null. */
export async function findBuyerP2pOrder(db: Database, buyerId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.pharmacyAccountId, buyerId), eq(orders.isP2p, true)));
  return row ?? null;
}

/**
 * What both sides' pages show of a p2p order: lines with lots (and the lot and expiry the seller
 * gave on the listing, where the lot confirmation starts), label, shipment, payout, dispute,
 * rating, DSCSA records.
 */
export async function loadP2pOrderDetail(db: Database, order: P2pOrderRow) {
  const [lines, [label], [shipment], [payout], [decision], [rating], records, names] = await Promise.all([
    db
      .select({ item: orderItems, listingLot: listings.lot, listingExpDate: listings.expiryDate })
      .from(orderItems)
      .leftJoin(listings, eq(listings.id, orderItems.listingId))
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
    db.select().from(p2pShippingLabels).where(eq(p2pShippingLabels.orderId, order.id)),
    db
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, order.id))
      .orderBy(desc(shipments.shippedAt))
      .limit(1),
    db.select().from(p2pPayouts).where(eq(p2pPayouts.orderId, order.id)),
    db.select().from(p2pDisputeDecisions).where(eq(p2pDisputeDecisions.orderId, order.id)),
    db.select().from(sellerRatings).where(eq(sellerRatings.orderId, order.id)),
    db
      .select({
        id: dscsaTransactionRecords.id,
        orderItemId: dscsaTransactionRecords.orderItemId,
        version: dscsaTransactionRecords.version,
      })
      .from(dscsaTransactionRecords)
      .where(eq(dscsaTransactionRecords.orderId, order.id))
      .orderBy(asc(dscsaTransactionRecords.orderItemId), desc(dscsaTransactionRecords.version)),
    db
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, order.supplierAccountId))
      .union(
        db
          .select({ id: accounts.id, name: accounts.name })
          .from(accounts)
          .where(eq(accounts.id, order.pharmacyAccountId)),
      ),
  ]);
  const nameOf = (id: string) => names.find((n) => n.id === id)?.name ?? '';
  return {
    lines: lines.map(({ item, listingLot, listingExpDate }) => ({ ...item, listingLot, listingExpDate })),
    label: label ?? null,
    shipment: shipment ?? null,
    payout: payout ?? null,
    decision: decision ?? null,
    rating: rating ?? null,
    records,
    sellerName: nameOf(order.supplierAccountId),
    buyerName: nameOf(order.pharmacyAccountId),
  };
}
export type P2pOrderDetail = Awaited<ReturnType<typeof loadP2pOrderDetail>>;

/** The order's shipping label, or null. */
export async function findShippingLabel(db: Database, orderId: string) {
  const [row] = await db.select().from(p2pShippingLabels).where(eq(p2pShippingLabels.orderId, orderId));
  return row ?? null;
}
