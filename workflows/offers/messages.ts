/**
 * The names and payloads of the two negotiation workflows' messages (individual offers and bundle
 * offers answer the same updates). They live in Temporal histories, so renaming one is a
 * versioning change. Safe to import from the API: only message definitions from the workflow SDK.
 */
import { defineQuery, defineUpdate } from '@temporalio/workflow';
import type { NegotiationDurations, OfferStatus } from '../../domain/offers/negotiation.ts';

export type { NegotiationDurations };

export const offerWorkflowId = (offerId: string) => `offer:${offerId}`;
export const bundleOfferWorkflowId = (bundleOfferId: string) => `bundle-offer:${bundleOfferId}`;

/** The offer_status values (db enum offer_status; pharmacy-side §4 Offers). */
export type NegotiationStatus = OfferStatus;

/*
 * NegotiationDurations: production waits, tests pass short ones. `expiryMs` (3 days) is how long
 * an answer may take, counted again from a counter; the reminder goes `reminderBeforeMs` (1 day)
 * before expiry, or at 2/3 of `expiryMs` when only that is given (domain negotiationTimings).
 */

export type OfferNegotiationInput = { offerId: string; durations?: NegotiationDurations };
export type BundleOfferNegotiationInput = { bundleOfferId: string; durations?: NegotiationDurations };

/** Who moves: the account and user acting, and on which side of this negotiation they stand. */
export type NegotiationSide = 'buyer' | 'seller';
export type NegotiationActor = { accountId: string; userId: string; side: NegotiationSide };

export type RespondVariant = { id: string; price_cents?: number; quantity?: number; chosen?: boolean };

/** The responder's answer: accept, decline, or counter with a price, quantity, shipping and note. */
export type RespondInput = {
  actor: NegotiationActor;
  response: 'accepted' | 'declined' | 'counter';
  price_cents?: number;
  quantity?: number;
  shipping_method?: string;
  note?: string;
  variants?: RespondVariant[];
};
/** The initiator's answer to a counter. */
export type AnswerCounterInput = { actor: NegotiationActor; status: 'accepted' | 'skipped' };
export type CancelInput = { actor: NegotiationActor; memo?: string };
/** The buyer asks to cancel an accepted offer whose item sits in the cart (saved-item cancel, reason required). */
export type RequestCancellationInput = { actor: NegotiationActor; reason: string };
export type DecideCancellationInput = { actor: NegotiationActor; decision: 'approve' | 'decline' };

/** What a negotiation workflow knows; answered by every update and by the 'negotiationState' query. */
export type NegotiationState = {
  kind: 'offer' | 'bundle';
  id: string;
  status: NegotiationStatus;
  /** When an unanswered offer expires (ISO); for an accepted one, when the agreed price stops holding. */
  expiresAt: string | null;
  agreedUntil: string | null;
  /** Moves written so far; the next one's audit dedupe key is `<kind>:<id>:<seq + 1>`. */
  seq: number;
  /** The agreed status a cancellation request came from (a declined request returns there). */
  previousStatus: NegotiationStatus | null;
  remindersSent: number;
};

export const respondUpdate = defineUpdate<NegotiationState, [RespondInput]>('respond');
export const answerCounterUpdate = defineUpdate<NegotiationState, [AnswerCounterInput]>('answerCounter');
export const cancelUpdate = defineUpdate<NegotiationState, [CancelInput]>('cancel');
export const requestCancellationUpdate = defineUpdate<NegotiationState, [RequestCancellationInput]>(
  'requestCancellation',
);
export const decideCancellationUpdate = defineUpdate<NegotiationState, [DecideCancellationInput]>(
  'decideCancellation',
);
export const negotiationStateQuery = defineQuery<NegotiationState>('negotiationState');

/** The five updates by name, for the generic sender (platform/temporal/offers.ts). */
export const NEGOTIATION_UPDATES = {
  respond: respondUpdate,
  answerCounter: answerCounterUpdate,
  cancel: cancelUpdate,
  requestCancellation: requestCancellationUpdate,
  decideCancellation: decideCancellationUpdate,
} as const;

export type NegotiationUpdateName = keyof typeof NEGOTIATION_UPDATES;
export type NegotiationPayloads = {
  respond: RespondInput;
  answerCounter: AnswerCounterInput;
  cancel: CancelInput;
  requestCancellation: RequestCancellationInput;
  decideCancellation: DecideCancellationInput;
};

/** A validated move as the workflow hands it to its writing activity. */
export type NegotiationMoveInput =
  | { type: 'respond'; input: RespondInput }
  | { type: 'answerCounter'; input: AnswerCounterInput }
  | { type: 'cancel'; input: CancelInput }
  | { type: 'requestCancellation'; input: RequestCancellationInput }
  | { type: 'decideCancellation'; input: DecideCancellationInput };

export type NegotiationMoveRecord = {
  /** The move's place in the negotiation: its audit dedupe key is `<offer|bundle-offer>:<id>:<seq>`. */
  seq: number;
  from: NegotiationStatus;
  to: NegotiationStatus;
  move: NegotiationMoveInput;
  /** A counter restarts the expiry clock (ISO). */
  expiresAt?: string;
  /** An acceptance (of the offer or of the counter): the agreed price holds until then (ISO). */
  agreedUntil?: string;
};
