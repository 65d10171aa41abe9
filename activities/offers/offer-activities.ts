/**
 * The individual-offer negotiation's activities (registered by activities/index.ts). Each is one
 * idempotent transaction keyed by the offer and the move; refusals are typed failures.
 */
import type { Database } from '../../db/client.ts';
import type { Side } from '../../domain/offers/negotiation.ts';
import { refusing } from '../../platform/temporal/failure-codec.ts';
import { expireOffer } from './expire-offer.ts';
import { openOfferNegotiation } from './open-negotiation.ts';
import { recordOfferMove, type OfferMoveRecord } from './record-move.ts';
import { remindOffer } from './remind-offer.ts';

type Deps = { db: Database; now: () => Date };

export function createOfferActivities({ db, now }: Deps) {
  return {
    /** Reads the offer for its workflow (null when gone) and tells the seller a new offer arrived. */
    openOfferNegotiation: (offerId: string) => refusing(() => openOfferNegotiation(db, offerId)),
    /** One validated move: offer row, audit event, the other party told, the cart following the agreement. */
    recordOfferMove: (offerId: string, record: OfferMoveRecord) =>
      refusing(() => recordOfferMove(db, offerId, record, now())),
    /** pending/countered → expired as the `seq`-th move; both parties told. */
    expireOffer: (offerId: string, seq: number) => refusing(() => expireOffer(db, offerId, seq, now())),
    /** Reminds the party who must act before the offer expires. */
    remindOffer: (offerId: string, reminder: { seq: number; side: Side }) =>
      refusing(() => remindOffer(db, offerId, reminder, now())),
  };
}
