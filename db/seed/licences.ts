/**
 * The demo pharmacies' licences on file: a DEA registration and a state licence each, dated from
 * the day of the first seed so they stay meaningful. Riverside Drug's state licence expires within
 * the month, so Keystone's customer view shows an expiring licence beside valid ones.
 */
import { inArray } from 'drizzle-orm';
import { addDays } from '../../domain/catalog/short-dated.ts';
import { isoDate } from '../../domain/dates.ts';
import { withDeaCheckDigit } from '../../domain/licences/dea-number.ts';
import type { Database } from '../client.ts';
import { pharmacyLicences, states } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

const byEmail = (email: string) => DEMO_ACCOUNTS.find((a) => a.user.email === email)!;

const DEMO_LICENCES = [
  {
    account: byEmail('pharmacy@example.com'),
    kind: 'dea',
    number: withDeaCheckDigit('FM470112'),
    issuedDaysAgo: 400,
    expiresInDays: 330,
  },
  {
    account: byEmail('pharmacy@example.com'),
    kind: 'state',
    state: 'TX',
    number: 'TX-PH-28417',
    issuedDaysAgo: 300,
    expiresInDays: 430,
  },
  {
    account: byEmail('seller@example.com'),
    kind: 'dea',
    number: withDeaCheckDigit('BR552093'),
    issuedDaysAgo: 600,
    expiresInDays: 130,
  },
  {
    account: byEmail('seller@example.com'),
    kind: 'state',
    state: 'OR',
    number: 'RP-0093311',
    issuedDaysAgo: 710,
    expiresInDays: 20,
  },
] as const;

/** Adds the demo licences once (a number is unique per kind and state); answers how many were added. */
export async function seedLicences(db: Database, now: Date): Promise<number> {
  const codes = DEMO_LICENCES.flatMap((l) => ('state' in l ? [l.state] : []));
  const stateRows = await db.select().from(states).where(inArray(states.code, codes));
  const stateId = (code: string) => stateRows.find((s) => s.code === code)!.id;
  const added = await db
    .insert(pharmacyLicences)
    .values(
      DEMO_LICENCES.map((l) => ({
        accountId: l.account.id,
        kind: l.kind,
        number: l.number,
        stateId: 'state' in l ? stateId(l.state) : null,
        issuedOn: addDays(isoDate(now), -l.issuedDaysAgo),
        expiresOn: addDays(isoDate(now), l.expiresInDays),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: pharmacyLicences.id });
  return added.length;
}
