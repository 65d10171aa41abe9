/**
 * A DEA registration number (pharmacy-side §5 "DEA number format and check digit"): two letters
 * (the registrant type, then the first letter of the registrant's name, or 9 for some
 * business-activity registrations) and seven digits, the last of which checks the other six: add
 * the 1st, 3rd and 5th digits, add twice the sum of the 2nd, 4th and 6th; the last digit of the
 * total is the check digit.
 */
const DEA_FORMAT = /^[A-Z][A-Z9]\d{7}$/;

export type DeaProblem = 'format' | 'check_digit';

function checkDigitOf(digits: string): number {
  const d = [...digits].map(Number);
  return (d[0]! + d[2]! + d[4]! + 2 * (d[1]! + d[3]! + d[5]!)) % 10;
}

/** What is wrong with a DEA number (upper-cased first), or null when it is well-formed. */
export function deaNumberProblem(value: string): DeaProblem | null {
  const number = value.trim().toUpperCase();
  if (!DEA_FORMAT.test(number)) return 'format';
  const digits = number.slice(2);
  return checkDigitOf(digits.slice(0, 6)) === Number(digits[6]) ? null : 'check_digit';
}

/** Completes two letters and six digits into a DEA number with its check digit (seeds, tests). */
export function withDeaCheckDigit(prefix: string): string {
  if (!/^[A-Z][A-Z9]\d{6}$/.test(prefix)) throw new RangeError(`not a DEA prefix: ${prefix}`);
  return `${prefix}${checkDigitOf(prefix.slice(2))}`;
}
