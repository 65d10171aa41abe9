/**
 * What a location's answer adds to its address (issue 23, pharmacy-side §3 Location): the bank
 * accounts and cards linked to it, and the move of its store awaiting support, if any. Read for
 * locations the caller's query already scoped.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { bankAccounts, locationChanges, paymentCards } from '../schema/index.ts';

export type PendingMove = {
  id: string;
  address1: string;
  address2: string | null;
  city: string;
  stateId: number;
  zipcode: string;
  createdAt: Date;
};
export type LocationExtras = { bankAccountIds: string[]; cardIds: string[]; pendingMove: PendingMove | null };

/** The links and pending move of each of `locationIds`. */
export async function loadLocationExtras(
  db: Pick<Database, 'select'>,
  locationIds: readonly string[],
): Promise<Map<string, LocationExtras>> {
  const extras = new Map<string, LocationExtras>(
    locationIds.map((id) => [id, { bankAccountIds: [], cardIds: [], pendingMove: null }]),
  );
  if (locationIds.length === 0) return extras;
  const ids = [...locationIds];
  const [banks, cards, moves] = await Promise.all([
    db
      .select({ id: bankAccounts.id, locationId: bankAccounts.locationId })
      .from(bankAccounts)
      .where(inArray(bankAccounts.locationId, ids)),
    db
      .select({ id: paymentCards.id, locationId: paymentCards.locationId })
      .from(paymentCards)
      .where(inArray(paymentCards.locationId, ids)),
    db
      .select({
        id: locationChanges.id,
        locationId: locationChanges.locationId,
        address1: locationChanges.address1,
        address2: locationChanges.address2,
        city: locationChanges.city,
        stateId: locationChanges.stateId,
        zipcode: locationChanges.zipcode,
        createdAt: locationChanges.createdAt,
      })
      .from(locationChanges)
      .where(and(inArray(locationChanges.locationId, ids), eq(locationChanges.status, 'pending'))),
  ]);
  for (const b of banks) extras.get(b.locationId!)?.bankAccountIds.push(b.id);
  for (const c of cards) extras.get(c.locationId!)?.cardIds.push(c.id);
  for (const { locationId, ...move } of moves) {
    const entry = extras.get(locationId);
    if (entry) entry.pendingMove = move;
  }
  return extras;
}
