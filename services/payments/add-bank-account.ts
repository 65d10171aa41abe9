/**
 * Adding a bank account (issue 23 "Bank accounts"; pharmacy-side §5 routing number): checked by the
 * domain rules, stored unverified with its last four digits only, then the bank sends two
 * micro-deposits whose amounts are kept on the row to compare (never answered). Until verified the
 * account has the weekly sending limit (domain/payments/bank-limit.ts).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bankAccounts } from '../../db/schema/index.ts';
import {
  bankAccountErrors,
  type BankAccountInput,
  type BankAccountType,
} from '../../domain/payments/bank-account-rules.ts';
import { DomainError } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import type { BankRails } from '../../activities/ports/bank.ts';

/** The name the pharmacy sees for an account with no bank directory behind us. */
function displayName(accountType: BankAccountType, routingNumber: string): string {
  return `${accountType === 'savings' ? 'Savings' : 'Checking'} (routing ${routingNumber})`;
}

/** Stores the caller's new bank account and has the bank send its micro-deposits. */
export async function addBankAccount(db: Database, bank: BankRails, caller: Caller, input: BankAccountInput) {
  const errors = bankAccountErrors(input);
  if (errors)
    throw new DomainError('BANK_ACCOUNT_INVALID', Object.values(errors)[0]![0]!, { fields: errors });
  const accountType = input.accountType as BankAccountType;
  const [row] = await db
    .insert(bankAccounts)
    .values({
      accountId: caller.account.id,
      bankName: displayName(accountType, input.routingNumber),
      last4: input.accountNumber.slice(-4),
      holderName: input.holderName.trim(),
      routingNumber: input.routingNumber,
      accountType,
    })
    .returning();
  // Keyed by the account, so sending again (a retry) sends nothing more.
  const { amountsCents } = await bank.sendMicroDeposits({
    bankAccountId: row!.id,
    routingNumber: input.routingNumber,
    idempotencyKey: `micro-deposits:${row!.id}`,
  });
  const [sent] = await db
    .update(bankAccounts)
    .set({ microDepositCents: amountsCents })
    .where(eq(bankAccounts.id, row!.id))
    .returning();
  return sent!;
}
