/**
 * The sandbox bank's clearing run and inbox (SANDBOX only; issue 23): what a real bank does on its
 * own schedule is done here on demand (the sandbox inbox page's button, `pharmacy dev bank clear`,
 * tests). Clearing settles every pending debit of an account's bank accounts, except those from
 * SANDBOX_RETURN_ROUTING_NUMBER, which come back R01 (insufficient funds).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bankAccounts, bankTransfers, sandboxBankEntries } from '../../db/schema/index.ts';
import type { TransferOutcome } from '../../activities/ports/bank.ts';
import { R01, SANDBOX_RETURN_ROUTING_NUMBER } from '../../activities/payments/sandbox-bank.ts';

/** What the bank says of a debit once it has cleared. */
type BankWord = Exclude<TransferOutcome, { status: 'pending' }>;

/** The sandbox bank's entries for one pharmacy's bank accounts, newest first. */
export async function listSandboxBankInbox(db: Database, accountId: string) {
  return db
    .select({
      id: sandboxBankEntries.id,
      kind: sandboxBankEntries.kind,
      bankAccountId: sandboxBankEntries.bankAccountId,
      bankName: bankAccounts.bankName,
      last4: bankAccounts.last4,
      amountCents: sandboxBankEntries.amountCents,
      status: sandboxBankEntries.status,
      returnCode: sandboxBankEntries.returnCode,
      createdAt: sandboxBankEntries.createdAt,
    })
    .from(sandboxBankEntries)
    .innerJoin(bankAccounts, eq(bankAccounts.id, sandboxBankEntries.bankAccountId))
    .where(eq(bankAccounts.accountId, accountId))
    .orderBy(desc(sandboxBankEntries.createdAt))
    .limit(100);
}

/** Settles or returns the account's pending debits; answers each one's payment and the bank's word. */
export async function clearSandboxDebits(
  db: Database,
  accountId: string,
  now: Date,
): Promise<{ paymentId: string; fact: BankWord }[]> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select({ entry: sandboxBankEntries, paymentId: bankTransfers.paymentId })
      .from(sandboxBankEntries)
      .innerJoin(bankAccounts, eq(bankAccounts.id, sandboxBankEntries.bankAccountId))
      // The transfer the debit was made for: its bank reference is the sandbox's `sbx_ach_<entry id>`.
      .innerJoin(bankTransfers, eq(bankTransfers.bankRef, sql`'sbx_ach_' || ${sandboxBankEntries.id}`))
      .where(
        and(
          eq(bankAccounts.accountId, accountId),
          eq(sandboxBankEntries.kind, 'debit'),
          eq(sandboxBankEntries.status, 'pending'),
        ),
      )
      .for('update', { of: sandboxBankEntries });
    const outcomes: { paymentId: string; fact: BankWord }[] = [];
    for (const { entry, paymentId } of pending) {
      const returned = entry.routingNumber === SANDBOX_RETURN_ROUTING_NUMBER;
      await tx
        .update(sandboxBankEntries)
        .set({
          status: returned ? 'returned' : 'settled',
          returnCode: returned ? R01.returnCode : null,
          clearedAt: now,
        })
        .where(inArray(sandboxBankEntries.id, [entry.id]));
      outcomes.push({
        paymentId,
        fact: returned ? { status: 'returned', ...R01 } : { status: 'settled' },
      });
    }
    return outcomes;
  });
}
