/**
 * Support's side of bank accounts (issue 23): the accounts locked out of verification after three
 * wrong tries or held after a returned transfer, the reset that gives back three tries, and the
 * lift of a hold. Both changes are audited (`audit_events`), in the transaction that makes them.
 */
import { and, eq, gte, isNotNull, isNull, or } from 'drizzle-orm';
import { recordAuditEvent } from '../../activities/audit.ts';
import type { Database } from '../../db/client.ts';
import { accounts, bankAccounts } from '../../db/schema/index.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import { MAX_VERIFY_ATTEMPTS } from './verify-bank-account.ts';

/** Who acts, for the audit trail. */
export type SupportActor = { caller: Caller; requestId: string | null };

const lockedOut = and(
  eq(bankAccounts.verified, false),
  gte(bankAccounts.verifyAttempts, MAX_VERIFY_ATTEMPTS),
);

/** Bank accounts locked out of tries or with transfers held, with the pharmacy that holds each. */
export async function listLockedBankAccounts(db: Database) {
  const rows = await db
    .select({
      id: bankAccounts.id,
      bankName: bankAccounts.bankName,
      last4: bankAccounts.last4,
      verified: bankAccounts.verified,
      verifyAttempts: bankAccounts.verifyAttempts,
      transfersHeldAt: bankAccounts.transfersHeldAt,
      accountId: accounts.id,
      accountName: accounts.name,
    })
    .from(bankAccounts)
    .innerJoin(accounts, eq(accounts.id, bankAccounts.accountId))
    .where(and(or(lockedOut, isNotNull(bankAccounts.transfersHeldAt)), isNull(bankAccounts.removedAt)))
    .limit(200);
  return rows.map(({ verified, verifyAttempts, ...r }) => ({
    ...r,
    verificationLocked: !verified && verifyAttempts >= MAX_VERIFY_ATTEMPTS,
  }));
}

function audit(tx: Pick<Database, 'insert'>, actor: SupportActor, action: string, details: object) {
  return recordAuditEvent(tx, {
    action,
    actorUserId: actor.caller.user.id,
    actorAccountId: actor.caller.account.id,
    requestId: actor.requestId,
    details: { ...details },
  });
}

/** Gives a locked account its three tries back (the same micro-deposits stand). */
export async function resetBankVerification(
  db: Database,
  actor: SupportActor,
  bankAccountId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(bankAccounts)
      .set({ verifyAttempts: 0 })
      .where(and(eq(bankAccounts.id, bankAccountId), isNull(bankAccounts.removedAt)))
      .returning({ id: bankAccounts.id, accountId: bankAccounts.accountId });
    if (!row) throw notFound('Bank account');
    await audit(tx, actor, 'bank_account.verification_reset', {
      bank_account_id: row.id,
      account_id: row.accountId,
    });
  });
}

export const LIFT_HOLD_MESSAGES = {
  lifted: 'Bank transfers from this account are allowed again.',
  notHeld: 'Bank transfers from this account are not held.',
} as const;

/**
 * Lifts the hold a returned transfer put on an account (support has spoken with the pharmacy):
 * transfers from it are accepted again. An account not held is a 409, a removed or unknown one 404.
 */
export async function liftBankTransferHold(
  db: Database,
  actor: SupportActor,
  bankAccountId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, bankAccountId), isNull(bankAccounts.removedAt)))
      .for('update');
    if (!row) throw notFound('Bank account');
    if (!row.transfersHeldAt) throw new DomainError('RESOURCE_CONFLICT', LIFT_HOLD_MESSAGES.notHeld);
    await tx.update(bankAccounts).set({ transfersHeldAt: null }).where(eq(bankAccounts.id, row.id));
    await audit(tx, actor, 'bank_account.transfer_hold_lifted', {
      bank_account_id: row.id,
      account_id: row.accountId,
      held_at: row.transfersHeldAt.toISOString(),
    });
  });
}
