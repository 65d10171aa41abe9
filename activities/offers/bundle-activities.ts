/**
 * The bundle-offer negotiation's activities (registered by activities/index.ts). Each is one
 * idempotent transaction keyed by the bundle offer and the move; refusals are typed failures.
 */
import type { Database } from '../../db/client.ts';
import type { Side } from '../../domain/offers/negotiation.ts';
import { refusing } from '../../platform/temporal/failure-codec.ts';
import { expireBundleOffer, remindBundleOffer } from './bundle-clock.ts';
import { openBundleNegotiation } from './bundle-open.ts';
import { recordBundleMove, type BundleMoveRecord } from './bundle-record-move.ts';

type Deps = { db: Database; now: () => Date };

export function createBundleOfferActivities({ db, now }: Deps) {
  return {
    /** Reads the bundle for its workflow (null when gone) and tells the pharmacy a bundle offer arrived. */
    openBundleNegotiation: (bundleOfferId: string) =>
      refusing(() => openBundleNegotiation(db, bundleOfferId)),
    /** One validated move: bundle and variants, audit event, the other party told, the cart following the agreement. */
    recordBundleMove: (bundleOfferId: string, record: BundleMoveRecord) =>
      refusing(() => recordBundleMove(db, bundleOfferId, record, now())),
    /** pending/countered → expired as the `seq`-th move; both parties told. */
    expireBundleOffer: (bundleOfferId: string, seq: number) =>
      refusing(() => expireBundleOffer(db, bundleOfferId, seq, now())),
    /** Reminds the party who must act before the bundle offer expires. */
    remindBundleOffer: (bundleOfferId: string, reminder: { seq: number; side: Side }) =>
      refusing(() => remindBundleOffer(db, bundleOfferId, reminder, now())),
  };
}
