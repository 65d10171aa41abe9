/**
 * The demo group (issue 23): Main Street Pharmacy is a master with one sub-account and the Round
 * Rock store linked to it (the store buys as the sub-account; the master sees it), whose buyer may spend $500.00 an
 * order and $2,000.00 a month before Main Street's admins must approve. Fixed ids: seeding again
 * adds nothing and keeps what the demo users changed.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { accounts, locations, spendLimits, states, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

const MASTER = DEMO_ACCOUNTS.find((a) => a.user.email === 'pharmacy@example.com')!;

export const DEMO_SUB_ACCOUNT = {
  id: '8f3c1a2e-0006-4a7b-9c11-5d2e6f7a8b01',
  name: 'Main Street Pharmacy - Round Rock',
  user: {
    id: '8f3c1a2e-1006-4a7b-9c11-5d2e6f7a8b01',
    email: 'pharmacy.roundrock@example.com',
    firstName: 'Nadia',
    lastName: 'Haddad',
    role: 'admin' as const,
  },
  location: {
    id: '8f3c1a2e-2006-4a7b-9c11-5d2e6f7a8b01',
    name: 'Main Street Pharmacy - Round Rock',
    address1: '201 E Main St',
    city: 'Round Rock',
    zipcode: '78664',
    phone: '(512) 555-0133',
  },
  perOrderCents: 50_000,
  perMonthCents: 200_000,
};

/** Adds the demo sub-account, links its store and sets its buyer's limits; answers 1 when added. */
export async function seedSubAccounts(db: Database, passwordHash: string): Promise<number> {
  const created = await db
    .insert(accounts)
    .values({
      id: DEMO_SUB_ACCOUNT.id,
      kind: 'pharmacy',
      name: DEMO_SUB_ACCOUNT.name,
      masterAccountId: MASTER.id,
      timeZone: MASTER.timeZone,
    })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  if (created.length === 0) return 0;
  await db
    .insert(users)
    .values({ ...DEMO_SUB_ACCOUNT.user, accountId: DEMO_SUB_ACCOUNT.id, passwordHash })
    .onConflictDoNothing();
  // The store, linked to the sub-account (as PATCH /locations/{id}/account_link leaves it).
  const [tx] = await db.select({ id: states.id }).from(states).where(eq(states.code, 'TX'));
  await db
    .insert(locations)
    .values({
      ...DEMO_SUB_ACCOUNT.location,
      accountId: DEMO_SUB_ACCOUNT.id,
      stateId: tx!.id,
      isDefaultShipping: true,
      isDefaultBilling: true,
    })
    .onConflictDoNothing();
  await db
    .insert(spendLimits)
    .values({
      userId: DEMO_SUB_ACCOUNT.user.id,
      masterAccountId: MASTER.id,
      perOrderCents: DEMO_SUB_ACCOUNT.perOrderCents,
      perMonthCents: DEMO_SUB_ACCOUNT.perMonthCents,
      setByUserId: MASTER.user.id,
    })
    .onConflictDoNothing();
  return 1;
}
