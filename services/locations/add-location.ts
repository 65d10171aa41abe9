/**
 * `POST /api/v1/locations/address` (issue 23): a master account's admin adds a store. A new
 * location is created at once (pharmacy-side §4: "updated or created", not pending); only a later
 * move of an approved store waits for support. The account's first location is its default for
 * shipping and billing.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { locations } from '../../db/schema/index.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import type { NewLocation } from '../../domain/locations/location-schemas.ts';
import { assertMasterAccount, assertStateExists, clearOtherDefaults } from './location-scope.ts';

/** Adds the location to the caller's account; answers its id. */
export async function addLocation(
  db: Database,
  input: { caller: Caller; location: NewLocation },
): Promise<string> {
  const { caller, location: l } = input;
  assertMasterAccount(caller);
  return db.transaction(async (tx) => {
    await assertStateExists(tx, l.state_id);
    const existing = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.accountId, caller.account.id))
      .for('update');
    const first = existing.length === 0;
    const shipping = first || l.default === true;
    const billing = first || l.default_billing === true;
    await clearOtherDefaults(tx, caller.account.id, { shipping, billing });
    const [row] = await tx
      .insert(locations)
      .values({
        accountId: caller.account.id,
        name: l.name,
        address1: l.address1,
        address2: l.address2 ?? null,
        city: l.city,
        stateId: l.state_id,
        zipcode: l.zipcode,
        phone: l.phone ?? null,
        isDefaultShipping: shipping,
        isDefaultBilling: billing,
        glnNumber: l.gln_number ?? null,
        sglnNumber: l.sgln_number ?? null,
      })
      .returning({ id: locations.id });
    return row!.id;
  });
}
