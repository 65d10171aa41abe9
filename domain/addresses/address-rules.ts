/**
 * Address field rules (pharmacy-side §5): a US phone number ('Please specify a valid phone
 * number', mask (999) 999-9999) and the notice shown when an address line is a P.O. box.
 * Inputs are cut to a fixed length before any regex runs, and the regexes have no nested
 * quantifiers, so matching stays linear.
 */
export const PHONE_MESSAGE = 'Please specify a valid phone number';
export const PHONE_MASK = '(999) 999-9999';
/** The spec names the notice, not its words; these are ours (docs/decisions.md). */
export const PO_BOX_NOTICE =
  'This address looks like a P.O. Box. Some carriers cannot deliver to P.O. Boxes.';

const MAX_LINE = 200;
const MAX_PHONE = 32;
// 'P.O. Box', 'PO Box', 'P O Box', 'P.O.Box', 'POBox', 'Post Office Box', any case.
const PO_BOX = /\b(?:p\.?\s?o\.?\s?box|post\s{1,3}office\s{1,3}box)\b/i;
// jQuery Validation's phoneUS rule, whose message the spec quotes: NANP area code and exchange
// (first digit 2-9, area code not N11), optional +1 country prefix, optional dashes or parentheses.
const PHONE_US =
  /^(?:\+?1-?)?(?:\([2-9](?:[02-9]\d|1[02-9])\)|[2-9](?:[02-9]\d|1[02-9]))-?[2-9]\d{2}-?\d{4}$/;

/** Whether any of the address lines names a P.O. box (pharmacy-side §5: shows a notice). */
export function hasPoBox(...lines: readonly (string | null | undefined)[]): boolean {
  return lines.some((line) => typeof line === 'string' && PO_BOX.test(line.slice(0, MAX_LINE)));
}

/** A US phone number as the spec's phone rule reads it; spaces are ignored. */
export function isValidUsPhone(text: string): boolean {
  if (text.length > MAX_PHONE) return false;
  return PHONE_US.test(text.replace(/\s+/g, ''));
}

/** The phone field's message, or null when valid. */
export function validateUsPhone(text: string): string | null {
  return isValidUsPhone(text) ? null : PHONE_MESSAGE;
}

/** The ten national digits of a valid US phone number (a leading 1 dropped), else null. */
export function normalizeUsPhone(text: string): string | null {
  if (!isValidUsPhone(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length === 11 ? digits.slice(1) : digits;
}

/** Fills the (999) 999-9999 mask with the digits typed so far: '51255' → '(512) 55'. */
export function applyPhoneMask(text: string): string {
  const digits = text.slice(0, MAX_PHONE).replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
