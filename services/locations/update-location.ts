/**
 * `PATCH /api/v1/locations/{id}/address` (issue 23, pharmacy-side §4): a move of an approved store
 * (street, city, state or ZIP) is recorded as a pending change for support and answers `pending`;
 * the location keeps its address until the workflow `location-change:<changeId>` applies the
 * approval. Everything else (name, phone, second line, defaults) applies at once in the same
 * transaction. A second move while one waits is a 409.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { locationChanges, locations } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { isMove, moveNeedsApproval } from '../../domain/locations/location-moves.ts';
import { LOCATION_MESSAGES, type LocationChanges } from '../../domain/locations/location-schemas.ts';
import { assertStateExists, clearOtherDefaults, lockLocationForCaller } from './location-scope.ts';

export type LocationUpdate =
  | { status: 'updated'; locationId: string }
  | { status: 'pending'; locationId: string; change: { id: string; accountId: string } };

/** Applies the immediate changes and records a move for approval when one is needed. */
export async function updateLocation(
  db: Database,
  input: { caller: Caller; locationId: string; changes: LocationChanges; now: Date },
): Promise<LocationUpdate> {
  const { caller, changes: c, now } = input;
  return db.transaction(async (tx) => {
    const current = await lockLocationForCaller(tx, caller, input.locationId);
    if (c.state_id !== undefined) await assertStateExists(tx, c.state_id);
    const next = {
      address1: c.address1 ?? current.address1,
      address2: c.address2 === undefined ? current.address2 : c.address2,
      city: c.city ?? current.city,
      stateId: c.state_id ?? current.stateId,
      zipcode: c.zipcode ?? current.zipcode,
    };
    const moves = isMove(current, next);
    const held = moves && moveNeedsApproval(current.accountStatus);
    await clearOtherDefaults(tx, current.accountId, {
      shipping: c.default === true,
      billing: c.default_billing === true,
    });
    const set = {
      ...(c.name !== undefined ? { name: c.name } : {}),
      ...(c.phone !== undefined ? { phone: c.phone } : {}),
      ...(c.default !== undefined ? { isDefaultShipping: c.default } : {}),
      ...(c.default_billing !== undefined ? { isDefaultBilling: c.default_billing } : {}),
      // A held move keeps the whole address (its second line too) until support approves it.
      ...(held ? {} : next),
    };
    if (Object.keys(set).length > 0) await tx.update(locations).set(set).where(eq(locations.id, current.id));
    if (!held) return { status: 'updated' as const, locationId: current.id };
    // The location is locked: no other move of it can commit between this read and the insert.
    const [waiting] = await tx
      .select({ id: locationChanges.id })
      .from(locationChanges)
      .where(and(eq(locationChanges.locationId, current.id), eq(locationChanges.status, 'pending')));
    if (waiting) throw new DomainError('RESOURCE_CONFLICT', LOCATION_MESSAGES.alreadyPending);
    const [change] = await tx
      .insert(locationChanges)
      .values({
        locationId: current.id,
        accountId: current.accountId,
        requestedByUserId: caller.user.id,
        ...next,
        createdAt: now,
      })
      .returning({ id: locationChanges.id, accountId: locationChanges.accountId });
    return { status: 'pending' as const, locationId: current.id, change: change! };
  });
}
