/**
 * Removing a saved card (confirmed in the UI). Orders and payments that used it keep their method,
 * amounts and processor reference; their link to the card row is cleared so the row can go.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, paymentCards, payments } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';

/** Deletes one of the caller's cards; another account's card id is not found (404). */
export async function removeCard(db: Database, caller: Caller, cardId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [card] = await tx
      .select({ id: paymentCards.id })
      .from(paymentCards)
      .where(and(eq(paymentCards.id, cardId), eq(paymentCards.accountId, caller.account.id)))
      .for('update');
    if (!card) throw notFound('Card');
    await tx.update(orders).set({ paymentCardId: null }).where(eq(orders.paymentCardId, card.id));
    await tx.update(payments).set({ paymentCardId: null }).where(eq(payments.paymentCardId, card.id));
    await tx.delete(paymentCards).where(eq(paymentCards.id, card.id));
  });
}
