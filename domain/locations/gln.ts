/**
 * GS1 Global Location Numbers (pharmacy-side §5 "GLN 13 digits"): thirteen digits whose last is the
 * GS1 mod-10 check digit (GS1 General Specifications §7.9.1: from the right, the data digits weigh
 * 3, 1, 3, …). An SGLN in its 13-digit form is a GLN too, so the same rule reads both.
 */
export const GLN_MESSAGES = {
  format: 'Please enter a GLN of 13 digits',
  checkDigit: 'This GLN’s check digit is wrong',
} as const;

const THIRTEEN_DIGITS = /^\d{13}$/;

/** The GS1 check digit of a string of data digits. */
export function gs1CheckDigit(data: string): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 1) {
    const fromRight = data.length - 1 - i;
    sum += Number(data[i]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** The message a GLN (or SGLN) field gets, or null when it is 13 digits with the right check digit. */
export function glnProblem(text: string): string | null {
  if (!THIRTEEN_DIGITS.test(text)) return GLN_MESSAGES.format;
  return gs1CheckDigit(text.slice(0, 12)) === Number(text[12]) ? null : GLN_MESSAGES.checkDigit;
}

/** Whether `text` is a GLN of 13 digits with its GS1 check digit. */
export const isValidGln = (text: string): boolean => glnProblem(text) === null;
