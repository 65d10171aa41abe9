import { describe, expect, it } from 'vitest';
import { formatNdc, looksLikeNdc, ndcCandidates, normaliseNdc } from './ndc.ts';

describe('normaliseNdc (NDCs stored as 11 digits, 5-4-2)', () => {
  it.each([
    ['0093-5056-01', '00093505601', '4-4-2: leading zero on the labeler'],
    ['50090-123-01', '50090012301', '5-3-2: leading zero on the product'],
    ['12345-6789-1', '12345678901', '5-4-1: leading zero on the package'],
    ['12345-6789-01', '12345678901', '5-4-2 with dashes'],
    ['12345 6789 01', '12345678901', '5-4-2 with spaces'],
    ['12345678901', '12345678901', '11 digits'],
    [' 00093505601 ', '00093505601', '11 digits with blanks around'],
  ])('reads %j as %s (%s)', (input, ndc) => {
    expect(normaliseNdc(input)).toBe(ndc);
  });

  it.each([
    ['1234567890', 'bare 10 digits are ambiguous'],
    ['1234-567-89', '4-3-2 is no NDC layout'],
    ['12345-6789-012', '5-4-3'],
    ['123456789012', '12 digits'],
    ['NDC 12345678901', 'letters'],
    ['12345-6789-0a', 'letters in a segment'],
    ['lisinopril', 'a drug name'],
    ['', 'empty'],
  ])('refuses %j (%s)', (input) => {
    expect(normaliseNdc(input)).toBeNull();
  });
});

describe('ndcCandidates (search by NDC)', () => {
  it('tries the three paddings of an ambiguous 10-digit code', () => {
    expect(ndcCandidates('1234567890')).toEqual({
      exact: ['01234567890', '12345067890', '12345678900'],
      prefix: null,
    });
  });

  it('answers one exact code for an unambiguous input', () => {
    expect(ndcCandidates('0093-5056-01')).toEqual({ exact: ['00093505601'], prefix: null });
  });

  it('treats 3 to 10 digits (dashes ignored) as a prefix', () => {
    expect(ndcCandidates('00093-50')).toEqual({ exact: [], prefix: '0009350' });
    expect(ndcCandidates('123')).toEqual({ exact: [], prefix: '123' });
  });

  it('finds nothing for garbage or too short an input', () => {
    expect(ndcCandidates('12')).toEqual({ exact: [], prefix: null });
    expect(ndcCandidates('abc-def')).toEqual({ exact: [], prefix: null });
  });
});

describe('formatNdc', () => {
  it('shows 11 digits as 5-4-2', () => expect(formatNdc('00093505601')).toBe('00093-5056-01'));
});

describe('looksLikeNdc', () => {
  it.each([
    ['00093-5056', true],
    ['12345678901', true],
    ['123', true],
    ['12', false],
    ['lisinopril 10', false],
  ])('%j → %s', (input, expected) => {
    expect(looksLikeNdc(input)).toBe(expected);
  });
});
