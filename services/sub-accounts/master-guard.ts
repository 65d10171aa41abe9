/** Who may manage sub-accounts and spend limits (pharmacy-side §6 "Master pharmacy account"). */
import { DomainError } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { SUB_ACCOUNT_MESSAGES } from '../../domain/sub-accounts/sub-account-schema.ts';

/**
 * A master account's admin: a pharmacy that is nobody's sub-account (a sub-account cannot open its
 * own). The route already refuses members and other kinds (403).
 */
export function assertMasterAdmin(caller: Caller): void {
  if (
    caller.account.kind !== 'pharmacy' ||
    caller.account.masterAccountId !== null ||
    caller.user.role !== 'admin'
  )
    throw new DomainError('SUB_ACCOUNT_MASTER_ONLY', SUB_ACCOUNT_MESSAGES.masterOnly);
}
