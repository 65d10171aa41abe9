/**
 * Card details as the checkout form and the sandbox processor check them (pharmacy-side §5 Card, §9):
 * 15 digits for an American Express number (prefix 34 or 37), 16 otherwise, passing the Luhn check;
 * a security code of 3 digits, 4 for American Express; an expiry month 1–12 not in the past.
 * Input is capped in length before any pattern runs and every check is linear in its length.
 */
import type { FieldErrors } from '../errors.ts';

export type CardBrand = 'amex' | 'visa' | 'mastercard' | 'discover' | 'unknown';

export type CardInput = { number: string; expMonth: number; expYear: number; cvc: string };

export const CARD_MESSAGES = {
  number: 'Please enter a valid credit card number.',
  exp: 'This expiration date is invalid.',
  cvc: (brand: CardBrand) =>
    brand === 'amex'
      ? 'Please enter the 4-digit security code from the front of your card.'
      : 'Please enter the 3-digit security code from the back of your card.',
} as const;

/** Longer raw input is refused outright: 16 digits with separators fit easily in 40 characters. */
const MAX_RAW_LENGTH = 40;
/** An expiry further ahead than this is a typing mistake, not a card. */
const MAX_YEARS_AHEAD = 20;

/** The card number's digits with spaces and dashes removed, or null when anything else is in it. */
export function normaliseCardNumber(raw: string): string | null {
  if (raw.length > MAX_RAW_LENGTH) return null;
  const digits = raw.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** The card network from the number's prefix (American Express 34/37, Visa 4, Mastercard 51–55 and 2221–2720, Discover 6011/65). */
export function cardBrand(raw: string): CardBrand {
  const n = normaliseCardNumber(raw) ?? '';
  if (/^3[47]/.test(n)) return 'amex';
  if (n.startsWith('4')) return 'visa';
  const four = Number(n.slice(0, 4));
  if (/^5[1-5]/.test(n) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (n.startsWith('6011') || n.startsWith('65')) return 'discover';
  return 'unknown';
}

/** The last four digits, the only part of a number that may be stored or shown. */
export function lastFour(raw: string): string {
  return (normaliseCardNumber(raw) ?? '').slice(-4);
}

/** The Luhn (mod 10) checksum every issued card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** §5 Card: 15 digits for prefix 3[47], else 16, and a valid Luhn checksum. */
export function isValidCardNumber(raw: string): boolean {
  const n = normaliseCardNumber(raw);
  if (n === null) return false;
  return n.length === (/^3[47]/.test(n) ? 15 : 16) && passesLuhn(n);
}

/** §5 Card: month 1–12 and the card valid through the end of its month, in UTC; two-digit years mean 20xx. */
export function isValidExpiry(expMonth: number, expYear: number, now: Date): boolean {
  if (!Number.isInteger(expMonth) || !Number.isInteger(expYear) || expMonth < 1 || expMonth > 12)
    return false;
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expMonths = year * 12 + (expMonth - 1);
  return expMonths >= nowMonths && expMonths <= nowMonths + MAX_YEARS_AHEAD * 12;
}

/** §5 Card, §9: 3 digits, 4 for American Express. */
export function isValidCvc(cvc: string, brand: CardBrand): boolean {
  if (cvc.length > MAX_RAW_LENGTH) return false;
  const code = cvc.trim();
  return /^\d+$/.test(code) && code.length === (brand === 'amex' ? 4 : 3);
}

/** Every rule the card breaks, keyed number / exp / cvc; empty when the card may be charged (§5 Card). */
export function validateCard(card: CardInput, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  if (!isValidCardNumber(card.number)) errors.number = [CARD_MESSAGES.number];
  if (!isValidExpiry(card.expMonth, card.expYear, now)) errors.exp = [CARD_MESSAGES.exp];
  const brand = cardBrand(card.number);
  if (!isValidCvc(card.cvc, brand)) errors.cvc = [CARD_MESSAGES.cvc(brand)];
  return errors;
}
