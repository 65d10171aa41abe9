import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors.ts';
import type { NegotiationActor, NegotiationMoveInput, NegotiationState } from './messages.ts';
import { checkMove } from './move-checks.ts';

const PARTIES = { buyerAccountId: 'buyer-account', sellerAccountId: 'seller-account' };
const BUYER: NegotiationActor = { accountId: 'buyer-account', userId: 'u1', side: 'buyer' };
const SELLER: NegotiationActor = { accountId: 'seller-account', userId: 'u2', side: 'seller' };
const NOW = Date.parse('2026-03-01T12:00:00Z');

function state(overrides: Partial<NegotiationState> = {}): NegotiationState {
  return {
    kind: 'offer',
    id: 'o1',
    status: 'pending',
    expiresAt: '2026-03-02T12:00:00Z',
    agreedUntil: null,
    seq: 1,
    previousStatus: null,
    remindersSent: 0,
    ...overrides,
  };
}

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const counter = (
  input: Partial<Extract<NegotiationMoveInput, { type: 'respond' }>['input']> = {},
): NegotiationMoveInput => ({
  type: 'respond',
  input: { actor: SELLER, response: 'counter', price_cents: 4_500, quantity: 4, ...input },
});

describe('checkMove', () => {
  it('answers countered for a valid counter by the seller (§4 Offers: the seller counters)', () => {
    expect(checkMove(state(), PARTIES, counter(), NOW)).toBe('countered');
  });

  it('refuses an actor whose account is not the party of its side with OFFER_WRONG_PARTY (issue 5: a buyer answering for the seller)', () => {
    const forged = counter({ actor: { ...SELLER, accountId: 'buyer-account' } });
    expect(refusal(() => checkMove(state(), PARTIES, forged, NOW))).toMatchObject({
      code: 'OFFER_WRONG_PARTY',
    });
    const buyerResponds = counter({ actor: BUYER });
    expect(refusal(() => checkMove(state(), PARTIES, buyerResponds, NOW))).toMatchObject({
      code: 'OFFER_WRONG_PARTY',
      detail: 'Only the seller can respond to this offer.',
    });
  });

  it('treats an open offer past its expiry as expired before its timer fires (issue 5: responding to an expired offer)', () => {
    const late = Date.parse('2026-03-02T12:00:00Z');
    expect(refusal(() => checkMove(state(), PARTIES, counter(), late))).toMatchObject({
      code: 'OFFER_INVALID_MOVE',
      detail: 'This offer has expired.',
    });
  });

  it('refuses a counter payload the respond rules refuse, naming the field (§5 Offer counter)', () => {
    expect(refusal(() => checkMove(state(), PARTIES, counter({ price_cents: 0 }), NOW))).toMatchObject({
      code: 'OFFER_INVALID',
      fields: { price: ['Price must be greater than zero.'] },
    });
    expect(refusal(() => checkMove(state(), PARTIES, counter({ quantity: undefined }), NOW)).fields).toEqual({
      quantity: ['Enter a quantity.'],
    });
  });

  it('refuses a cancellation request once the agreed price no longer holds (issue 5: the price holds until expiry)', () => {
    const accepted = state({ status: 'accepted', agreedUntil: '2026-03-01T11:00:00Z' });
    const move: NegotiationMoveInput = {
      type: 'requestCancellation',
      input: { actor: BUYER, reason: 'Ordered twice' },
    };
    expect(refusal(() => checkMove(accepted, PARTIES, move, NOW))).toMatchObject({
      code: 'OFFER_INVALID_MOVE',
    });
    expect(checkMove({ ...accepted, agreedUntil: '2026-03-01T13:00:00Z' }, PARTIES, move, NOW)).toBe(
      'cancellation_requested',
    );
  });

  it('returns a declined cancellation request to the agreed status it came from (§4: requests approved or declined)', () => {
    const requested = state({
      status: 'cancellation_requested',
      previousStatus: 'counter_accepted',
      agreedUntil: '2026-03-02T00:00:00Z',
    });
    const decline: NegotiationMoveInput = {
      type: 'decideCancellation',
      input: { actor: SELLER, decision: 'decline' },
    };
    expect(checkMove(requested, PARTIES, decline, NOW)).toBe('counter_accepted');
  });
});
