/**
 * The steps of a store's move (workflow `location-change:<changeId>`, issue 23): read the change,
 * and record support's decision. Approved, the location takes the new address and every
 * wholesaler that approved the pharmacy gets the location-change notice on its customer
 * relationship (`customer_notice_acks.location_changed_at`), which both sides acknowledge; the
 * pharmacy and those wholesalers are told. Each step is one transaction and idempotent.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  customerNoticeAcks,
  locationChanges,
  locations,
  supplierCustomers,
} from '../../db/schema/index.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import type { LocationChangeDecision, LocationChangeStatus } from '../../domain/locations/location-moves.ts';
import { LOCATION_MESSAGES } from '../../domain/locations/location-messages.ts';
import { notifyAccount } from '../notifications/notify-account.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type ChangeRow = typeof locationChanges.$inferSelect;

/** The change's status as its workflow starts from, or null when the row is gone. */
export async function openLocationChange(
  db: Database,
  changeId: string,
): Promise<{ status: LocationChangeStatus } | null> {
  const [row] = await db
    .select({ status: locationChanges.status })
    .from(locationChanges)
    .where(eq(locationChanges.id, changeId));
  return row ?? null;
}

/** Support's decision; a retry of the same decision answers as the first, another is a 409. */
export async function recordLocationChangeDecision(
  db: Database,
  changeId: string,
  decision: LocationChangeDecision,
  now: Date,
): Promise<{ status: LocationChangeStatus }> {
  return db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(locationChanges)
      .where(eq(locationChanges.id, changeId))
      .for('update');
    if (!change) throw notFound('Location change');
    const status: LocationChangeStatus = decision.decision === 'approve' ? 'approved' : 'rejected';
    if (change.status === status) return { status };
    if (change.status !== 'pending')
      throw new DomainError('RESOURCE_CONFLICT', LOCATION_MESSAGES.alreadyDecided);
    await tx
      .update(locationChanges)
      .set({
        status,
        decidedAt: now,
        decidedByUserId: decision.byUserId,
        reason: decision.decision === 'reject' ? decision.reason : null,
      })
      .where(eq(locationChanges.id, changeId));
    if (decision.decision === 'approve') await applyMove(tx, change, now);
    else
      await notifyAccount(tx, {
        accountId: change.accountId,
        kind: 'location_change_rejected',
        title: 'Location change not approved',
        body: `Support did not approve moving the store to ${change.address1}, ${change.city}: ${decision.reason}`,
        link: '/pharmacy/settings/locations',
        dedupeKey: `location-change:${changeId}:rejected`,
      });
    return { status };
  });
}

/** Moves the store and raises the notice at every wholesaler that approved the pharmacy. */
async function applyMove(tx: Tx, change: ChangeRow, now: Date): Promise<void> {
  const { address1, address2, city, stateId, zipcode } = change;
  const [location] = await tx
    .update(locations)
    .set({ address1, address2, city, stateId, zipcode })
    .where(eq(locations.id, change.locationId))
    .returning({ name: locations.name });
  const [pharmacy] = await tx
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, change.accountId));
  const approved = await tx
    .select({ id: supplierCustomers.id, supplierAccountId: supplierCustomers.supplierAccountId })
    .from(supplierCustomers)
    .where(
      and(
        eq(supplierCustomers.pharmacyAccountId, change.accountId),
        eq(supplierCustomers.status, 'approved'),
      ),
    );
  const where = `${address1}${address2 ? `, ${address2}` : ''}, ${city} ${zipcode}`;
  for (const customer of approved) {
    await tx
      .insert(customerNoticeAcks)
      .values({ supplierCustomerId: customer.id, locationChangedAt: now })
      .onConflictDoUpdate({ target: customerNoticeAcks.supplierCustomerId, set: { locationChangedAt: now } });
    await notifyAccount(tx, {
      accountId: customer.supplierAccountId,
      kind: 'customer_location_changed',
      title: `${pharmacy?.name ?? 'A customer'} moved a store`,
      body: `${location?.name ?? 'A store'} is now at ${where}. Please review and acknowledge.`,
      link: `/suppliers/customers/${customer.id}`,
      dedupeKey: `location-change:${change.id}:${customer.id}`,
      details: { customer_id: customer.id, location_change_id: change.id },
    });
  }
  await notifyAccount(tx, {
    accountId: change.accountId,
    kind: 'location_change_approved',
    title: 'Location change approved',
    body: `${location?.name ?? 'Your store'} is now at ${where}; your wholesalers are told.`,
    link: '/pharmacy/settings/locations',
    dedupeKey: `location-change:${change.id}:approved`,
  });
}

/** Records that these changes' workflows run (the API after its start, the relay after its). */
export async function markLocationChangesStarted(db: Database, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(locationChanges)
    .set({ workflowStartedAt: now })
    .where(and(inArray(locationChanges.id, ids), isNull(locationChanges.workflowStartedAt)));
}
