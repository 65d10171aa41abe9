/** The SANDBOX bank's inbox as developers read it (issue 23): entries on the accounts of one user's pharmacy. */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { bankAccounts, sandboxBankEntries, users } from '../schema/index.ts';

/** The latest `limit` deposits and debits on the bank accounts of the account `email` belongs to. */
export async function listSandboxBankEntriesFor(db: Database, email: string, limit = 20) {
  return db
    .select({
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
    .innerJoin(users, eq(users.accountId, bankAccounts.accountId))
    .where(eq(users.email, email))
    .orderBy(desc(sandboxBankEntries.createdAt))
    .limit(limit);
}
