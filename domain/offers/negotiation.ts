/**
 * The negotiation of an individual offer or a bundle offer (pharmacy-side §4 Offers), shared by the
 * workflows `offer:<id>` and `bundle-offer:<id>`. The initiator proposes (individual offer: the
 * pharmacy, the buyer; bundle offer: the supplier, the seller); the responder accepts, declines or
 * counters; the initiator accepts or skips a counter and may cancel while the offer is open. Once
 * agreed, the buyer may request a cancellation that the seller approves or declines. Nobody
 * answering in time expires an open offer.
 */
import { DomainError } from '../errors.ts';

export const OFFER_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'countered',
  'counter_accepted',
  'counter_skipped',
  'cancelled',
  'cancellation_requested',
  'expired',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export type OfferKind = 'offer' | 'bundle';
export type Side = 'buyer' | 'seller';
/** Who makes a move: a party, or the workflow's own timer for `expire`. */
export type MoveSide = Side | 'system';

/** The moves, named like the workflow updates that carry them (workflows/offers/messages.ts). */
export type NegotiationMove =
  | { type: 'respond'; response: 'accepted' | 'declined' | 'counter' }
  | { type: 'answerCounter'; status: 'accepted' | 'skipped' }
  | { type: 'cancel'; memo?: string }
  | { type: 'requestCancellation'; reason: string }
  | { type: 'decideCancellation'; decision: 'approve' | 'decline' }
  | { type: 'expire' };
export type MoveType = NegotiationMove['type'];

/** `previousStatus` is the agreed status a cancellation request came from (a decline returns there). */
export type NegotiationState = {
  kind: OfferKind;
  status: OfferStatus;
  previousStatus?: OfferStatus | null;
};

export const DEFAULT_OFFER_EXPIRY_MS = 3 * 24 * 60 * 60 * 1000;
export const DEFAULT_REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/** Whether a string (from the database or a query) names an offer status. */
export function isOfferStatus(value: string): value is OfferStatus {
  return (OFFER_STATUSES as readonly string[]).includes(value);
}

/** Who proposes (§4 Offers): the pharmacy makes an individual offer, the supplier sends a bundle. */
export function initiatorOf(kind: OfferKind): Side {
  return kind === 'offer' ? 'buyer' : 'seller';
}

/** Who answers: the other party. */
export function responderOf(kind: OfferKind): Side {
  return kind === 'offer' ? 'seller' : 'buyer';
}

/** Still waiting for an answer (pending or countered): the only statuses that can expire. */
export function isOpen(status: OfferStatus): boolean {
  return status === 'pending' || status === 'countered';
}

/** Agreed: an accepted offer or counter, which makes the item buyable at the agreed price. */
export function isAgreed(status: OfferStatus): boolean {
  return status === 'accepted' || status === 'counter_accepted';
}

/** Nothing more can happen: declined, counter skipped, cancelled or expired. */
export function isFinal(status: OfferStatus): boolean {
  return (
    status === 'declined' || status === 'counter_skipped' || status === 'cancelled' || status === 'expired'
  );
}

/** Which side may make each move, by kind: cancellation requests are the buyer's, decisions the seller's. */
export function partyForMove(kind: OfferKind, type: MoveType): MoveSide {
  switch (type) {
    case 'respond':
      return responderOf(kind);
    case 'answerCounter':
    case 'cancel':
      return initiatorOf(kind);
    case 'requestCancellation':
      return 'buyer';
    case 'decideCancellation':
      return 'seller';
    case 'expire':
      return 'system';
  }
}

const FROM: Record<MoveType, readonly OfferStatus[]> = {
  respond: ['pending'],
  answerCounter: ['countered'],
  cancel: ['pending', 'countered'],
  requestCancellation: ['accepted', 'counter_accepted'],
  decideCancellation: ['cancellation_requested'],
  expire: ['pending', 'countered'],
};

const RESPONSE_TO: Record<'accepted' | 'declined' | 'counter', OfferStatus> = {
  accepted: 'accepted',
  declined: 'declined',
  counter: 'countered',
};

function targetOf(state: NegotiationState, move: NegotiationMove): OfferStatus {
  switch (move.type) {
    case 'respond':
      return RESPONSE_TO[move.response];
    case 'answerCounter':
      return move.status === 'accepted' ? 'counter_accepted' : 'counter_skipped';
    case 'cancel':
      return 'cancelled';
    case 'requestCancellation':
      return 'cancellation_requested';
    case 'decideCancellation':
      // A request without a remembered origin can only have come from a plain acceptance.
      return move.decision === 'approve' ? 'cancelled' : (state.previousStatus ?? 'accepted');
    case 'expire':
      return 'expired';
  }
}

/** Whether `side` may make `move` now (drives the `actions` a list row offers the caller). */
export function canMove(state: NegotiationState, move: NegotiationMove, side: MoveSide): boolean {
  return partyForMove(state.kind, move.type) === side && FROM[move.type].includes(state.status);
}

/**
 * The status after `move` (§4 Offers), or throws OFFER_WRONG_PARTY (422) when `side` is not the
 * party the move belongs to, then OFFER_INVALID_MOVE (409) when the status does not allow it.
 */
export function assertMove(state: NegotiationState, move: NegotiationMove, side: MoveSide): OfferStatus {
  const mover = partyForMove(state.kind, move.type);
  if (mover !== side) {
    throw new DomainError('OFFER_WRONG_PARTY', wrongPartyMessage(state.kind, move.type, mover), {
      message: `${state.kind} move ${move.type} by ${side}, expected ${mover}`,
    });
  }
  if (!FROM[move.type].includes(state.status)) {
    throw new DomainError('OFFER_INVALID_MOVE', invalidMoveMessage(state.kind, state.status, move.type), {
      message: `${state.kind} move ${move.type} not allowed from ${state.status}`,
    });
  }
  return targetOf(state, move);
}

/** The state after `move`: remembers the agreed status a cancellation request came from. */
export function applyMove(state: NegotiationState, move: NegotiationMove, side: MoveSide): NegotiationState {
  const status = assertMove(state, move, side);
  const previousStatus = status === 'cancellation_requested' ? state.status : null;
  return { kind: state.kind, status, previousStatus };
}

/** The moves `side` may make now, as update names (one per type, the variants within a type share a rule). */
export function availableMoves(state: NegotiationState, side: MoveSide): MoveType[] {
  const types = Object.keys(FROM) as MoveType[];
  return types.filter((type) => partyForMove(state.kind, type) === side && FROM[type].includes(state.status));
}

function nounOf(kind: OfferKind): string {
  return kind === 'offer' ? 'offer' : 'bundle offer';
}

const WRONG_PARTY_ACTION: Record<MoveType, string> = {
  respond: 'respond to',
  answerCounter: 'answer the counter offer on',
  cancel: 'cancel',
  requestCancellation: 'request the cancellation of',
  decideCancellation: 'decide on the cancellation request of',
  expire: 'expire',
};

function wrongPartyMessage(kind: OfferKind, type: MoveType, mover: MoveSide): string {
  if (mover === 'system') return `A ${nounOf(kind)} expires on its own when nobody answers in time.`;
  return `Only the ${mover} can ${WRONG_PARTY_ACTION[type]} this ${nounOf(kind)}.`;
}

/** User-facing reason a move is refused in `status`: the final state first, then what the move lacks. */
export function invalidMoveMessage(kind: OfferKind, status: OfferStatus, type: MoveType): string {
  const noun = nounOf(kind);
  switch (status) {
    case 'expired':
      return `This ${noun} has expired.`;
    case 'cancelled':
      return `This ${noun} was cancelled.`;
    case 'declined':
      return `This ${noun} was already declined.`;
    case 'counter_skipped':
      return 'The counter offer was already skipped.';
    case 'cancellation_requested':
      return type === 'requestCancellation'
        ? `A cancellation of this ${noun} was already requested.`
        : `A cancellation of this ${noun} is waiting for the seller's decision.`;
    case 'pending':
    case 'countered':
    case 'accepted':
    case 'counter_accepted':
      return openOrAgreedMessage(noun, status, type);
  }
}

function openOrAgreedMessage(noun: string, status: OfferStatus, type: MoveType): string {
  const agreed =
    status === 'counter_accepted'
      ? 'The counter offer was already accepted.'
      : `This ${noun} was already accepted.`;
  switch (type) {
    case 'respond':
      return status === 'countered' ? `This ${noun} was already countered.` : agreed;
    case 'answerCounter':
      return status === 'pending' ? `This ${noun} has not been countered.` : agreed;
    case 'cancel':
      return `An accepted ${noun} can no longer be cancelled; the buyer may request a cancellation.`;
    case 'expire':
      return `This ${noun} is no longer open.`;
    case 'requestCancellation':
      return `Only an accepted ${noun} can have its cancellation requested.`;
    case 'decideCancellation':
      return `There is no cancellation request to decide on this ${noun}.`;
  }
}

/** The spec's return flags (pharmacy-side §2 query parameters: fl). */
export type OutcomeFlag =
  'accepted' | 'declined' | 'counter' | 'skipped' | 'canceled' | 'created' | 'changed' | 'updated';

/** The `fl` the SPA reloads with after a move (§4 Offers: "the page reloads with fl set to the outcome"). */
export function outcomeFlag(move: NegotiationMove): OutcomeFlag {
  switch (move.type) {
    case 'respond':
      return move.response;
    case 'answerCounter':
      return move.status;
    case 'cancel':
      return 'canceled';
    case 'requestCancellation':
      return 'updated';
    case 'decideCancellation':
      return move.decision === 'approve' ? 'canceled' : 'updated';
    case 'expire':
      return 'changed';
  }
}

export type NegotiationDurations = { expiryMs?: number; reminderBeforeMs?: number };

/**
 * When an offer expires and when its reminder goes, from its start (issue 5: input durations with a
 * production default of 3 days and a reminder 1 day before). Only `expiryMs` given (short test
 * expiries): the reminder goes at 2/3 of it. A reminder that would precede the start goes at once.
 */
export function negotiationTimings(durations: NegotiationDurations = {}): {
  expiryMs: number;
  reminderAtMs: number;
} {
  const expiryMs = durations.expiryMs ?? DEFAULT_OFFER_EXPIRY_MS;
  if (!(Number.isFinite(expiryMs) && expiryMs > 0))
    throw new RangeError(`offer expiry must be positive, got ${expiryMs}`);
  if (durations.reminderBeforeMs === undefined && durations.expiryMs !== undefined) {
    return { expiryMs, reminderAtMs: Math.floor((expiryMs * 2) / 3) };
  }
  const before = durations.reminderBeforeMs ?? DEFAULT_REMINDER_BEFORE_MS;
  return { expiryMs, reminderAtMs: Math.min(expiryMs, Math.max(0, expiryMs - before)) };
}
