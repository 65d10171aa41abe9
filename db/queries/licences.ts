import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { pharmacyLicences, states } from '../schema/index.ts';

export type LicenceOnFile = {
  id: string;
  kind: 'state' | 'dea';
  number: string;
  stateCode: string | null;
  issuedOn: string | null;
  expiresOn: string;
  hasDocument: boolean;
};

/** A pharmacy's licences on file, the DEA registration first (the enum's last value), then state licences by state. */
export async function listLicencesOf(
  db: Pick<Database, 'select'>,
  accountId: string,
): Promise<LicenceOnFile[]> {
  const rows = await db
    .select({
      id: pharmacyLicences.id,
      kind: pharmacyLicences.kind,
      number: pharmacyLicences.number,
      stateCode: states.code,
      issuedOn: pharmacyLicences.issuedOn,
      expiresOn: pharmacyLicences.expiresOn,
      documentKey: pharmacyLicences.documentKey,
    })
    .from(pharmacyLicences)
    .leftJoin(states, eq(states.id, pharmacyLicences.stateId))
    .where(eq(pharmacyLicences.accountId, accountId))
    .orderBy(desc(pharmacyLicences.kind), asc(states.code), asc(pharmacyLicences.number));
  return rows.map(({ documentKey, ...row }) => ({ ...row, hasDocument: documentKey !== null }));
}
