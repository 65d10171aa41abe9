import { describe, expect, it } from 'vitest';
import { GLN_MESSAGES, glnProblem, gs1CheckDigit, isValidGln } from './gln.ts';

describe('glnProblem', () => {
  it('accepts 13 digits whose last is the GS1 check digit', () => {
    // GS1's own examples: the EAN-13 4006381333931 and the GLN 0614141000005 (prefix 0614141).
    expect(isValidGln('4006381333931')).toBe(true);
    expect(isValidGln('0614141000005')).toBe(true);
  });

  it('refuses a GLN whose check digit is wrong', () => {
    expect(glnProblem('4006381333932')).toBe(GLN_MESSAGES.checkDigit);
  });

  it('refuses anything but 13 digits', () => {
    for (const text of ['', '400638133393', '40063813339310', '400638133393a', ' 4006381333931'])
      expect(glnProblem(text)).toBe(GLN_MESSAGES.format);
  });

  it('computes the check digit with weights 3 and 1 from the right', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('000000000000')).toBe(0);
  });
});
