/**
 * A bundle offer's clock (issue 5: expired when nobody answers in time, with a reminder before):
 * the party who must act is reminded (the pharmacy while the bundle is pending, the supplier while
 * a counter waits), and an open bundle expires as the system's move, both parties told.
 */
import { appendNegotiationEvent, isEventWritten } from './negotiation-events.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bundleOffers } from '../../db/schema/index.ts';
import { isOpen, type OfferStatus, type Side } from '../../domain/offers/negotiation.ts';
import { accountName, bundleStepKey, lockBundle, notifyBundleParty } from './bundle-steps.ts';

/** Expires the bundle once, as its `seq`-th move; a bundle no longer open is left as it is. */
export async function expireBundleOffer(
  db: Database,
  bundleOfferId: string,
  seq: number,
  now: Date,
): Promise<{ status: OfferStatus }> {
  return db.transaction(async (tx) => {
    const key = bundleStepKey(bundleOfferId, seq);
    if (await isEventWritten(tx, key)) return { status: 'expired' as const };
    const bundle = await lockBundle(tx, bundleOfferId);
    if (!isOpen(bundle.status)) return { status: bundle.status };
    await tx
      .update(bundleOffers)
      .set({ status: 'expired', updatedAt: now })
      .where(eq(bundleOffers.id, bundleOfferId));
    await appendNegotiationEvent(
      tx,
      { bundleOfferId: bundleOfferId },
      { key, actor: null, action: 'expired', from: bundle.status, to: 'expired', at: now },
    );
    const notice = {
      key,
      kind: 'bundle_offer_expired',
      title: `Bundle offer #${bundle.number} expired`,
      body: `Bundle offer #${bundle.number} expired without an answer.`,
    };
    await notifyBundleParty(tx, bundle, 'buyer', notice);
    await notifyBundleParty(tx, bundle, 'seller', notice);
    return { status: 'expired' as const };
  });
}

/** Sends the reminder for the clock started by move `seq`, once; none when the bundle is no longer open. */
export async function remindBundleOffer(
  db: Database,
  bundleOfferId: string,
  reminder: { seq: number; side: Side },
  now: Date,
): Promise<{ sent: boolean }> {
  return db.transaction(async (tx) => {
    const [bundle] = await tx.select().from(bundleOffers).where(eq(bundleOffers.id, bundleOfferId));
    if (!bundle || !isOpen(bundle.status) || bundle.expiresAt <= now) return { sent: false };
    const what =
      reminder.side === 'buyer'
        ? `${await accountName(tx, bundle.sellerAccountId)}'s bundle offer`
        : `${await accountName(tx, bundle.buyerAccountId)}'s counter offer on bundle`;
    await notifyBundleParty(tx, bundle, reminder.side, {
      key: `bundle-offer:${bundleOfferId}:reminder:${reminder.seq}`,
      kind: 'bundle_offer_expiring',
      title: `Bundle offer #${bundle.number} expires soon`,
      body: `${what} #${bundle.number} expires at ${bundle.expiresAt.toISOString()} unless you answer it.`,
    });
    return { sent: true };
  });
}
