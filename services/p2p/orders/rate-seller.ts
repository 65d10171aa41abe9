/**
 * The buyer rates the seller of a delivered p2p order (pharmacy-side §7 POST /users/{id}/rate):
 * only the order's buyer, only its seller, only after delivery, one rating per order (409 on a
 * second), a down rating with a message (domain/p2p/rating.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orders, sellerRatings } from '../../../db/schema/index.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { RATING_MESSAGES, checkRating } from '../../../domain/p2p/rating.ts';

export type RateInput = {
  buyerAccountId: string;
  userId: string;
  sellerAccountId: string;
  orderId: string;
  rating: number;
  message: string | null;
};

export async function rateSeller(db: Database, input: RateInput, now: Date): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.id, input.orderId),
          eq(orders.pharmacyAccountId, input.buyerAccountId),
          eq(orders.supplierAccountId, input.sellerAccountId),
          eq(orders.isP2p, true),
        ),
      )
      .for('update');
    if (!order) throw notFound('Order');
    checkRating({ rating: input.rating, message: input.message, delivered: order.deliveredAt !== null });
    const [row] = await tx
      .insert(sellerRatings)
      .values({
        orderId: order.id,
        sellerAccountId: order.supplierAccountId,
        buyerAccountId: order.pharmacyAccountId,
        ratedByUserId: input.userId,
        rating: input.rating,
        message: input.message?.trim() ? input.message.trim() : null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: sellerRatings.orderId })
      .returning({ id: sellerRatings.id });
    if (!row) throw new DomainError('RESOURCE_CONFLICT', RATING_MESSAGES.alreadyRated);
    return row;
  });
}
