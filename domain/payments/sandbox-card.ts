/**
 * The sandbox card processor's decision (DESIGN: "a sandbox card processor (Luhn, expiry, CVC, test
 * decline numbers)"). Only the listed test numbers are approved or declined on purpose; any other
 * number, even a valid one, is declined, so a real card typed into the sandbox is never "charged".
 * The card's format (validateCard) is checked before this decision.
 */
import { normaliseCardNumber, type CardBrand } from './card-rules.ts';

export type SandboxDeclineReason = 'card_declined' | 'insufficient_funds' | 'expired_card';

export type SandboxDecision =
  | { outcome: 'approved' }
  | {
      outcome: 'declined';
      reason: SandboxDeclineReason;
      message: string;
      /** Verification: the card is refused when saved; charge: saved, declined when charged. */
      at: 'verification' | 'charge';
    };

export type SandboxTestCard = {
  number: string;
  brand: CardBrand;
  outcome: 'approved' | SandboxDeclineReason;
  /**
   * When a declining card says no: when it is saved (the card is verified then, as a real
   * processor's card check does) or only when it is charged, after being saved.
   */
  declinesAt?: 'verification' | 'charge';
  description: string;
};

export const SANDBOX_DECLINE_MESSAGES: Record<SandboxDeclineReason, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
};

export const SANDBOX_UNKNOWN_CARD_MESSAGE =
  'Your card was declined. The sandbox card processor accepts only its test card numbers.';

/** The test numbers the UI shows under "Sandbox card processor"; any future expiry and any CVC of the right length. */
export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'approved', description: 'Visa, approved' },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    outcome: 'approved',
    description: 'Mastercard, approved',
  },
  {
    number: '378282246310005',
    brand: 'amex',
    outcome: 'approved',
    description: 'American Express, approved',
  },
  { number: '6011111111111117', brand: 'discover', outcome: 'approved', description: 'Discover, approved' },
  {
    number: '4000000000000002',
    brand: 'visa',
    outcome: 'card_declined',
    declinesAt: 'verification',
    description: 'Declined (refused when saved)',
  },
  {
    number: '4000000000000341',
    brand: 'visa',
    outcome: 'card_declined',
    declinesAt: 'charge',
    description: 'Saved, then declined when charged',
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    outcome: 'insufficient_funds',
    declinesAt: 'verification',
    description: 'Declined: insufficient funds (refused when saved)',
  },
  {
    number: '4000000000000069',
    brand: 'visa',
    outcome: 'expired_card',
    declinesAt: 'verification',
    description: 'Declined: expired card (refused when saved)',
  },
];

/** Approves or declines a charge in the sandbox by the card number alone (see SANDBOX_TEST_CARDS). */
export function decideSandboxCharge(number: string): SandboxDecision {
  const digits = normaliseCardNumber(number);
  const card = SANDBOX_TEST_CARDS.find((c) => c.number === digits);
  if (!card)
    return {
      outcome: 'declined',
      reason: 'card_declined',
      message: SANDBOX_UNKNOWN_CARD_MESSAGE,
      at: 'verification',
    };
  if (card.outcome === 'approved') return { outcome: 'approved' };
  return {
    outcome: 'declined',
    reason: card.outcome,
    message: SANDBOX_DECLINE_MESSAGES[card.outcome],
    at: card.declinesAt ?? 'verification',
  };
}
