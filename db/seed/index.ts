import { eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords.ts';
import { openDatabase, type Database } from '../client.ts';
import { accounts, locations, states, users } from '../schema/index.ts';
import { seedBuying } from './buying.ts';
import { seedDemoCatalog, type CatalogSeedReport } from './catalog/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { seedLicences } from './licences.ts';
import { seedLicensedStates } from './licensed-states.ts';
import { seedNcpdpSandbox } from './ncpdp-sandbox.ts';
import { loadReferenceData } from './reference-data.ts';
import { seedRewards } from './rewards.ts';
import { seedSubAccounts } from './sub-accounts.ts';

export type SeedReport = {
  states: number;
  zipCentroids: number;
  accountsCreated: number;
  locationsCreated: number;
  customersApproved: number;
  licencesAdded: number;
  ncpdpSandboxAdded: number;
  licensedStatesAdded: number;
  rewardEntriesAdded: number;
  subAccountsAdded: number;
} & CatalogSeedReport;

/**
 * Seeds reference data and the demo marketplace. Idempotent: rows have fixed ids and existing ones
 * are kept as they are, so a second start keeps whatever the demo users changed.
 */
export async function seedDemoData(databaseUrl: string): Promise<SeedReport> {
  const handle = openDatabase(databaseUrl, { max: 1 });
  try {
    return await handle.db.transaction((tx) => seedInto(tx as unknown as Database));
  } finally {
    await handle.close();
  }
}

async function seedInto(db: Database): Promise<SeedReport> {
  const reference = await loadReferenceData(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let accountsCreated = 0;
  let locationsCreated = 0;
  for (const demo of DEMO_ACCOUNTS) {
    const created = await db
      .insert(accounts)
      .values({ id: demo.id, kind: demo.kind, name: demo.name, timeZone: demo.timeZone })
      .onConflictDoNothing()
      .returning({ id: accounts.id });
    // Users are added to an existing account too: a demo database seeded before the members came.
    for (const user of [demo.user, ...(demo.members ?? [])]) {
      await db
        .insert(users)
        .values({ ...user, accountId: demo.id, passwordHash })
        .onConflictDoNothing();
    }
    if (created.length === 0) continue;
    accountsCreated += 1;
    for (const [index, location] of demo.locations.entries()) {
      const [state] = await db.select({ id: states.id }).from(states).where(eq(states.code, location.state));
      await db
        .insert(locations)
        .values({
          id: location.id,
          accountId: demo.id,
          name: location.name,
          address1: location.address1,
          city: location.city,
          stateId: state!.id,
          zipcode: location.zipcode,
          phone: location.phone,
          isDefaultShipping: index === 0,
          isDefaultBilling: index === 0,
        })
        .onConflictDoNothing();
      locationsCreated += 1;
    }
  }
  const catalog = await seedDemoCatalog(db);
  const buying = await seedBuying(db);
  const licencesAdded = await seedLicences(db, new Date());
  const ncpdpSandboxAdded = await seedNcpdpSandbox(db);
  const licensedStatesAdded = await seedLicensedStates(db);
  const rewardEntriesAdded = await seedRewards(db, new Date());
  const subAccountsAdded = await seedSubAccounts(db, passwordHash);
  return {
    states: reference.states,
    zipCentroids: reference.zipCentroids,
    accountsCreated,
    locationsCreated,
    ...catalog,
    ...buying,
    licencesAdded,
    ncpdpSandboxAdded,
    licensedStatesAdded,
    rewardEntriesAdded,
    subAccountsAdded,
  };
}
