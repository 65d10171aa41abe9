/**
 * Support's side of bank verification (issue 23 "three wrong tries, then locks the account for
 * support to reset"): the locked accounts, and the reset that gives back three tries.
 */
import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, bankAccounts } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';
import { MAX_VERIFY_ATTEMPTS } from './verify-bank-account.ts';

/** Unverified bank accounts out of tries, with the pharmacy that holds each. */
export function listLockedBankAccounts(db: Database) {
  return db
    .select({
      id: bankAccounts.id,
      bankName: bankAccounts.bankName,
      last4: bankAccounts.last4,
      accountId: accounts.id,
      accountName: accounts.name,
    })
    .from(bankAccounts)
    .innerJoin(accounts, eq(accounts.id, bankAccounts.accountId))
    .where(
      and(
        eq(bankAccounts.verified, false),
        gte(bankAccounts.verifyAttempts, MAX_VERIFY_ATTEMPTS),
        isNull(bankAccounts.removedAt),
      ),
    )
    .limit(200);
}

/** Gives a locked account its three tries back (the same micro-deposits stand). */
export async function resetBankVerification(db: Database, bankAccountId: string): Promise<void> {
  const [row] = await db
    .update(bankAccounts)
    .set({ verifyAttempts: 0 })
    .where(and(eq(bankAccounts.id, bankAccountId), isNull(bankAccounts.removedAt)))
    .returning({ id: bankAccounts.id });
  if (!row) throw notFound('Bank account');
}
