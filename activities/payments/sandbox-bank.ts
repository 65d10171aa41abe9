/**
 * The sandbox bank's reversals (labelled as a sandbox, like the card processor): a real local
 * ledger, one row per reversal keyed by the caller's idempotency key, on its own database handle.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxBankReversals } from '../../db/schema/index.ts';
import type { BankRails } from '../ports/bank.ts';

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
  };
}
