/**
 * A negotiation's moves arrive as updates answered synchronously. The validator refuses an
 * invalid move before anything is written (409/422 at the API); the handler runs one move at a
 * time (the expiry timer takes the same turn), checks again, and writes through one idempotent
 * activity, then advances the state. Shared by the individual and bundle offer workflows.
 */
import { setHandler } from '@temporalio/workflow';
import { asRefusal } from '../shared/failures/refusals.ts';
import { turnLock, type Turn } from '../shared/turn.ts';
import {
  answerCounterUpdate,
  cancelUpdate,
  decideCancellationUpdate,
  requestCancellationUpdate,
  respondUpdate,
  type AnswerCounterInput,
  type CancelInput,
  type DecideCancellationInput,
  type NegotiationMoveInput,
  type NegotiationMoveRecord,
  type NegotiationState,
  type RequestCancellationInput,
  type RespondInput,
} from './messages.ts';
import { checkMove, type Parties } from './move-checks.ts';

export type MoveDeps = {
  /** The parties once the offer is loaded; until then validators let moves through and handlers wait. */
  parties: () => Parties | null;
  /** How long the buyer has to answer a counter: a counter restarts the expiry clock. */
  expiryMs: number;
  /** Writes the move (offer row, audit event, notice, cart) in one transaction. */
  record: (record: NegotiationMoveRecord) => Promise<unknown>;
};

/** The times a move sets: a counter's new expiry; an acceptance holds the price until the current expiry. */
function timesOf(
  state: NegotiationState,
  move: NegotiationMoveInput,
  to: NegotiationState['status'],
  expiryMs: number,
) {
  if (to === 'countered') return { expiresAt: new Date(Date.now() + expiryMs).toISOString() };
  const accepts = move.type === 'respond' || move.type === 'answerCounter';
  if (accepts && (to === 'accepted' || to === 'counter_accepted'))
    return { agreedUntil: state.expiresAt ?? new Date().toISOString() };
  return {};
}

/**
 * Registers respond, answerCounter, cancel, requestCancellation and decideCancellation over the
 * workflow's state (before its first await: an update that finds no handler is refused).
 */
export function handleNegotiationMoves(state: NegotiationState, deps: MoveDeps): Turn {
  // One move at a time: the handlers and the workflow's own timers (reminder, expiry) take turns.
  const turns = turnLock(() => deps.parties() !== null);
  const check = (move: NegotiationMoveInput) => checkMove(state, deps.parties()!, move, Date.now());
  const validate = (move: NegotiationMoveInput) => {
    if (deps.parties() === null) return;
    try {
      check(move);
    } catch (error) {
      throw asRefusal(error);
    }
  };
  const apply = (move: NegotiationMoveInput) =>
    turns.take(async () => {
      try {
        const to = check(move);
        const record: NegotiationMoveRecord = {
          seq: state.seq + 1,
          from: state.status,
          to,
          move,
          ...timesOf(state, move, to, deps.expiryMs),
        };
        await deps.record(record);
        state.previousStatus = to === 'cancellation_requested' ? state.status : null;
        state.status = to;
        state.seq = record.seq;
        if (record.expiresAt) state.expiresAt = record.expiresAt;
        if (record.agreedUntil) state.agreedUntil = record.agreedUntil;
        return state;
      } catch (error) {
        throw asRefusal(error);
      }
    });

  setHandler(respondUpdate, (input) => apply({ type: 'respond', input }), {
    validator: (input: RespondInput) => validate({ type: 'respond', input }),
  });
  setHandler(answerCounterUpdate, (input) => apply({ type: 'answerCounter', input }), {
    validator: (input: AnswerCounterInput) => validate({ type: 'answerCounter', input }),
  });
  setHandler(cancelUpdate, (input) => apply({ type: 'cancel', input }), {
    validator: (input: CancelInput) => validate({ type: 'cancel', input }),
  });
  setHandler(requestCancellationUpdate, (input) => apply({ type: 'requestCancellation', input }), {
    validator: (input: RequestCancellationInput) => validate({ type: 'requestCancellation', input }),
  });
  setHandler(decideCancellationUpdate, (input) => apply({ type: 'decideCancellation', input }), {
    validator: (input: DecideCancellationInput) => validate({ type: 'decideCancellation', input }),
  });
  return turns;
}
