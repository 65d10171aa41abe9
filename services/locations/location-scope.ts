/**
 * Who may write a location (issue 23): an admin (the route's role turns members away) of the
 * location's own account or of its master. Another account's location is not found (404), decided
 * in the query that locks it.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, locations, states } from '../../db/schema/index.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { LOCATION_MESSAGES } from '../../domain/locations/location-schemas.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type LockedLocation = typeof locations.$inferSelect & { accountStatus: string };

/** Only a master account (not a sub-account) adds locations: 403 otherwise. */
export function assertMasterAccount(caller: Caller): void {
  if (caller.account.masterAccountId !== null)
    throw new DomainError('AUTH_FORBIDDEN', LOCATION_MESSAGES.masterOnly);
}

/** Locks the caller's (or its sub-accounts') location for a write; 404 for any other. */
export async function lockLocationForCaller(
  tx: Tx,
  caller: Caller,
  locationId: string,
): Promise<LockedLocation> {
  const visible = tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(or(eq(accounts.id, caller.account.id), eq(accounts.masterAccountId, caller.account.id)));
  const [row] = await tx
    .select({ location: locations, accountStatus: accounts.status })
    .from(locations)
    .innerJoin(accounts, eq(accounts.id, locations.accountId))
    .where(and(eq(locations.id, locationId), inArray(locations.accountId, visible)))
    .for('update', { of: locations });
  if (!row) throw notFound('Location');
  return { ...row.location, accountStatus: row.accountStatus };
}

/** A state id that names no state is the caller's mistake (422 on `state_id`), not a 500. */
export async function assertStateExists(tx: Pick<Database, 'select'>, stateId: number): Promise<void> {
  const [state] = await tx.select({ id: states.id }).from(states).where(eq(states.id, stateId));
  if (!state)
    throw new DomainError('REQUEST_INVALID', 'state_id: unknown state', {
      fields: { state_id: ['Please choose a state'] },
    });
}

/** Makes `locationId` the account's only default shipping and/or billing location. */
export async function clearOtherDefaults(
  tx: Tx,
  accountId: string,
  flags: { shipping: boolean; billing: boolean },
): Promise<void> {
  if (flags.shipping)
    await tx.update(locations).set({ isDefaultShipping: false }).where(eq(locations.accountId, accountId));
  if (flags.billing)
    await tx.update(locations).set({ isDefaultBilling: false }).where(eq(locations.accountId, accountId));
}
