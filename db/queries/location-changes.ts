/**
 * Reads of store moves (issue 23): support's queue of location changes, and a wholesaler's
 * customers whose store moved since it last acknowledged (the location-change notice).
 */
import { and, desc, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import {
  accounts,
  customerNoticeAcks,
  locationChanges,
  locations,
  states,
  supplierCustomers,
} from '../schema/index.ts';

const newState = alias(states, 'new_state');
const oldState = alias(states, 'old_state');

/** Support's queue: the changes of `status` (pending first by default), oldest pending first. */
export function listLocationChanges(db: Database, status: 'pending' | 'approved' | 'rejected' | 'all') {
  return db
    .select({
      change: locationChanges,
      newStateCode: newState.code,
      pharmacyName: accounts.name,
      location: {
        name: locations.name,
        address1: locations.address1,
        address2: locations.address2,
        city: locations.city,
        zipcode: locations.zipcode,
        stateCode: oldState.code,
      },
    })
    .from(locationChanges)
    .innerJoin(locations, eq(locations.id, locationChanges.locationId))
    .innerJoin(accounts, eq(accounts.id, locationChanges.accountId))
    .innerJoin(newState, eq(newState.id, locationChanges.stateId))
    .innerJoin(oldState, eq(oldState.id, locations.stateId))
    .where(status === 'all' ? undefined : eq(locationChanges.status, status))
    .orderBy(
      status === 'pending' ? locationChanges.createdAt : desc(locationChanges.createdAt),
      locationChanges.id,
    )
    .limit(200);
}
export type LocationChangeRow = Awaited<ReturnType<typeof listLocationChanges>>[number];

/** One change's row, or null. */
export async function findLocationChange(db: Database, id: string) {
  const [row] = await db.select().from(locationChanges).where(eq(locationChanges.id, id));
  return row ?? null;
}

/**
 * The supplier's approved customers whose store moved and that it has not acknowledged since:
 * scoped to the supplier in the query, so another's customer is never listed.
 */
export function listLocationNoticesForSupplier(db: Database, supplierAccountId: string) {
  return db
    .select({
      customerId: supplierCustomers.id,
      pharmacyAccountId: supplierCustomers.pharmacyAccountId,
      pharmacyName: accounts.name,
      changedAt: customerNoticeAcks.locationChangedAt,
      acknowledgedAt: customerNoticeAcks.locationChangeSupplierAckedAt,
    })
    .from(customerNoticeAcks)
    .innerJoin(supplierCustomers, eq(supplierCustomers.id, customerNoticeAcks.supplierCustomerId))
    .innerJoin(accounts, eq(accounts.id, supplierCustomers.pharmacyAccountId))
    .where(
      and(
        eq(supplierCustomers.supplierAccountId, supplierAccountId),
        isNotNull(customerNoticeAcks.locationChangedAt),
        or(
          isNull(customerNoticeAcks.locationChangeSupplierAckedAt),
          gt(customerNoticeAcks.locationChangedAt, customerNoticeAcks.locationChangeSupplierAckedAt),
        ),
      ),
    )
    .orderBy(desc(customerNoticeAcks.locationChangedAt))
    .limit(200);
}

/** The store addresses of these pharmacy accounts (for their wholesalers' notices). */
export function listStoreAddresses(db: Database, accountIds: readonly string[]) {
  return db
    .select({
      accountId: locations.accountId,
      name: locations.name,
      address1: locations.address1,
      address2: locations.address2,
      city: locations.city,
      state: states.code,
      zipcode: locations.zipcode,
    })
    .from(locations)
    .innerJoin(states, eq(states.id, locations.stateId))
    .where(inArray(locations.accountId, [...accountIds]))
    .orderBy(locations.name);
}
