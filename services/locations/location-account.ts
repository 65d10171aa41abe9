/**
 * A location's account details (issue 23): its GLN and SGLN (`PATCH /api/v1/locations/{id}/account`),
 * and the SGLN changed after signup (`PATCH /api/v1/settings/account/update_sgln_number`), which
 * names no location: it is the account's default shipping location's, the one signup wrote it on.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { locations } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import type { LocationAccount, SglnUpdate } from '../../domain/locations/location-schemas.ts';
import { lockLocationForCaller } from './location-scope.ts';

/** Sets the fields given of the location's GLN and SGLN (null clears one). */
export async function setLocationAccount(
  db: Database,
  input: { caller: Caller; locationId: string; details: LocationAccount },
): Promise<void> {
  const { details } = input;
  await db.transaction(async (tx) => {
    const location = await lockLocationForCaller(tx, input.caller, input.locationId);
    const set = {
      ...(details.gln_number !== undefined ? { glnNumber: details.gln_number } : {}),
      ...(details.sgln_number !== undefined ? { sglnNumber: details.sgln_number } : {}),
    };
    if (Object.keys(set).length > 0) await tx.update(locations).set(set).where(eq(locations.id, location.id));
  });
}

/** Changes the SGLN of the named location, else of the caller's default shipping location; answers its id. */
export async function updateAccountSgln(
  db: Database,
  input: { caller: Caller; update: SglnUpdate },
): Promise<string> {
  const { caller, update } = input;
  return db.transaction(async (tx) => {
    let locationId = update.location_id;
    if (!locationId) {
      const [own] = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.accountId, caller.account.id)))
        .orderBy(desc(locations.isDefaultShipping), asc(locations.createdAt))
        .limit(1);
      if (!own) throw notFound('Location');
      locationId = own.id;
    }
    const location = await lockLocationForCaller(tx, caller, locationId);
    await tx
      .update(locations)
      .set({ sglnNumber: update.sgln_number ?? null })
      .where(eq(locations.id, location.id));
    return location.id;
  });
}
