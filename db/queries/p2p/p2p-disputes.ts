/** Support's queue of p2p disputes (issue 13): orders whose buyer disputed and that support has not decided. */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../client.ts';
import { accounts, orders, p2pDisputeDecisions, p2pPayouts } from '../../schema/index.ts';

export async function listOpenP2pDisputes(db: Database) {
  const seller = alias(accounts, 'seller');
  const buyer = alias(accounts, 'buyer');
  return db
    .select({
      order: orders,
      sellerName: seller.name,
      buyerName: buyer.name,
      grossCents: p2pPayouts.grossCents,
    })
    .from(orders)
    .innerJoin(seller, eq(seller.id, orders.supplierAccountId))
    .innerJoin(buyer, eq(buyer.id, orders.pharmacyAccountId))
    .leftJoin(p2pPayouts, eq(p2pPayouts.orderId, orders.id))
    .leftJoin(p2pDisputeDecisions, eq(p2pDisputeDecisions.orderId, orders.id))
    .where(and(eq(orders.isP2p, true), isNotNull(orders.disputedAt), isNull(p2pDisputeDecisions.orderId)))
    .orderBy(asc(orders.disputedAt))
    .limit(500);
}

export async function findP2pOrder(db: Database, orderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.isP2p, true)));
  return row ?? null;
}
