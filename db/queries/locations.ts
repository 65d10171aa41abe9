import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Caller } from '../../domain/identity/caller.ts';
import type { Database } from '../client.ts';
import { accounts, locations, states } from '../schema/index.ts';

/**
 * The accounts whose locations a caller may see: their own, and for a master pharmacy those of
 * its sub-accounts. Used inside the query so a foreign id simply finds nothing (404).
 */
function visibleAccountIds(db: Database, caller: Caller) {
  return db
    .select({ id: accounts.id })
    .from(accounts)
    .where(or(eq(accounts.id, caller.account.id), eq(accounts.masterAccountId, caller.account.id)));
}

const addressColumns = {
  id: locations.id,
  accountId: locations.accountId,
  name: locations.name,
  address1: locations.address1,
  address2: locations.address2,
  city: locations.city,
  stateId: locations.stateId,
  stateCode: states.code,
  zipcode: locations.zipcode,
  phone: locations.phone,
  isDefaultShipping: locations.isDefaultShipping,
  isDefaultBilling: locations.isDefaultBilling,
  glnNumber: locations.glnNumber,
  sglnNumber: locations.sglnNumber,
};

export type LocationAddress = Awaited<ReturnType<typeof listLocationsForCaller>>[number];

/**
 * Where an account ships from: its default shipping location, else its first by name; null when it
 * has none (a label's return address).
 */
export async function findShipFromLocation(db: Pick<Database, 'select'>, accountId: string) {
  const [row] = await db
    .select(addressColumns)
    .from(locations)
    .innerJoin(states, eq(states.id, locations.stateId))
    .where(eq(locations.accountId, accountId))
    .orderBy(desc(locations.isDefaultShipping), asc(locations.name))
    .limit(1);
  return row ?? null;
}

export function listLocationsForCaller(db: Database, caller: Caller) {
  return db
    .select(addressColumns)
    .from(locations)
    .innerJoin(states, eq(states.id, locations.stateId))
    .where(inArray(locations.accountId, visibleAccountIds(db, caller)))
    .orderBy(asc(locations.name));
}

export async function findLocationForCaller(db: Database, caller: Caller, locationId: string) {
  const [row] = await db
    .select(addressColumns)
    .from(locations)
    .innerJoin(states, eq(states.id, locations.stateId))
    .where(and(eq(locations.id, locationId), inArray(locations.accountId, visibleAccountIds(db, caller))))
    .limit(1);
  return row ?? null;
}
