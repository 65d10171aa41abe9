/**
 * Sending a bundle offer: the row commits, then its workflow `bundle-offer:<id>` starts with the
 * deployment's expiry (env.offers.expiryMs, else the 3-day default). When the start fails the
 * bundle is withdrawn again, so no bundle offer stands without the workflow that runs it.
 */
import type { Client } from '@temporalio/client';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../domain/errors.ts';
import { DEFAULT_OFFER_EXPIRY_MS } from '../../domain/offers/negotiation.ts';
import type { Env } from '../../platform/env.ts';
import type { Logger } from '../../platform/logger.ts';
import { createBundleOffer, withdrawBundleOffer, type NewBundleOffer } from './bundle-create.ts';
import { startNegotiation } from '../../platform/temporal/offers.ts';
import { markNegotiationsStarted } from '../../activities/maintenance/stranded-workflows.ts';
import { assertUnderPackPriceCap } from './pack-price-cap.ts';

type Deps = {
  db: Database;
  temporal: Client;
  env: Pick<Env, 'temporal' | 'offers'>;
  logger: Logger;
  now: () => Date;
};

export const BUNDLE_NOT_SENT = 'Bundle offers cannot be sent right now. Please try again in a moment.';

/** Creates the bundle offer and starts its negotiation; answers the committed row. */
export async function sendBundleOffer(deps: Deps, input: Omit<NewBundleOffer, 'expiresAt' | 'now'>) {
  await assertUnderPackPriceCap(
    deps.db,
    input.variants.map((v, i) => ({
      field: `variants.${i}.price`,
      listingId: v.listingId,
      priceCents: v.priceCents,
    })),
  );
  const now = deps.now();
  const expiryMs = deps.env.offers.expiryMs ?? DEFAULT_OFFER_EXPIRY_MS;
  const bundle = await createBundleOffer(deps.db, {
    ...input,
    now,
    expiresAt: new Date(now.getTime() + expiryMs),
  });
  const durations = deps.env.offers.expiryMs ? { expiryMs: deps.env.offers.expiryMs } : undefined;
  try {
    await startNegotiation(
      deps.temporal,
      deps.env.temporal.taskQueue,
      { kind: 'bundle', id: bundle.id },
      [bundle.sellerAccountId, bundle.buyerAccountId],
      durations,
    );
    await markNegotiationsStarted(deps.db, { offers: [], bundleOffers: [bundle.id] }, deps.now());
  } catch (error) {
    deps.logger.error('bundle offer workflow not started; the bundle offer is withdrawn', {
      error,
      bundleOfferId: bundle.id,
    });
    await withdrawBundleOffer(deps.db, bundle.id);
    throw new DomainError('SERVICE_UNAVAILABLE', BUNDLE_NOT_SENT, { retryAfterSeconds: 5 });
  }
  return bundle;
}
