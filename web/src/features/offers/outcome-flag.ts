/**
 * The page reload after a single response (pharmacy-side §4 Offers: "the page reloads with fl set
 * to the outcome"; §2 fl values) and the message shown for each outcome.
 */
export const OUTCOME_FLAGS = [
  'accepted',
  'declined',
  'counter',
  'skipped',
  'canceled',
  'created',
  'changed',
  'updated',
] as const;
export type OutcomeFlag = (typeof OUTCOME_FLAGS)[number];

const MESSAGES: Record<OutcomeFlag, string> = {
  accepted: 'The offer was accepted.',
  declined: 'The offer was declined.',
  counter: 'Your counter offer was sent.',
  skipped: 'The counter offer was skipped.',
  canceled: 'The offer was cancelled.',
  created: 'Your offer was sent.',
  changed: 'The offer was changed.',
  updated: 'The offer was updated.',
};

/** Whether a search value names an outcome (a bad link shows nothing). */
export function isOutcomeFlag(value: unknown): value is OutcomeFlag {
  return typeof value === 'string' && (OUTCOME_FLAGS as readonly string[]).includes(value);
}

/** The message for an `fl` outcome. */
export function outcomeMessage(flag: OutcomeFlag): string {
  return MESSAGES[flag];
}
