/** Reads of renewed-licence updates (issue 12): the pharmacy's pending ones and support's queue. */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { accounts, licenceUpdates, pharmacyLicences, states } from '../schema/index.ts';

const columns = {
  update: licenceUpdates,
  pharmacyName: accounts.name,
  kind: pharmacyLicences.kind,
  number: pharmacyLicences.number,
  stateCode: states.code,
  expiresOn: pharmacyLicences.expiresOn,
};

export type LicenceUpdateView = Awaited<ReturnType<typeof listLicenceUpdates>>[number];

function base(db: Database) {
  return db
    .select(columns)
    .from(licenceUpdates)
    .innerJoin(pharmacyLicences, eq(pharmacyLicences.id, licenceUpdates.licenceId))
    .innerJoin(accounts, eq(accounts.id, licenceUpdates.accountId))
    .leftJoin(states, eq(states.id, pharmacyLicences.stateId));
}

/** Every update, newest first (support's queue), or one account's. */
export async function listLicenceUpdates(db: Database, accountId?: string) {
  const query = base(db);
  return (accountId ? query.where(eq(licenceUpdates.accountId, accountId)) : query)
    .orderBy(desc(licenceUpdates.createdAt))
    .limit(200);
}

/** One update by id, scoped to an account when given; null when not found. */
export async function findLicenceUpdate(db: Database, id: string, accountId?: string) {
  const [row] = await base(db).where(
    accountId
      ? and(eq(licenceUpdates.id, id), eq(licenceUpdates.accountId, accountId))
      : eq(licenceUpdates.id, id),
  );
  return row ?? null;
}
