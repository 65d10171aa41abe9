/**
 * A bundle offer as the negotiation store sees it (pharmacy-side §4 Offers, kind 'bundle': the
 * supplier proposes, the pharmacy answers): a move writes the variants the pharmacy chose or
 * countered, an acceptance puts the agreed variants in its cart, an approved cancellation takes
 * them out.
 */
import { eq } from 'drizzle-orm';
import { accounts, bundleOffers, bundleOfferVariants } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';
import { formatCents } from '../../domain/money.ts';
import type { NegotiationMoveRecord } from '../../workflows/offers/messages.ts';
import { notifyAccount } from '../notifications/notify-account.ts';
import { bundleMoveNotice } from './bundle-notices.ts';
import {
  agreedTerms,
  assertAnswerFits,
  chooseVariants,
  counterVariants,
  lockVariants,
  offeredTerms,
  putBundleInCart,
  removeBundleFromCart,
  totalOf,
  type VariantRow,
} from './bundle-variants.ts';
import type { BundleRow, MoveWrite, NegotiationKind, Tx } from './negotiation-kind.ts';

export const bundleStepKey = (bundleOfferId: string, step: number | string) =>
  `bundle-offer:${bundleOfferId}:${step}`;

async function accountName(tx: Tx, accountId: string): Promise<string> {
  const [row] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? '';
}

async function namesOf(tx: Tx, bundle: BundleRow) {
  return {
    seller: await accountName(tx, bundle.sellerAccountId),
    buyer: await accountName(tx, bundle.buyerAccountId),
  };
}

/** Writes the move's variant changes and says what the bundle row and its audit event get. */
async function bundleMoveWrite(
  tx: Tx,
  bundle: BundleRow,
  rows: VariantRow[],
  record: NegotiationMoveRecord,
): Promise<MoveWrite> {
  const { move } = record;
  const offered = totalOf(offeredTerms(rows));
  const agreedUntil = record.agreedUntil ? new Date(record.agreedUntil) : null;
  const quiet = (action: string, note: string | null = null): MoveWrite => ({
    change: {},
    event: { action, fromPriceCents: offered.cents, note },
  });
  switch (move.type) {
    case 'respond': {
      const r = move.input;
      const note = r.note ?? null;
      if (r.response === 'declined') return quiet('declined', note);
      assertAnswerFits(
        rows.map((v) => v.id),
        r.response,
        r.variants,
      );
      if (r.response === 'accepted') {
        await chooseVariants(tx, rows, r.variants);
        const agreed = totalOf(agreedTerms(await lockVariants(tx, bundle.id), false));
        return {
          change: { agreedUntil },
          event: {
            action: 'accepted',
            fromPriceCents: offered.cents,
            toPriceCents: agreed.cents,
            quantity: agreed.quantity,
            note,
          },
        };
      }
      await counterVariants(tx, rows, r.variants);
      const countered = totalOf(agreedTerms(await lockVariants(tx, bundle.id), true));
      return {
        change: { counterNote: note, ...(record.expiresAt ? { expiresAt: new Date(record.expiresAt) } : {}) },
        event: {
          action: 'countered',
          fromPriceCents: offered.cents,
          toPriceCents: countered.cents,
          quantity: countered.quantity,
          note,
        },
      };
    }
    case 'answerCounter': {
      const countered = totalOf(agreedTerms(rows, true));
      if (move.input.status === 'skipped')
        return { change: {}, event: { action: 'counter_skipped', fromPriceCents: countered.cents } };
      return {
        change: { agreedUntil },
        event: {
          action: 'counter_accepted',
          fromPriceCents: offered.cents,
          toPriceCents: countered.cents,
          quantity: countered.quantity,
        },
      };
    }
    case 'cancel':
      return { ...quiet('cancelled', move.input.memo ?? null), change: { memo: move.input.memo ?? null } };
    case 'requestCancellation':
      return {
        ...quiet('cancellation_requested', move.input.reason),
        change: { cancellationReason: move.input.reason },
      };
    case 'decideCancellation':
      return quiet(move.input.decision === 'approve' ? 'cancellation_approved' : 'cancellation_declined');
  }
}

export const bundleKind: NegotiationKind<BundleRow> = {
  noun: 'bundle offer',
  createdIsMove: false,
  answersFirst: 'buyer',
  eventRef: (id) => ({ bundleOfferId: id }),
  stepKey: bundleStepKey,
  async find(tx, id) {
    const [bundle] = await tx.select().from(bundleOffers).where(eq(bundleOffers.id, id));
    return bundle;
  },
  async lock(tx, id) {
    const [bundle] = await tx.select().from(bundleOffers).where(eq(bundleOffers.id, id)).for('update');
    if (!bundle) throw notFound('Bundle offer');
    return bundle;
  },
  async update(tx, id, change) {
    const [updated] = await tx.update(bundleOffers).set(change).where(eq(bundleOffers.id, id)).returning();
    return updated!;
  },
  async writeMove(tx, bundle, record) {
    return bundleMoveWrite(tx, bundle, await lockVariants(tx, bundle.id), record);
  },
  async followInCart(tx, bundle, record) {
    // Bought terms never return to the cart (a declined cancellation restores the status, not the lines).
    if ((record.to === 'accepted' || record.to === 'counter_accepted') && bundle.consumedOrderId === null) {
      const actor = record.move.input.actor;
      const rows = await lockVariants(tx, bundle.id);
      // A counter accepted by the supplier is added on the pharmacy's behalf: no pharmacy user added it.
      const addedBy = actor.side === 'buyer' ? actor.userId : null;
      await putBundleInCart(tx, bundle, agreedTerms(rows, record.to === 'counter_accepted'), addedBy);
    }
    if (record.to === 'cancelled' && record.move.type === 'decideCancellation')
      await removeBundleFromCart(tx, bundle);
  },
  expiredEvent: () => ({}),
  async openedNotice(tx, bundle) {
    const variants = await tx
      .select({ priceCents: bundleOfferVariants.priceCents, quantity: bundleOfferVariants.quantity })
      .from(bundleOfferVariants)
      .where(eq(bundleOfferVariants.bundleOfferId, bundle.id));
    const total = variants.reduce((sum, v) => sum + v.priceCents * v.quantity, 0);
    const seller = await accountName(tx, bundle.sellerAccountId);
    return {
      kind: 'bundle_offer_received',
      title: `New bundle offer #${bundle.number}`,
      body: `${seller} sent you a bundle offer of ${variants.length} products for ${formatCents(total)}.`,
    };
  },
  async moveNotice(tx, bundle, record, event) {
    return bundleMoveNotice(bundle, record, await namesOf(tx, bundle), event);
  },
  expiredNotice: (_tx, bundle) =>
    Promise.resolve({
      kind: 'bundle_offer_expired',
      title: `Bundle offer #${bundle.number} expired`,
      body: `Bundle offer #${bundle.number} expired without an answer.`,
    }),
  async reminderNotice(tx, bundle, side) {
    const names = await namesOf(tx, bundle);
    const what =
      side === 'buyer' ? `${names.seller}'s bundle offer` : `${names.buyer}'s counter offer on bundle`;
    return {
      kind: 'bundle_offer_expiring',
      title: `Bundle offer #${bundle.number} expires soon`,
      body: `${what} #${bundle.number} expires at ${bundle.expiresAt.toISOString()} unless you answer it.`,
    };
  },
  async notify(tx, bundle, side, notice) {
    await notifyAccount(tx, {
      accountId: side === 'buyer' ? bundle.buyerAccountId : bundle.sellerAccountId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link: side === 'buyer' ? '/pharmacy/offers' : '/suppliers/offers',
      dedupeKey: `${notice.key}:${side}`,
      details: { bundle_offer_id: bundle.id, bundle_offer_number: bundle.number },
    });
  },
};
