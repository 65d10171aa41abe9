/** A master admin sets a sub-account buyer's spend limits (issue 23); null removes a limit. */
import type { Database } from '../../db/client.ts';
import { findSubAccountUser } from '../../db/queries/sub-accounts.ts';
import { spendLimits } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import type { SpendLimitInput } from '../../domain/sub-accounts/spend-limits.ts';
import { assertMasterAdmin } from './master-guard.ts';

export async function setSpendLimit(
  db: Database,
  caller: Caller,
  userId: string,
  input: SpendLimitInput,
  now: Date,
): Promise<SpendLimitInput> {
  assertMasterAdmin(caller);
  // Another master's buyer (or the master's own user) is not found, like any foreign id.
  if (!(await findSubAccountUser(db, caller.account.id, userId))) throw notFound('Sub-account user');
  const values = {
    perOrderCents: input.per_order_cents,
    perMonthCents: input.per_month_cents,
    setByUserId: caller.user.id,
    updatedAt: now,
  };
  await db
    .insert(spendLimits)
    .values({ userId, masterAccountId: caller.account.id, ...values })
    .onConflictDoUpdate({ target: spendLimits.userId, set: values });
  return input;
}
