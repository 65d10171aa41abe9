/**
 * The bulk offer actions (pharmacy-side §4 Bulk selection, §7 PATCH /offers/bulk_*) and the one message
 * that reports them: each selected offer or bundle offer either succeeds or is named with its reason
 * (§8 bulk failures; issue 5: "a bulk call never half-applies silently").
 */
import type { NegotiationMove, OfferKind } from './negotiation.ts';

export const BULK_ACTIONS = ['accept', 'decline', 'accept_counter', 'cancel_counter'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The move each bulk call makes on every item: cancel counter skips the counter (§3: counter status skipped). */
export const BULK_ACTION_MOVES: Record<BulkAction, NegotiationMove> = {
  accept: { type: 'respond', response: 'accepted' },
  decline: { type: 'respond', response: 'declined' },
  accept_counter: { type: 'answerCounter', status: 'accepted' },
  cancel_counter: { type: 'answerCounter', status: 'skipped' },
};

const WORDS: Record<BulkAction, { done: string; counter: boolean }> = {
  accept: { done: 'accepted', counter: false },
  decline: { done: 'declined', counter: false },
  accept_counter: { done: 'accepted', counter: true },
  cancel_counter: { done: 'skipped', counter: true },
};

/** One item's result; `number` is the offer's display number (null when the id was not found). */
export type BulkItemResult = {
  kind: OfferKind;
  number: number | string | null;
  ok: boolean;
  message: string;
};
export type BulkOutcome = { message: string; summary: string; succeeded: number; failed: number };

function nameOf(kind: OfferKind, number: BulkItemResult['number']): string {
  const noun = kind === 'offer' ? 'offer' : 'bundle offer';
  if (number === null || number === '') return kind === 'offer' ? 'an offer' : 'a bundle offer';
  return `${noun} #${number}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** "Offer #12 accepted." or "Counter offer on bundle offer #3 could not be accepted: This … expired." */
function describeItem(result: BulkItemResult, action: BulkAction): string {
  const { done, counter } = WORDS[action];
  const name = nameOf(result.kind, result.number);
  const subject = counter ? `Counter offer on ${name}` : capitalise(name);
  if (result.ok) return `${subject} ${done}.`;
  const reason = result.message.trim();
  return reason === ''
    ? `${subject} could not be ${done}.`
    : `${subject} could not be ${done}: ${asSentence(reason)}`;
}

/**
 * The message a bulk call answers (§4: "after a successful bulk call the server message is shown"):
 * one sentence per item in the order given, plus a count such as "2 of 3 offers accepted."
 */
export function describeBulkOutcome(results: BulkItemResult[], action: BulkAction): BulkOutcome {
  const succeeded = results.filter((result) => result.ok).length;
  const failed = results.length - succeeded;
  if (results.length === 0) {
    const none = 'No offers were selected.';
    return { message: none, summary: none, succeeded, failed };
  }
  const { done, counter } = WORDS[action];
  const noun = `${counter ? 'counter offer' : 'offer'}${results.length === 1 ? '' : 's'}`;
  const summary = `${succeeded} of ${results.length} ${noun} ${done}.`;
  const message = results.map((result) => describeItem(result, action)).join(' ');
  return { message, summary, succeeded, failed };
}
