/**
 * Before an open offer expires, the party who must act is reminded (issue 5: a reminder before
 * expiry): the seller while it is pending, the buyer while a counter waits for an answer.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { isOpen, type Side } from '../../domain/offers/negotiation.ts';
import { describeOffer, notifyParty } from './offer-steps.ts';

/** Sends the reminder for the clock started by move `seq`, once; none when the offer is no longer open. */
export async function remindOffer(
  db: Database,
  offerId: string,
  reminder: { seq: number; side: Side },
  now: Date,
): Promise<{ sent: boolean }> {
  return db.transaction(async (tx) => {
    const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId));
    if (!offer || !isOpen(offer.status) || offer.expiresAt <= now) return { sent: false };
    const names = await describeOffer(tx, offer);
    const what = reminder.side === 'seller' ? `${names.buyer}'s offer` : `${names.seller}'s counter offer`;
    await notifyParty(
      tx,
      offer,
      reminder.side,
      {
        key: `offer:${offerId}:reminder:${reminder.seq}`,
        kind: 'offer_expiring',
        title: `Offer #${offer.number} expires soon`,
        body: `${what} #${offer.number} on ${names.product} expires at ${offer.expiresAt.toISOString()} unless you answer it.`,
      },
      names.sellerKind,
    );
    return { sent: true };
  });
}
