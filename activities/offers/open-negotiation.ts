/**
 * The negotiation workflow's first step: it reads the offer it runs (status, clocks, parties and
 * how many moves were written) and tells the seller a new offer arrived, once.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { offerEvents, offers } from '../../db/schema/index.ts';
import type { OfferStatus } from '../../domain/offers/negotiation.ts';
import { formatCents } from '../../domain/money.ts';
import { describeOffer, notifyParty } from './offer-steps.ts';

export type OfferForNegotiation = {
  status: OfferStatus;
  expiresAt: string;
  agreedUntil: string | null;
  seq: number;
  previousStatus: OfferStatus | null;
  buyerAccountId: string;
  sellerAccountId: string;
};

/** The offer as its workflow starts from, or null when the row is gone (its start was undone). */
export async function openOfferNegotiation(
  db: Database,
  offerId: string,
): Promise<OfferForNegotiation | null> {
  return db.transaction(async (tx) => {
    const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId));
    if (!offer) return null;
    const [events] = await tx
      .select({ n: count() })
      .from(offerEvents)
      .where(eq(offerEvents.offerId, offerId));
    const [last] = await tx
      .select({ from: offerEvents.fromStatus })
      .from(offerEvents)
      .where(eq(offerEvents.offerId, offerId))
      .orderBy(desc(offerEvents.occurredAt))
      .limit(1);
    if (offer.status === 'pending') {
      const names = await describeOffer(tx, offer);
      await notifyParty(
        tx,
        offer,
        'seller',
        {
          key: `offer:${offerId}:created`,
          kind: 'offer_received',
          title: `New offer #${offer.number}`,
          body: `${names.buyer} offers ${offer.quantity} × ${formatCents(offer.priceCents)} for ${names.product}.`,
        },
        names.sellerKind,
      );
    }
    return {
      status: offer.status,
      expiresAt: offer.expiresAt.toISOString(),
      agreedUntil: offer.agreedUntil?.toISOString() ?? null,
      seq: events?.n ?? 0,
      previousStatus: offer.status === 'cancellation_requested' ? (last?.from ?? null) : null,
      buyerAccountId: offer.buyerAccountId,
      sellerAccountId: offer.sellerAccountId,
    };
  });
}
