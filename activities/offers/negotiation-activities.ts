/**
 * The negotiation workflows' activities (registered by activities/index.ts), for individual
 * offers and bundle offers: one store (negotiation-store.ts), two kinds. Activity names live in
 * Temporal histories, so each kind keeps its own. Refusals are typed failures.
 */
import type { Database } from '../../db/client.ts';
import type { Side } from '../../domain/offers/negotiation.ts';
import type { NegotiationMoveRecord } from '../../workflows/offers/messages.ts';
import { refusing } from '../../platform/temporal/failure-codec.ts';
import { bundleKind } from './bundle-kind.ts';
import type { NegotiationKind, NegotiationRow } from './negotiation-kind.ts';
import {
  expireNegotiation,
  openNegotiation,
  recordNegotiationMove,
  remindNegotiation,
} from './negotiation-store.ts';
import { offerKind } from './offer-kind.ts';

type Deps = { db: Database; now: () => Date };
type Reminder = { seq: number; side: Side };

/** The four steps of one kind's negotiation. */
function stepsOf<Row extends NegotiationRow>(kind: NegotiationKind<Row>, { db, now }: Deps) {
  return {
    open: (id: string) => refusing(() => openNegotiation(db, kind, id)),
    record: (id: string, record: NegotiationMoveRecord) =>
      refusing(() => recordNegotiationMove(db, kind, id, record, now())),
    expire: (id: string, seq: number) => refusing(() => expireNegotiation(db, kind, id, seq, now())),
    remind: (id: string, reminder: Reminder) =>
      refusing(() => remindNegotiation(db, kind, id, reminder, now())),
  };
}

export function createNegotiationActivities(deps: Deps) {
  const offer = stepsOf(offerKind, deps);
  const bundle = stepsOf(bundleKind, deps);
  return {
    /** Reads the offer for its workflow (null when gone) and tells the seller a new offer arrived. */
    openOfferNegotiation: offer.open,
    /** One validated move: offer row, audit event, the other party told, the cart following the agreement. */
    recordOfferMove: offer.record,
    /** pending/countered → expired as the `seq`-th move; both parties told. */
    expireOffer: offer.expire,
    /** Reminds the party who must act before the offer expires. */
    remindOffer: offer.remind,
    /** Reads the bundle for its workflow (null when gone) and tells the pharmacy a bundle offer arrived. */
    openBundleNegotiation: bundle.open,
    /** One validated move: bundle and variants, audit event, the other party told, the cart following. */
    recordBundleMove: bundle.record,
    /** pending/countered → expired as the `seq`-th move; both parties told. */
    expireBundleOffer: bundle.expire,
    /** Reminds the party who must act before the bundle offer expires. */
    remindBundleOffer: bundle.remind,
  };
}
