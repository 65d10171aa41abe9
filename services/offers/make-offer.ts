/**
 * Making an offer (pharmacy-side §7 POST /offers): the row commits, then its workflow `offer:<id>`
 * starts with this deployment's expiry (env.offers.expiryMs, else the domain's 3-day default).
 * When the start fails the offer is withdrawn again, so no offer stands without the workflow that
 * runs it.
 */
import type { Client } from '@temporalio/client';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { negotiationTimings } from '../../domain/offers/negotiation.ts';
import type { Env } from '../../platform/env.ts';
import type { Logger } from '../../platform/logger.ts';
import { createOffer, withdrawOffer, type NewOfferBody } from './create-offer.ts';
import { startNegotiation } from '../../platform/temporal/offers.ts';
import { markNegotiationsStarted } from '../../activities/maintenance/stranded-workflows.ts';

type Deps = {
  db: Database;
  temporal: Client;
  env: Pick<Env, 'temporal' | 'offers'>;
  logger: Logger;
  now: () => Date;
};

export const OFFER_NOT_SENT = 'Offers cannot be made right now. Please try again in a moment.';

/** Creates the pending offer and starts its negotiation; answers the committed row. */
export async function makeOffer(deps: Deps, caller: Caller, body: NewOfferBody) {
  const durations = deps.env.offers.expiryMs ? { expiryMs: deps.env.offers.expiryMs } : undefined;
  const { expiryMs } = negotiationTimings(durations);
  const offer = await createOffer(deps.db, { caller, body, now: deps.now(), expiryMs });
  try {
    await startNegotiation(
      deps.temporal,
      deps.env.temporal.taskQueue,
      { kind: 'offer', id: offer.id },
      [offer.buyerAccountId, offer.sellerAccountId],
      durations,
    );
    await markNegotiationsStarted(deps.db, { offers: [offer.id], bundleOffers: [] }, deps.now());
  } catch (error) {
    deps.logger.error('offer workflow not started; the offer is withdrawn', { error, offerId: offer.id });
    await withdrawOffer(deps.db, offer.id);
    throw new DomainError('SERVICE_UNAVAILABLE', OFFER_NOT_SENT, { retryAfterSeconds: 5 });
  }
  return offer;
}
