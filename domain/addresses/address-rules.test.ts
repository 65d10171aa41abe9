import { describe, expect, it } from 'vitest';
import {
  applyPhoneMask,
  hasPoBox,
  isValidUsPhone,
  normalizeUsPhone,
  PHONE_MESSAGE,
  validateUsPhone,
} from './address-rules.ts';

describe('hasPoBox (pharmacy-side §5: a P.O. box in an address shows a notice)', () => {
  it.each([
    ['P.O. Box 123', true],
    ['PO Box 123', true],
    ['po box 9', true],
    ['P O Box 12', true],
    ['P.O.Box 12', true],
    ['POBox 12', true],
    ['Post Office Box 44', true],
    ['post  office  box 44', true],
    ['Suite 5, PO Box 7', true],
    ['123 Main St', false],
    ['12 Expo Box Rd', false],
    ['1 Boxwood Lane', false],
    ['7 Post Office Sq', false],
    ['', false],
  ])('%j → %s', (line, expected) => {
    expect(hasPoBox(line)).toBe(expected);
  });

  it('looks at every line given, address1 and address2', () => {
    expect(hasPoBox('123 Main St', 'PO Box 5')).toBe(true);
    expect(hasPoBox(null, undefined, '123 Main St')).toBe(false);
  });

  it('answers a long hostile line (its time is measured by `npm run bench`, hostile inputs)', () => {
    expect(hasPoBox('p.o.'.repeat(100_000))).toBe(false);
  });
});

describe('isValidUsPhone (pharmacy-side §5 Phone: US format)', () => {
  it.each([
    '(512) 555-0100',
    '512-555-0100',
    '5125550100',
    '1-512-555-0100',
    '+1 (512) 555-0100',
    '512 555 0100',
  ])('accepts %j', (text) => {
    expect(isValidUsPhone(text)).toBe(true);
  });

  it.each([
    ['(112) 555-0100', 'an area code starting with 1'],
    ['(911) 555-0100', 'an N11 area code'],
    ['(512) 155-0100', 'an exchange starting with 1'],
    ['512-555-010', 'nine digits'],
    ['512.555.0100', 'dots'],
    ['', 'nothing'],
    [`512555010${'0'.repeat(40)}`, 'text over the length cap'],
  ])('rejects %j (%s)', (text) => {
    expect(isValidUsPhone(text)).toBe(false);
  });

  it('answers the spec message when the number is not valid', () => {
    expect(validateUsPhone('123')).toBe('Please specify a valid phone number');
    expect(PHONE_MESSAGE).toBe('Please specify a valid phone number');
    expect(validateUsPhone('(512) 555-0100')).toBeNull();
  });

  it('keeps the ten national digits when normalising', () => {
    expect(normalizeUsPhone('+1 (512) 555-0100')).toBe('5125550100');
    expect(normalizeUsPhone('bad')).toBeNull();
  });
});

describe('applyPhoneMask (pharmacy-side §5 Input masks: phone (999) 999-9999)', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['512', '(512'],
    ['51255', '(512) 55'],
    ['512555010', '(512) 555-010'],
    ['5125550100', '(512) 555-0100'],
    ['512-555-0100 ext 9', '(512) 555-0100'],
  ])('masks %j as %j', (text, expected) => {
    expect(applyPhoneMask(text)).toBe(expected);
  });
});
