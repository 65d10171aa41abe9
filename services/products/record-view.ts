import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recentlyViewed } from '../../db/schema/index.ts';

/** Records that the user opened a product page (recently viewed on the pharmacy dashboard). */
export async function recordProductView(
  db: Database,
  input: { userId: string; productId: string; now: Date },
) {
  await db
    .insert(recentlyViewed)
    .values({ userId: input.userId, productId: input.productId, viewedAt: input.now })
    .onConflictDoUpdate({
      target: [recentlyViewed.userId, recentlyViewed.productId],
      set: { viewedAt: sql`excluded.viewed_at` },
    });
}
