/**
 * Nobody answered in time (issue 5: expired when nobody answers): an open offer (pending or
 * countered) expires, the audit trail records it as the system's move, and both parties are told.
 */
import { appendNegotiationEvent, isEventWritten } from './negotiation-events.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { isOpen, type OfferStatus } from '../../domain/offers/negotiation.ts';
import { describeOffer, lockOffer, notifyParty, offerMoveKey } from './offer-steps.ts';

/** Expires the offer once, as its `seq`-th move; an offer no longer open is left as it is. */
export async function expireOffer(
  db: Database,
  offerId: string,
  seq: number,
  now: Date,
): Promise<{ status: OfferStatus }> {
  return db.transaction(async (tx) => {
    const key = offerMoveKey(offerId, seq);
    if (await isEventWritten(tx, key)) return { status: 'expired' as const };
    const offer = await lockOffer(tx, offerId);
    if (!isOpen(offer.status)) return { status: offer.status };
    await tx.update(offers).set({ status: 'expired', updatedAt: now }).where(eq(offers.id, offerId));
    const lastPrice = offer.status === 'countered' ? offer.counterPriceCents : offer.priceCents;
    await appendNegotiationEvent(
      tx,
      { offerId: offerId },
      {
        key,
        actor: null,
        action: 'expired',
        from: offer.status,
        to: 'expired',
        fromPriceCents: lastPrice,
        at: now,
      },
    );
    const names = await describeOffer(tx, offer);
    const notice = {
      kind: 'offer_expired',
      title: `Offer #${offer.number} expired`,
      body: `Offer #${offer.number} on ${names.product} expired without an answer.`,
    };
    await notifyParty(tx, offer, 'buyer', { ...notice, key: `${key}:buyer` }, names.sellerKind);
    await notifyParty(tx, offer, 'seller', { ...notice, key: `${key}:seller` }, names.sellerKind);
    return { status: 'expired' as const };
  });
}
