/**
 * A buyer's rating of a p2p seller (pharmacy-side §7 POST /users/{id}/rate): 1 to 5 stars, one
 * per order, only once the order is delivered; a down rating (1 or 2) needs a message saying why.
 */
import { DomainError } from '../errors.ts';

export const DOWN_RATING_MAX = 2;
export const RATING_MESSAGES = {
  downNeedsMessage: 'Please tell the seller what went wrong.',
  notDelivered: 'You can rate the seller once the order is delivered.',
  alreadyRated: 'You already rated this order.',
} as const;

export function isDownRating(rating: number): boolean {
  return rating <= DOWN_RATING_MAX;
}

/** A down rating without a message is a 422 naming message; an order not delivered yet, 409. */
export function checkRating(input: { rating: number; message: string | null; delivered: boolean }): void {
  if (!input.delivered) throw new DomainError('ORDER_INVALID_TRANSITION', RATING_MESSAGES.notDelivered);
  if (isDownRating(input.rating) && (input.message ?? '').trim() === '')
    throw new DomainError('RATING_MESSAGE_REQUIRED', RATING_MESSAGES.downNeedsMessage, {
      fields: { message: [RATING_MESSAGES.downNeedsMessage] },
    });
}

/** Average to one decimal and count, as listings show them (null average when unrated). */
export function ratingSummary(ratings: readonly number[]): { average: number | null; count: number } {
  if (ratings.length === 0) return { average: null, count: 0 };
  const sum = ratings.reduce((a, b) => a + b, 0);
  return { average: Math.round((sum * 10) / ratings.length) / 10, count: ratings.length };
}
