/**
 * A negotiation's clock (issue 5): while an offer is open the party who must act is reminded
 * before it expires, and it expires when nobody answers in time. A counter restarts the clock
 * (the buyer gets a full expiry period to answer it). Once agreed, the price holds until the
 * offer's expiry at acceptance (agreed_until); a pending cancellation request is still decided.
 */
import { condition } from '@temporalio/workflow';
import { initiatorOf, isOpen, responderOf, type Side } from '../../domain/offers/negotiation.ts';
import { remindThenExpire } from '../shared/clock.ts';
import type { Turn } from '../shared/turn.ts';
import type { NegotiationState } from './messages.ts';

export type ClockSteps = {
  /** Reminds `side` of the clock started by move `seq`. */
  remind: (reminder: { seq: number; side: Side }) => Promise<unknown>;
  /** Expires the open offer as move `seq`; answers the status written. */
  expire: (seq: number) => Promise<{ status: NegotiationState['status'] }>;
};

/** Who must act on an open offer: the responder while pending, the initiator while countered. */
function whoMustAct(state: NegotiationState): Side {
  return state.status === 'countered' ? initiatorOf(state.kind) : responderOf(state.kind);
}

/**
 * While the offer is open: remind at `reminderAtMs` into each clock, expire at its end. Each
 * clock ends early when a move closes the offer or a counter starts a new clock.
 */
export async function answerOrExpire(
  state: NegotiationState,
  timings: { expiryMs: number; reminderAtMs: number },
  turns: Turn,
  steps: ClockSteps,
): Promise<void> {
  while (isOpen(state.status) && state.expiresAt !== null) {
    const clock = state.expiresAt;
    const expiresAtMs = Date.parse(clock);
    const moved = () => state.expiresAt !== clock || !isOpen(state.status);
    const remindAtMs = expiresAtMs - (timings.expiryMs - timings.reminderAtMs);
    await remindThenExpire(
      turns,
      { done: moved, remindAtMs, expiresAtMs },
      {
        remind: async () => {
          await steps.remind({ seq: state.seq, side: whoMustAct(state) });
          state.remindersSent += 1;
        },
        expire: async () => {
          const seq = state.seq + 1;
          state.status = (await steps.expire(seq)).status;
          state.seq = seq;
        },
      },
    );
  }
}

/** An agreed offer: the price holds until agreed_until, unless a cancellation is approved first. */
export async function holdAgreedPrice(state: NegotiationState): Promise<void> {
  const ms = state.agreedUntil === null ? 0 : Date.parse(state.agreedUntil) - Date.now();
  if (ms > 0) await condition(() => state.status === 'cancelled', ms);
  // A request made while the price held is still the seller's to decide.
  await condition(() => state.status !== 'cancellation_requested');
}
