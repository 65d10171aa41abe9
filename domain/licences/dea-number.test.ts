import { describe, expect, it } from 'vitest';
import { deaNumberProblem, withDeaCheckDigit } from './dea-number.ts';

describe('DEA number', () => {
  it('accepts two letters and seven digits whose last digit checks the others', () => {
    // 1+3+5 = 9; 2*(2+4+6) = 24; 33 ends in 3.
    expect(deaNumberProblem('AB1234563')).toBeNull();
    expect(deaNumberProblem(' ab1234563 ')).toBeNull();
    expect(deaNumberProblem('A91234563')).toBeNull();
  });

  it('refuses a wrong check digit', () => {
    expect(deaNumberProblem('AB1234564')).toBe('check_digit');
  });

  it('refuses anything but two letters and seven digits', () => {
    for (const bad of ['AB123456', 'AB12345630', '1B1234563', 'A-1234563', ''])
      expect(deaNumberProblem(bad)).toBe('format');
  });

  it('completes a prefix with its check digit', () => {
    expect(withDeaCheckDigit('AB123456')).toBe('AB1234563');
    expect(deaNumberProblem(withDeaCheckDigit('FM470112'))).toBeNull();
    expect(() => withDeaCheckDigit('AB12345')).toThrow(RangeError);
  });
});
