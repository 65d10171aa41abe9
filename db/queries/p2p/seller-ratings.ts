/**
 * Sellers' ratings (issue 13): the average and count a seller's listings show (`sellerRatingSummary`,
 * for the listing display), and the buyer's rating of one delivered order.
 */
import { avg, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { sellerRatings } from '../../schema/index.ts';

export type SellerRatingSummary = { sellerAccountId: string; average: number | null; count: number };

/** Average (one decimal) and count of each seller's ratings; a seller without ratings answers null and 0. */
export async function sellerRatingSummary(
  db: Database,
  sellerAccountIds: readonly string[],
): Promise<Map<string, SellerRatingSummary>> {
  const out = new Map<string, SellerRatingSummary>(
    sellerAccountIds.map((id) => [id, { sellerAccountId: id, average: null, count: 0 }]),
  );
  if (sellerAccountIds.length === 0) return out;
  const rows = await db
    .select({ id: sellerRatings.sellerAccountId, average: avg(sellerRatings.rating), n: count() })
    .from(sellerRatings)
    .where(inArray(sellerRatings.sellerAccountId, [...sellerAccountIds]))
    .groupBy(sellerRatings.sellerAccountId);
  for (const r of rows)
    out.set(r.id, {
      sellerAccountId: r.id,
      average: r.average === null ? null : Math.round(Number(r.average) * 10) / 10,
      count: r.n,
    });
  return out;
}

/** The rating of an order, if any. */
export async function findOrderRating(db: Database, orderId: string) {
  const [row] = await db.select().from(sellerRatings).where(eq(sellerRatings.orderId, orderId));
  return row ?? null;
}
