/**
 * `PATCH /api/v1/locations/{id}/account_link` (pharmacy-side §7, §6): a master admin gives one of
 * its locations (its own, or one already linked to a sub-account) to a sub-account's user, whose
 * account then buys for it. The location keeps being the master's to see (db/queries/locations.ts).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findLocationForCaller } from '../../db/queries/locations.ts';
import { findSubAccountUser } from '../../db/queries/sub-accounts.ts';
import { locations } from '../../db/schema/index.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { SUB_ACCOUNT_MESSAGES } from '../../domain/sub-accounts/sub-account-schema.ts';
import { assertMasterAdmin } from './master-guard.ts';

export async function linkLocationToSubAccount(
  db: Database,
  caller: Caller,
  locationId: string,
  subUserId: string,
): Promise<{ locationId: string; accountId: string }> {
  assertMasterAdmin(caller);
  const location = await findLocationForCaller(db, caller, locationId);
  if (!location) throw notFound('Location');
  const sub = await findSubAccountUser(db, caller.account.id, subUserId);
  if (!sub)
    throw new DomainError('REQUEST_INVALID', SUB_ACCOUNT_MESSAGES.notSubUser, {
      fields: { sub_user_id: [SUB_ACCOUNT_MESSAGES.notSubUser] },
    });
  await db.update(locations).set({ accountId: sub.accountId }).where(eq(locations.id, location.id));
  return { locationId: location.id, accountId: sub.accountId };
}
