/**
 * The bundle negotiation workflow's first step: it reads the bundle it runs (status, clocks,
 * parties and how many moves were written) and tells the pharmacy a bundle offer
 * arrived, once.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bundleOffers, bundleOfferVariants, offerEvents } from '../../db/schema/index.ts';
import { formatCents } from '../../domain/money.ts';
import type { OfferStatus } from '../../domain/offers/negotiation.ts';
import { accountName, notifyBundleParty } from './bundle-steps.ts';

export type BundleForNegotiation = {
  status: OfferStatus;
  expiresAt: string;
  agreedUntil: string | null;
  /** Moves written after creation (the 'created' event is move 0). */
  seq: number;
  previousStatus: OfferStatus | null;
  buyerAccountId: string;
  sellerAccountId: string;
};

/** The bundle as its workflow starts from, or null when the row is gone (its start was undone). */
export async function openBundleNegotiation(
  db: Database,
  bundleOfferId: string,
): Promise<BundleForNegotiation | null> {
  return db.transaction(async (tx) => {
    const [bundle] = await tx.select().from(bundleOffers).where(eq(bundleOffers.id, bundleOfferId));
    if (!bundle) return null;
    const variants = await tx
      .select({ priceCents: bundleOfferVariants.priceCents, quantity: bundleOfferVariants.quantity })
      .from(bundleOfferVariants)
      .where(eq(bundleOfferVariants.bundleOfferId, bundleOfferId));
    const moves = await tx
      .select({ from: offerEvents.fromStatus })
      .from(offerEvents)
      .where(and(eq(offerEvents.bundleOfferId, bundleOfferId), ne(offerEvents.action, 'created')))
      .orderBy(desc(offerEvents.occurredAt));
    if (bundle.status === 'pending') {
      const total = variants.reduce((sum, v) => sum + v.priceCents * v.quantity, 0);
      const seller = await accountName(tx, bundle.sellerAccountId);
      await notifyBundleParty(tx, bundle, 'buyer', {
        key: `bundle-offer:${bundleOfferId}:created`,
        kind: 'bundle_offer_received',
        title: `New bundle offer #${bundle.number}`,
        body: `${seller} sent you a bundle offer of ${variants.length} products for ${formatCents(total)}.`,
      });
    }
    return {
      status: bundle.status,
      expiresAt: bundle.expiresAt.toISOString(),
      agreedUntil: bundle.agreedUntil?.toISOString() ?? null,
      seq: moves.length,
      previousStatus: bundle.status === 'cancellation_requested' ? (moves[0]?.from ?? null) : null,
      buyerAccountId: bundle.buyerAccountId,
      sellerAccountId: bundle.sellerAccountId,
    };
  });
}
