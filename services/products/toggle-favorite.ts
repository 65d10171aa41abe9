import { and, eq } from 'drizzle-orm';
import { notFound } from '../../domain/errors.ts';
import type { Database } from '../../db/client.ts';
import { favorites, products } from '../../db/schema/index.ts';

/**
 * Toggles a product in the user's favourites (PATCH /api/v1/products/{id}/favorite) and answers
 * whether it is now marked and how many favourites the user has. An unknown product is 404.
 */
export async function toggleFavorite(db: Database, input: { userId: string; productId: string }) {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.productId))
      .limit(1);
    if (!product) throw notFound('Product');
    const removed = await tx
      .delete(favorites)
      .where(and(eq(favorites.userId, input.userId), eq(favorites.productId, input.productId)))
      .returning({ productId: favorites.productId });
    if (removed.length === 0)
      await tx
        .insert(favorites)
        .values({ userId: input.userId, productId: input.productId })
        .onConflictDoNothing();
    const count = await tx.$count(favorites, eq(favorites.userId, input.userId));
    return { marked: removed.length === 0, count };
  });
}
