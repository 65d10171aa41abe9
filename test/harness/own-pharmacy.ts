/**
 * A pharmacy account of a test's own, approved by both demo suppliers, so that browser tests
 * sharing one database do not see each other's carts, orders and invoices.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords.ts';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  locations,
  paymentCards,
  sandboxCardTokens,
  states,
  supplierCustomers,
  users,
} from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { SUPPLIER2_ID, SUPPLIER_ID } from './catalog-fixtures.ts';

export type OwnPharmacy = { id: string; email: string; password: string };

export async function createOwnPharmacy(
  db: Database,
  name: string,
  options: { withCard?: boolean; withLocation?: boolean; suppliers?: string[] } = {},
): Promise<OwnPharmacy> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 8)}@example.com`;
  const [account] = await db.insert(accounts).values({ kind: 'pharmacy', name }).returning();
  await db.insert(users).values({
    accountId: account!.id,
    email,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Test',
    lastName: name,
    // A new account's first user is its admin (issue 10: members may not change settings or delete).
    role: 'admin',
  });
  // Approved by both demo suppliers unless the test says which (an applicant to Keystone: only the second).
  await db.insert(supplierCustomers).values(
    (options.suppliers ?? [SUPPLIER_ID, SUPPLIER2_ID]).map((supplierAccountId) => ({
      supplierAccountId,
      pharmacyAccountId: account!.id,
      status: 'approved' as const,
    })),
  );
  if (options.withLocation) {
    // An Austin, TX location, default for shipping and billing.
    const [tx] = await db.select({ id: states.id }).from(states).where(eq(states.code, 'TX'));
    await db.insert(locations).values({
      accountId: account!.id,
      name: `${name} Austin`,
      address1: '100 Congress Ave',
      city: 'Austin',
      stateId: tx!.id,
      zipcode: '78701',
      isDefaultShipping: true,
      isDefaultBilling: true,
    });
  }
  if (options.withCard) {
    // A sandbox Visa 4242 of its own (the sandbox processor approves it).
    const token = `sbx_tok_${randomUUID()}`;
    await db.insert(sandboxCardTokens).values({ token, declineReason: null });
    await db.insert(paymentCards).values({
      accountId: account!.id,
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      holderName: name,
      processorToken: token,
    });
  }
  return { id: account!.id, email, password: DEMO_PASSWORD };
}
