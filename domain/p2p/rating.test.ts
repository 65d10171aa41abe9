import { describe, expect, it } from 'vitest';
import { type DomainError } from '../errors.ts';
import { checkRating, ratingSummary } from './rating.ts';

const code = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as DomainError).code;
  }
};

describe('down rating needs a message', () => {
  it('refuses 1 and 2 stars without a message, allows them with one', () => {
    expect(code(() => checkRating({ rating: 1, message: ' ', delivered: true }))).toBe(
      'RATING_MESSAGE_REQUIRED',
    );
    expect(code(() => checkRating({ rating: 2, message: null, delivered: true }))).toBe(
      'RATING_MESSAGE_REQUIRED',
    );
    expect(code(() => checkRating({ rating: 2, message: 'Short-dated', delivered: true }))).toBeNull();
    expect(code(() => checkRating({ rating: 3, message: null, delivered: true }))).toBeNull();
  });
});

describe('rating only after delivery', () => {
  it('refuses an order not delivered yet', () => {
    expect(code(() => checkRating({ rating: 5, message: null, delivered: false }))).toBe(
      'ORDER_INVALID_TRANSITION',
    );
  });
});

describe('seller rating summary', () => {
  it('averages to one decimal and counts', () => {
    expect(ratingSummary([])).toEqual({ average: null, count: 0 });
    expect(ratingSummary([5, 4, 4])).toEqual({ average: 4.3, count: 3 });
  });
});
