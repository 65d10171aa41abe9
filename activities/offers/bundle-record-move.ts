/**
 * One move of a bundle offer, written by its negotiation workflow after the update was validated
 * (pharmacy-side §4 Offers; the supplier proposes, the pharmacy answers): one transaction updates
 * the bundle and its variants (chosen, counter), appends the audit event, tells the other party
 * and, when the bundle or its counter is accepted, puts the chosen variants in the pharmacy's cart
 * at the agreed prices and quantities; an approved cancellation takes them out again.
 */
import { appendNegotiationEvent, isEventWritten } from './negotiation-events.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bundleOffers } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import type { OfferStatus } from '../../domain/offers/negotiation.ts';
import type { NegotiationMoveRecord } from '../../workflows/offers/messages.ts';
import { describeBundleMove } from './bundle-notices.ts';
import {
  accountName,
  bundleStepKey,
  lockBundle,
  notifyBundleParty,
  type BundleRow,
  type Tx,
} from './bundle-steps.ts';
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
/** The same record as an individual offer's move: seq, from, to, the move and its clocks. */
export type BundleMoveRecord = NegotiationMoveRecord;

type Change = Partial<typeof bundleOffers.$inferInsert>;
type Written = {
  change: Change;
  action: string;
  from: number | null;
  to: number | null;
  quantity: number | null;
  note: string | null;
};

/** Writes the move's variant changes and says what the bundle row and its audit event get. */
async function applyBundleMove(
  tx: Tx,
  bundle: BundleRow,
  rows: VariantRow[],
  record: BundleMoveRecord,
): Promise<Written> {
  const { move } = record;
  const offered = totalOf(offeredTerms(rows));
  const agreedUntil = record.agreedUntil ? new Date(record.agreedUntil) : null;
  const base = { change: {}, from: offered.cents, to: null, quantity: null, note: null };
  switch (move.type) {
    case 'respond': {
      const r = move.input;
      const note = r.note ?? null;
      if (r.response !== 'declined')
        assertAnswerFits(
          rows.map((v) => v.id),
          r.response,
          r.variants,
        );
      if (r.response === 'declined') return { ...base, action: 'declined', note };
      if (r.response === 'accepted') {
        await chooseVariants(tx, rows, r.variants);
        const agreed = totalOf(agreedTerms(await lockVariants(tx, bundle.id), false));
        return {
          change: { agreedUntil },
          action: 'accepted',
          from: offered.cents,
          to: agreed.cents,
          quantity: agreed.quantity,
          note,
        };
      }
      await counterVariants(tx, rows, r.variants);
      const countered = totalOf(agreedTerms(await lockVariants(tx, bundle.id), true));
      const expiresAt = record.expiresAt ? { expiresAt: new Date(record.expiresAt) } : {};
      const change = { counterNote: note, ...expiresAt };
      return {
        change,
        action: 'countered',
        from: offered.cents,
        to: countered.cents,
        quantity: countered.quantity,
        note,
      };
    }
    case 'answerCounter': {
      const countered = totalOf(agreedTerms(rows, true));
      if (move.input.status === 'skipped')
        return { ...base, action: 'counter_skipped', from: countered.cents };
      return {
        change: { agreedUntil },
        action: 'counter_accepted',
        from: offered.cents,
        to: countered.cents,
        quantity: countered.quantity,
        note: null,
      };
    }
    case 'cancel':
      return {
        ...base,
        change: { memo: move.input.memo ?? null },
        action: 'cancelled',
        note: move.input.memo ?? null,
      };
    case 'requestCancellation':
      return {
        ...base,
        change: { cancellationReason: move.input.reason },
        action: 'cancellation_requested',
        note: move.input.reason,
      };
    case 'decideCancellation':
      return {
        ...base,
        action: move.input.decision === 'approve' ? 'cancellation_approved' : 'cancellation_declined',
      };
  }
}

/** The cart follows the agreement: in at acceptance (offered or countered terms), out at an approved cancellation. */
async function followInCart(tx: Tx, bundle: BundleRow, record: BundleMoveRecord, addedBy: string | null) {
  if (record.to === 'accepted' || record.to === 'counter_accepted') {
    const rows = await lockVariants(tx, bundle.id);
    await putBundleInCart(tx, bundle, agreedTerms(rows, record.to === 'counter_accepted'), addedBy);
  }
  if (record.to === 'cancelled' && record.move.type === 'decideCancellation')
    await removeBundleFromCart(tx, bundle);
}

/** Writes the move once: a retry after commit finds its audit event and changes nothing. */
export async function recordBundleMove(
  db: Database,
  bundleOfferId: string,
  record: BundleMoveRecord,
  now: Date,
): Promise<{ status: OfferStatus }> {
  return db.transaction(async (tx) => {
    const key = bundleStepKey(bundleOfferId, record.seq);
    if (await isEventWritten(tx, key)) return { status: record.to };
    const bundle = await lockBundle(tx, bundleOfferId);
    // The workflow is the only writer of a negotiation: another status means it was moved behind its back.
    if (bundle.status !== record.from)
      throw new DomainError(
        'OFFER_INVALID_MOVE',
        'This bundle offer changed meanwhile. Please reload the page.',
        {
          message: `bundle offer ${bundleOfferId} is ${bundle.status}, the workflow expected ${record.from}`,
        },
      );
    const rows = await lockVariants(tx, bundleOfferId);
    const written = await applyBundleMove(tx, bundle, rows, record);
    const [updated] = await tx
      .update(bundleOffers)
      .set({ ...written.change, status: record.to, updatedAt: now })
      .where(eq(bundleOffers.id, bundleOfferId))
      .returning();
    const actor = record.move.input.actor;
    await appendNegotiationEvent(
      tx,
      { bundleOfferId: bundleOfferId },
      {
        key,
        actor,
        action: written.action,
        from: record.from,
        to: record.to,
        fromPriceCents: written.from,
        toPriceCents: written.to,
        quantity: written.quantity,
        note: written.note,
        at: now,
      },
    );
    // A counter accepted by the supplier is added to the cart on the pharmacy's behalf: no pharmacy user added it.
    await followInCart(tx, updated!, record, actor.side === 'buyer' ? actor.userId : null);
    const to = actor.side === 'buyer' ? 'seller' : 'buyer';
    const names = {
      seller: await accountName(tx, updated!.sellerAccountId),
      buyer: await accountName(tx, updated!.buyerAccountId),
    };
    await notifyBundleParty(tx, updated!, to, {
      key,
      ...describeBundleMove(updated!, record, names, written),
    });
    return { status: record.to };
  });
}
