/**
 * A master pharmacy sees the locations of its sub-accounts; a sub-account sees only its own
 * (spec pharmacy-side §3, sub-account creation with master_user_id; ASVS v5 8.4.1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../platform/passwords.ts';
import { accounts, locations, users } from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { createTestContext, type TestContext } from '../../harness/app.ts';

let t: TestContext;
const master = DEMO_ACCOUNTS.find((a) => a.user.email === 'pharmacy@example.com')!;
let branchLocationId: string;

beforeAll(async () => {
  t = await createTestContext();
  const [branch] = await t.db
    .insert(accounts)
    .values({ kind: 'pharmacy', name: 'Main Street Pharmacy - Round Rock', masterAccountId: master.id })
    .returning();
  await t.db.insert(users).values({
    accountId: branch!.id,
    email: 'branch@example.com',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Bea',
    lastName: 'Branch',
    // A new account's first user is its admin (issue 10: members may not change settings or delete).
    role: 'admin',
  });
  const [location] = await t.db
    .insert(locations)
    .values({
      accountId: branch!.id,
      name: 'Round Rock',
      address1: '201 E Main St',
      city: 'Round Rock',
      stateId: 48,
      zipcode: '78664',
    })
    .returning();
  branchLocationId = location!.id;
});
afterAll(() => t.close());

describe('master and sub-accounts', () => {
  it("lets the master read its sub-account's location", async () => {
    const session = await t.login('pharmacy@example.com');
    const list = (await (await t.call('GET', '/api/v1/locations', { as: session })).json()) as {
      data: { id: string }[];
    };
    expect(list.data.map((l) => l.id)).toEqual(
      expect.arrayContaining([...master.locations.map((l) => l.id), branchLocationId]),
    );
    const response = await t.call('GET', `/api/v1/locations/${branchLocationId}/address`, { as: session });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ city: 'Round Rock', state: 'TX', zipcode: '78664' });
  });

  it("keeps the sub-account out of the master's locations", async () => {
    const session = await t.login('branch@example.com');
    const list = (await (await t.call('GET', '/api/v1/locations', { as: session })).json()) as {
      data: { id: string }[];
    };
    expect(list.data.map((l) => l.id)).toEqual([branchLocationId]);
    const response = await t.call('GET', `/api/v1/locations/${master.locations[0]!.id}/address`, {
      as: session,
    });
    expect(response.status).toBe(404);
  });
});
