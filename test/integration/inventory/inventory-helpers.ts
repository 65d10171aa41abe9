/**
 * A fresh supplier account with its own login, so inventory tests see exactly their own fixture
 * listings whatever the demo catalog gives the demo suppliers.
 */
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../../platform/passwords.ts';
import { accounts, users } from '../../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import type { TestContext } from '../../harness/app.ts';

export async function createSupplier(t: TestContext, name = 'Fixture Wholesale') {
  const [account] = await t.db.insert(accounts).values({ kind: 'supplier', name }).returning();
  const email = `supplier-${randomUUID().slice(0, 8)}@example.com`;
  await t.db.insert(users).values({
    accountId: account!.id,
    email,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Fiona',
    lastName: 'Fixture',
    // A new account's first user is its admin (issue 10: members may not change settings or delete).
    role: 'admin',
  });
  return { accountId: account!.id, session: await t.login(email) };
}
