/**
 * The sandbox bank (labelled as a sandbox, like the card processor): a real local ledger on its
 * own database handle. Micro-deposits are two random amounts of 1 to 99 cents; debits stay pending
 * until the sandbox clears them (clearSandboxDebits), when a debit from the test routing number
 * SANDBOX_RETURN_ROUTING_NUMBER comes back R01 (insufficient funds) and every other one settles.
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxBankEntries, sandboxBankReversals } from '../../db/schema/index.ts';
import type { BankRails, TransferOutcome } from '../ports/bank.ts';

/** A valid ABA routing number whose debits the sandbox bank returns R01 (README "Sandbox bank"). */
export const SANDBOX_RETURN_ROUTING_NUMBER = '011000015';
export const R01 = { returnCode: 'R01', reason: 'Insufficient funds' } as const;

/** One random micro-deposit, 1 to 99 cents inclusive. */
export function randomMicroDepositCents(): number {
  return randomInt(1, 100);
}

async function insertOnce(db: Database, values: typeof sandboxBankEntries.$inferInsert) {
  await db
    .insert(sandboxBankEntries)
    .values(values)
    .onConflictDoNothing({ target: sandboxBankEntries.idempotencyKey });
}

export function createSandboxBank(db: Database): BankRails {
  return {
    async reverse({ transferRef, amountCents, idempotencyKey }) {
      await db
        .insert(sandboxBankReversals)
        .values({ idempotencyKey, transferRef, amountCents })
        .onConflictDoNothing({ target: sandboxBankReversals.idempotencyKey });
      const [row] = await db
        .select({ id: sandboxBankReversals.id })
        .from(sandboxBankReversals)
        .where(eq(sandboxBankReversals.idempotencyKey, idempotencyKey));
      return { ref: row!.id };
    },

    async sendMicroDeposits({ bankAccountId, routingNumber, idempotencyKey }) {
      for (const n of [1, 2]) {
        await insertOnce(db, {
          idempotencyKey: `${idempotencyKey}:${n}`,
          kind: 'micro_deposit',
          bankAccountId,
          routingNumber,
          amountCents: randomMicroDepositCents(),
          status: 'settled',
        });
      }
      const rows = await db
        .select({ key: sandboxBankEntries.idempotencyKey, cents: sandboxBankEntries.amountCents })
        .from(sandboxBankEntries)
        .where(inArray(sandboxBankEntries.idempotencyKey, [`${idempotencyKey}:1`, `${idempotencyKey}:2`]));
      rows.sort((a, b) => a.key.localeCompare(b.key));
      return { amountsCents: [rows[0]!.cents, rows[1]!.cents] };
    },

    async debit({ bankAccountId, routingNumber, amountCents, idempotencyKey }) {
      await insertOnce(db, { idempotencyKey, kind: 'debit', bankAccountId, routingNumber, amountCents });
      const [row] = await db
        .select({ id: sandboxBankEntries.id })
        .from(sandboxBankEntries)
        .where(eq(sandboxBankEntries.idempotencyKey, idempotencyKey));
      return { ref: `sbx_ach_${row!.id}` };
    },

    async transferOutcome(ref): Promise<TransferOutcome> {
      const [row] = await db
        .select()
        .from(sandboxBankEntries)
        .where(
          and(eq(sandboxBankEntries.id, ref.replace(/^sbx_ach_/, '')), eq(sandboxBankEntries.kind, 'debit')),
        );
      if (!row || row.status === 'pending') return { status: 'pending' };
      if (row.status === 'settled') return { status: 'settled' };
      return { status: 'returned', returnCode: row.returnCode ?? R01.returnCode, reason: R01.reason };
    },
  };
}
