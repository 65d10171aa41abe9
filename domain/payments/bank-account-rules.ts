/**
 * A bank account as the pharmacy types it (pharmacy-side §5 "routing number 9 digits", issue 23
 * "Bank accounts"): a 9-digit ABA routing number passing its checksum, an account number of 4 to 17
 * digits (the NACHA DFI account field is 17 characters), checking or savings.
 */
import type { FieldErrors } from '../errors.ts';

export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

export const BANK_ACCOUNT_MESSAGES = {
  holderName: 'Please enter the name on the bank account.',
  routingNumber: 'Please enter a valid 9-digit routing number.',
  accountNumber: 'Please enter an account number of 4 to 17 digits.',
  accountType: 'Please choose checking or savings.',
} as const;

export const BANK_TRANSFER_MESSAGES = {
  held: 'A bank transfer from this account was returned by your bank. Bank transfers from it are on hold: please pay by card or contact support.',
  pending: (number: number) =>
    `A bank transfer for invoice #${number} is on its way. The invoice is marked paid when it settles.`,
  returned: (number: number | null, reason: string) =>
    `Your bank returned a transfer${number === null ? '' : ` for invoice #${number}`} (${reason}). The invoice is unpaid again and bank transfers from that account are on hold.`,
} as const;

export type BankAccountInput = {
  holderName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: string;
};

/**
 * The ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10
 * (the American Bankers Association's "Routing Number Policy").
 */
export function passesAbaChecksum(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const d = [...routingNumber].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** An account number of 4 to 17 digits. */
export function isValidAccountNumber(accountNumber: string): boolean {
  return /^\d{4,17}$/.test(accountNumber);
}

/** Every field's error with its message, or null when the account may be added. */
export function bankAccountErrors(input: BankAccountInput): FieldErrors | null {
  const errors: FieldErrors = {};
  if (input.holderName.trim().length === 0) errors.holder_name = [BANK_ACCOUNT_MESSAGES.holderName];
  if (!passesAbaChecksum(input.routingNumber)) errors.routing_number = [BANK_ACCOUNT_MESSAGES.routingNumber];
  if (!isValidAccountNumber(input.accountNumber))
    errors.account_number = [BANK_ACCOUNT_MESSAGES.accountNumber];
  if (!(BANK_ACCOUNT_TYPES as readonly string[]).includes(input.accountType))
    errors.account_type = [BANK_ACCOUNT_MESSAGES.accountType];
  return Object.keys(errors).length > 0 ? errors : null;
}
