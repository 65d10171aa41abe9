/**
 * Micro-deposit verification of a bank account (pharmacy-side §2 /pharmacy/settings/ach_verification,
 * §3 Payment methods: unverified bank users have a weekly sending limit). The sandbox bank stores the
 * two deposits on the row; the pharmacy types them back. Three wrong attempts lock the account out of
 * verification. The row is locked while it is checked, so two attempts at once cannot both count as
 * the third.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bankAccounts } from '../../db/schema/index.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';

export const MAX_VERIFY_ATTEMPTS = 3;

export const VERIFY_MESSAGES = {
  verified: 'Your bank account is verified.',
  alreadyVerified: 'This bank account is already verified.',
  mismatch: (left: number) =>
    `The amounts do not match the deposits we sent. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  locked: 'Too many incorrect attempts. Please contact support to verify this bank account.',
  noDeposits: 'No micro-deposits were sent to this bank account yet.',
} as const;

type Outcome =
  { verified: true; message: string } | { verified: false; message: string; attemptsLeft: number };

/** Checks the two amounts (cents, any order) against the deposits; a wrong pair uses up an attempt. */
export async function verifyBankAccount(
  db: Database,
  caller: Caller,
  bankAccountId: string,
  amounts: [number, number],
  now: Date,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, bankAccountId), eq(bankAccounts.accountId, caller.account.id)))
      .for('update');
    // Scoped by the caller's account in the query: another pharmacy's account is simply not found.
    if (!account) throw notFound('Bank account');
    if (account.verified) return { verified: true as const, message: VERIFY_MESSAGES.alreadyVerified };
    if (account.verifyAttempts >= MAX_VERIFY_ATTEMPTS)
      throw new DomainError('BANK_VERIFICATION_LOCKED', VERIFY_MESSAGES.locked);
    if (!account.microDepositCents)
      throw new DomainError('BANK_VERIFICATION_NOT_STARTED', VERIFY_MESSAGES.noDeposits);
    const expected = [...account.microDepositCents].sort((a, b) => a - b);
    const given = [...amounts].sort((a, b) => a - b);
    if (expected[0] === given[0] && expected[1] === given[1]) {
      await tx
        .update(bankAccounts)
        .set({ verified: true, verifiedAt: now })
        .where(eq(bankAccounts.id, account.id));
      return { verified: true as const, message: VERIFY_MESSAGES.verified };
    }
    const attempts = account.verifyAttempts + 1;
    await tx.update(bankAccounts).set({ verifyAttempts: attempts }).where(eq(bankAccounts.id, account.id));
    return {
      verified: false as const,
      message: VERIFY_MESSAGES.mismatch(MAX_VERIFY_ATTEMPTS - attempts),
      attemptsLeft: MAX_VERIFY_ATTEMPTS - attempts,
    };
  });
}
