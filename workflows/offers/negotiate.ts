/**
 * The body both negotiation workflows share (issue 5): one offer or bundle offer from proposal to
 * a final answer. Moves arrive as updates (moves.ts); the clock reminds and expires (clock.ts); an
 * agreed price is held until it lapses or a cancellation is decided. Only the steps that read and
 * write the row differ between the two kinds.
 */
import { allHandlersFinished, condition, setHandler } from '@temporalio/workflow';
import {
  isOpen,
  negotiationTimings,
  type NegotiationDurations,
  type OfferKind,
  type OfferStatus,
} from '../../domain/offers/negotiation.ts';
import { answerOrExpire, holdAgreedPrice, type ClockSteps } from './clock.ts';
import { negotiationStateQuery, type NegotiationMoveRecord, type NegotiationState } from './messages.ts';
import type { Parties } from './move-checks.ts';
import { handleNegotiationMoves } from './moves.ts';

/** What the opening step reads back: the row's state and its parties; null when the row is gone. */
export type OpenedNegotiation = Parties & {
  status: OfferStatus;
  expiresAt: NegotiationState['expiresAt'];
  agreedUntil: NegotiationState['agreedUntil'];
  seq: number;
  previousStatus: NegotiationState['previousStatus'];
};

export type NegotiationSteps = ClockSteps & {
  open: () => Promise<OpenedNegotiation | null>;
  record: (record: NegotiationMoveRecord) => Promise<unknown>;
};

export async function negotiate(
  kind: OfferKind,
  id: string,
  durations: NegotiationDurations | undefined,
  steps: NegotiationSteps,
): Promise<NegotiationState> {
  const timings = negotiationTimings(durations);
  const state: NegotiationState = {
    kind,
    id,
    status: 'pending',
    expiresAt: null,
    agreedUntil: null,
    seq: 0,
    previousStatus: null,
    remindersSent: 0,
  };
  let parties: Parties | null = null;
  // Every handler is set before the first await: an update that finds no handler is refused.
  setHandler(negotiationStateQuery, () => state);
  const turns = handleNegotiationMoves(state, {
    parties: () => parties,
    expiryMs: timings.expiryMs,
    record: steps.record,
  });

  const opened = await steps.open();
  if (!opened) return state; // the row's creation was undone: nothing to negotiate
  Object.assign(state, {
    status: opened.status,
    expiresAt: opened.expiresAt,
    agreedUntil: opened.agreedUntil,
    seq: opened.seq,
    previousStatus: opened.previousStatus,
  });
  parties = { buyerAccountId: opened.buyerAccountId, sellerAccountId: opened.sellerAccountId };

  await answerOrExpire(state, timings, turns, { remind: steps.remind, expire: steps.expire });
  if (!isOpen(state.status) && state.agreedUntil !== null) await holdAgreedPrice(state);
  await condition(allHandlersFinished);
  return state;
}
