/** The seller's payout ledger (issue 13): every p2p sale's payout, newest first, with totals by status. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { orders, p2pPayouts } from '../../schema/index.ts';

export async function listSellerPayouts(
  db: Database,
  sellerId: string,
  q: { page: number; perPage: number },
) {
  const where = eq(p2pPayouts.sellerAccountId, sellerId);
  const [rows, [total], totals] = await Promise.all([
    db
      .select({ payout: p2pPayouts, orderNumber: orders.number })
      .from(p2pPayouts)
      .innerJoin(orders, eq(orders.id, p2pPayouts.orderId))
      .where(where)
      .orderBy(desc(p2pPayouts.createdAt), desc(orders.number))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(p2pPayouts).where(where),
    db
      .select({
        status: p2pPayouts.status,
        gross: sql<number>`coalesce(sum(${p2pPayouts.grossCents}), 0)::int`,
        fee: sql<number>`coalesce(sum(${p2pPayouts.feeCents}), 0)::int`,
        net: sql<number>`coalesce(sum(${p2pPayouts.netCents}), 0)::int`,
      })
      .from(p2pPayouts)
      .where(and(where))
      .groupBy(p2pPayouts.status),
  ]);
  return { rows, total: total?.n ?? 0, totals };
}
