import { describe, expect, it } from 'vitest';
import {
  BANK_ACCOUNT_MESSAGES,
  bankAccountErrors,
  isValidAccountNumber,
  passesAbaChecksum,
} from './bank-account-rules.ts';

describe('passesAbaChecksum', () => {
  it('accepts real routing numbers (ABA checksum)', () => {
    for (const routing of ['011000015', '021000021', '111000025', '122105155']) {
      expect(passesAbaChecksum(routing), routing).toBe(true);
    }
  });

  it('refuses a routing number with one digit changed, the wrong length or a non-digit (ABA checksum)', () => {
    for (const routing of ['011000016', '02100002', '0210000210', '02100002a', '']) {
      expect(passesAbaChecksum(routing), routing).toBe(false);
    }
  });
});

describe('isValidAccountNumber', () => {
  it('takes 4 to 17 digits and nothing else', () => {
    expect(isValidAccountNumber('1234')).toBe(true);
    expect(isValidAccountNumber('12345678901234567')).toBe(true);
    expect(isValidAccountNumber('123')).toBe(false);
    expect(isValidAccountNumber('123456789012345678')).toBe(false);
    expect(isValidAccountNumber('1234-5678')).toBe(false);
  });
});

describe('bankAccountErrors', () => {
  it('names every bad field with its message', () => {
    expect(
      bankAccountErrors({
        holderName: ' ',
        routingNumber: '123456789',
        accountNumber: '12',
        accountType: 'x',
      }),
    ).toEqual({
      holder_name: [BANK_ACCOUNT_MESSAGES.holderName],
      routing_number: [BANK_ACCOUNT_MESSAGES.routingNumber],
      account_number: [BANK_ACCOUNT_MESSAGES.accountNumber],
      account_type: [BANK_ACCOUNT_MESSAGES.accountType],
    });
  });

  it('answers null for a valid account', () => {
    expect(
      bankAccountErrors({
        holderName: 'Paula Reyes',
        routingNumber: '021000021',
        accountNumber: '000123456789',
        accountType: 'checking',
      }),
    ).toBeNull();
  });
});
