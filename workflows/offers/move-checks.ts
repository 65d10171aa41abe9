/**
 * What a negotiation workflow checks before it accepts a move (its update validators, run again
 * by the handler): the actor is the party it claims to be, the state machine allows the move
 * (domain/offers/negotiation.ts assertMove), an open offer whose time ran out counts as expired,
 * and the payload keeps the respond/cancel rules (domain/offers/respond-input.ts). Pure and
 * synchronous; a refusal is a DomainError, so nothing is written.
 */
import { DomainError, type FieldErrors } from '../../domain/errors.ts';
import {
  assertMove,
  invalidMoveMessage,
  isAgreed,
  isOpen,
  type NegotiationMove,
  type OfferKind,
  type OfferStatus,
} from '../../domain/offers/negotiation.ts';
import {
  validateCancelMemo,
  validateCancelReason,
  validateRespondInput,
  type InputResult,
} from '../../domain/offers/respond-input.ts';
import type { NegotiationActor, NegotiationMoveInput, NegotiationState, RespondInput } from './messages.ts';

export type Parties = { buyerAccountId: string; sellerAccountId: string };

/** Cents back into the decimal text the respond rules read ('1250' → '12.50'). */
function priceText(cents: number | undefined): string | undefined {
  if (cents === undefined) return undefined;
  if (!Number.isSafeInteger(cents)) return 'invalid';
  return `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;
}

/** The update's payload in the shape of the respond body, so the same domain rules judge it. */
function respondBody(input: RespondInput) {
  return {
    response: input.response,
    price: priceText(input.price_cents),
    quantity: input.quantity,
    shipping_method: input.shipping_method,
    note: input.note,
    variants: input.variants?.map((v) => ({
      id: v.id,
      price: priceText(v.price_cents),
      quantity: v.quantity,
      chosen: v.chosen,
    })),
  };
}

function assertInput<T>(result: InputResult<T>): void {
  if (result.ok) return;
  const fields: FieldErrors = result.fields;
  const [field, messages] = Object.entries(fields)[0]!;
  throw new DomainError('OFFER_INVALID', messages[0] ?? 'Invalid input', {
    fields,
    message: `${field}: ${messages[0]}`,
  });
}

/** The domain's move for an update (the variant within a type decides the target status). */
export function moveOf(move: NegotiationMoveInput): NegotiationMove {
  switch (move.type) {
    case 'respond':
      return { type: 'respond', response: move.input.response };
    case 'answerCounter':
      return { type: 'answerCounter', status: move.input.status };
    case 'cancel':
      return { type: 'cancel', ...(move.input.memo !== undefined ? { memo: move.input.memo } : {}) };
    case 'requestCancellation':
      return { type: 'requestCancellation', reason: move.input.reason };
    case 'decideCancellation':
      return { type: 'decideCancellation', decision: move.input.decision };
  }
}

function assertPayload(kind: OfferKind, move: NegotiationMoveInput): void {
  switch (move.type) {
    case 'respond':
      return assertInput(validateRespondInput(kind, respondBody(move.input)));
    case 'answerCounter':
      if (move.input.status !== 'accepted' && move.input.status !== 'skipped')
        throw new DomainError('REQUEST_INVALID', 'status: must be accepted or skipped');
      return;
    case 'cancel':
      return assertInput(validateCancelMemo(kind, move.input.memo));
    case 'requestCancellation':
      return assertInput(validateCancelReason(move.input.reason));
    case 'decideCancellation':
      if (move.input.decision !== 'approve' && move.input.decision !== 'decline')
        throw new DomainError('REQUEST_INVALID', 'decision: must be approve or decline');
      return;
  }
}

/** The actor's account must be the party of the side it speaks for. */
function assertActor(actor: NegotiationActor, parties: Parties): void {
  const account = actor.side === 'buyer' ? parties.buyerAccountId : parties.sellerAccountId;
  if (actor.accountId !== account)
    throw new DomainError('OFFER_WRONG_PARTY', 'You are not a party to this offer.', {
      message: `account ${actor.accountId} is not the ${actor.side}`,
    });
}

/** The status as time has it: an open offer past its expiry is expired even before its timer fires. */
function statusNow(state: NegotiationState, nowMs: number): OfferStatus {
  if (isOpen(state.status) && state.expiresAt !== null && nowMs >= Date.parse(state.expiresAt))
    return 'expired';
  return state.status;
}

/**
 * The status `move` leads to, or throws the refusal: wrong party (422), a move the state does not
 * allow (409: expired, countered twice, no counter to answer), or an invalid payload (422/400).
 */
export function checkMove(
  state: NegotiationState,
  parties: Parties,
  move: NegotiationMoveInput,
  nowMs: number,
): OfferStatus {
  const actor = move.input.actor;
  assertActor(actor, parties);
  const domainMove = moveOf(move);
  const to = assertMove(
    { kind: state.kind, status: state.status, previousStatus: state.previousStatus },
    domainMove,
    actor.side,
  );
  const status = statusNow(state, nowMs);
  if (status === 'expired')
    throw new DomainError('OFFER_INVALID_MOVE', invalidMoveMessage(state.kind, status, move.type));
  if (
    move.type === 'requestCancellation' &&
    isAgreed(state.status) &&
    state.agreedUntil !== null &&
    nowMs >= Date.parse(state.agreedUntil)
  )
    throw new DomainError('OFFER_INVALID_MOVE', 'The agreed price of this offer no longer holds.');
  assertPayload(state.kind, move);
  return to;
}
