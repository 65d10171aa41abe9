import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  cardBrand,
  isValidCardNumber,
  isValidCvc,
  isValidExpiry,
  lastFour,
  passesLuhn,
  validateCard,
  type CardBrand,
} from './card-rules.ts';

const now = new Date('2025-06-15T12:00:00Z');

describe('isValidCardNumber (pharmacy-side §5 Card: 15 digits for 3[47], else 16, plus Luhn)', () => {
  it.each([
    ['4242424242424242', true],
    ['4242 4242 4242 4242', true],
    ['4242-4242-4242-4242', true],
    ['378282246310005', true], // American Express, 15 digits
    ['371449635398431', true],
    ['5555555555554444', true],
    ['3782822463100050', false], // 16 digits with an Amex prefix
    ['424242424242424', false], // 15 digits without an Amex prefix
    ['4242424242424241', false], // Luhn fails
    ['42424242424242424', false], // 17 digits
    ['4242x42424242424', false],
    ['', false],
    [`4242424242424242${' '.repeat(40)}`, false], // over the length cap before any pattern runs
  ])('answers %j with %s', (number, valid) => {
    expect(isValidCardNumber(number)).toBe(valid);
  });

  it('refuses a long hostile input (its time is measured by `npm run bench`, hostile inputs)', () => {
    expect(isValidCardNumber('4 -'.repeat(100_000))).toBe(false);
  });
});

describe('passesLuhn', () => {
  it.each([
    ['79927398713', true],
    ['79927398710', false],
    ['0', true],
    ['', false],
  ])('answers %j with %s', (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid);
  });
});

describe('cardBrand and lastFour', () => {
  it.each([
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['4242424242424242', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['6011111111111117', 'discover'],
    ['6500000000000002', 'discover'],
    ['3530111333300000', 'unknown'],
    ['not a card', 'unknown'],
  ] satisfies [string, CardBrand][])('names %s as %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('keeps only the last four digits, ignoring separators', () => {
    expect(lastFour('4242 4242 4242 4299')).toBe('4299');
    expect(lastFour('garbage')).toBe('');
  });
});

describe('isValidExpiry (pharmacy-side §5 Card: not in the past, month not over 12)', () => {
  it.each([
    [6, 2025, true], // the current month is still valid
    [5, 2025, false],
    [12, 2024, false],
    [1, 2026, true],
    [7, 25, true], // two-digit year
    [13, 2026, false],
    [0, 2026, false],
    [6, 2045, true], // 20 years ahead
    [7, 2045, false],
    [1.5, 2026, false],
  ])('answers month %d year %d with %s', (month, year, valid) => {
    expect(isValidExpiry(month, year, now)).toBe(valid);
  });
});

describe('isValidCvc (pharmacy-side §5 Card, §9: 3 digits, 4 for American Express)', () => {
  it.each([
    ['123', 'visa', true],
    ['1234', 'visa', false],
    ['1234', 'amex', true],
    ['123', 'amex', false],
    ['12a', 'visa', false],
    [' 123 ', 'mastercard', true],
    ['', 'unknown', false],
  ] satisfies [string, CardBrand, boolean][])('answers %j for %s with %s', (cvc, brand, valid) => {
    expect(isValidCvc(cvc, brand)).toBe(valid);
  });
});

describe('validateCard', () => {
  const good = { number: '4242424242424242', expMonth: 12, expYear: 2027, cvc: '123' };

  it('accepts a valid card with no field errors', () => {
    expect(validateCard(good, now)).toEqual({});
  });

  it('keys every broken rule by its field with the spec messages', () => {
    expect(validateCard({ number: '4242424242424241', expMonth: 13, expYear: 2027, cvc: '12' }, now)).toEqual(
      {
        number: ['Please enter a valid credit card number.'],
        exp: ['This expiration date is invalid.'],
        cvc: [CARD_MESSAGES.cvc('visa')],
      },
    );
  });

  it('asks an American Express card for 4 digits', () => {
    expect(validateCard({ ...good, number: '378282246310005' }, now)).toEqual({
      cvc: ['Please enter the 4-digit security code from the front of your card.'],
    });
  });
});
