import { describe, expect, it } from 'vitest';
import { cardBrand, isValidCardNumber } from './card-rules.ts';
import {
  decideSandboxCharge,
  SANDBOX_DECLINE_MESSAGES,
  SANDBOX_TEST_CARDS,
  SANDBOX_UNKNOWN_CARD_MESSAGE,
} from './sandbox-card.ts';

describe('decideSandboxCharge (DESIGN: sandbox card processor with test decline numbers)', () => {
  it.each([
    ['4242424242424242', { outcome: 'approved' }],
    ['4242 4242 4242 4242', { outcome: 'approved' }],
    ['378282246310005', { outcome: 'approved' }],
    [
      '4000000000000002',
      {
        outcome: 'declined',
        reason: 'card_declined',
        message: 'Your card was declined.',
        at: 'verification',
      },
    ],
    [
      '4000000000000341',
      { outcome: 'declined', reason: 'card_declined', message: 'Your card was declined.', at: 'charge' },
    ],
    [
      '4000000000009995',
      {
        outcome: 'declined',
        reason: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
        at: 'verification',
      },
    ],
    [
      '4000000000000069',
      {
        outcome: 'declined',
        reason: 'expired_card',
        message: SANDBOX_DECLINE_MESSAGES.expired_card,
        at: 'verification',
      },
    ],
    [
      '4111111111111111',
      {
        outcome: 'declined',
        reason: 'card_declined',
        message: SANDBOX_UNKNOWN_CARD_MESSAGE,
        at: 'verification',
      },
    ],
    [
      'not a number',
      {
        outcome: 'declined',
        reason: 'card_declined',
        message: SANDBOX_UNKNOWN_CARD_MESSAGE,
        at: 'verification',
      },
    ],
  ])('decides %s', (number, decision) => {
    expect(decideSandboxCharge(number)).toEqual(decision);
  });

  it('lists only test numbers that pass the card number rules, with their brand', () => {
    for (const card of SANDBOX_TEST_CARDS) {
      expect(isValidCardNumber(card.number), card.number).toBe(true);
      expect(cardBrand(card.number), card.number).toBe(card.brand);
    }
  });

  it('decides every listed test number as listed', () => {
    for (const card of SANDBOX_TEST_CARDS) {
      const decision = decideSandboxCharge(card.number);
      expect(decision.outcome === 'approved' ? 'approved' : decision.reason).toBe(card.outcome);
    }
  });
});
