/**
 * Removing a bank account (confirmed in the UI; issue 23): refused while a transfer from it has not
 * settled or come back, since the bank may still return it. Payments that used it keep naming it,
 * so the row is marked removed and hidden rather than deleted.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bankAccounts, bankTransfers } from '../../db/schema/index.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';

export const REMOVE_BANK_MESSAGES = {
  removed: 'Your bank account has been removed.',
  unsettled:
    'A bank transfer from this account has not settled yet. You can remove it once the transfer has settled.',
} as const;

/** Removes one of the caller's bank accounts; another account's id is not found (404). */
export async function removeBankAccount(db: Database, caller: Caller, bankAccountId: string, now: Date) {
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(
        and(
          eq(bankAccounts.id, bankAccountId),
          eq(bankAccounts.accountId, caller.account.id),
          isNull(bankAccounts.removedAt),
        ),
      )
      // The same lock a bank payment takes: no transfer can start while this runs.
      .for('update');
    if (!account) throw notFound('Bank account');
    const [pending] = await tx
      .select({ id: bankTransfers.paymentId })
      .from(bankTransfers)
      .where(and(eq(bankTransfers.bankAccountId, account.id), eq(bankTransfers.status, 'pending')))
      .limit(1);
    if (pending) throw new DomainError('BANK_TRANSFER_UNSETTLED', REMOVE_BANK_MESSAGES.unsettled);
    await tx.update(bankAccounts).set({ removedAt: now }).where(eq(bankAccounts.id, account.id));
  });
}
