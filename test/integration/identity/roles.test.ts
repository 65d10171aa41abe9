/**
 * Roles are enforced (issue 10): a member does the daily work of their account, while the calls
 * that destroy data in bulk, move money or hand out credentials need the account's admin role.
 * The authorization matrix walks every route with members too; these are the rules by name.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, listings, paymentCards, users } from '../../../db/schema/index.ts';
import { DEMO_BANK_ACCOUNT_ID, DEMO_CARD_ID } from '../../../db/seed/buying.ts';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { insertListing, insertProduct, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';

const ADMIN_ONLY = 'Only an administrator of your account can do this.';

let t: TestContext;
let supplierAdmin: Credentials;
let supplierMember: Credentials;
let pharmacyAdmin: Credentials;
let pharmacyMember: Credentials;

beforeAll(async () => {
  t = await createTestContext();
  [supplierAdmin, supplierMember, pharmacyAdmin, pharmacyMember] = await Promise.all([
    t.login('supplier@example.com'),
    t.login('supplier.member@example.com'),
    t.login('pharmacy@example.com'),
    t.login('pharmacy.member@example.com'),
  ]);
});
afterAll(() => t.close());

/** Asserts a 403 with the admin-role message. */
async function expectAdminOnly(response: Response) {
  expect(response.status).toBe(403);
  expect(((await response.json()) as { message: string }).message).toBe(ADMIN_ONLY);
}

const listingCount = async () =>
  (await t.db.select().from(listings).where(eq(listings.supplierAccountId, SUPPLIER_ID))).length;

async function freshListing() {
  const product = await insertProduct(t.db);
  return (await insertListing(t.db, product.id)).id;
}

describe('roles', () => {
  it('tells the web app who is a member: the session answers the role', async () => {
    const me = await t.call('GET', '/api/v1/users/me', { as: supplierMember });
    expect(((await me.json()) as { user: { role: string } }).user.role).toBe('member');
  });

  it('refuses deleting listings to a member: destructive calls need the admin role', async () => {
    const id = await freshListing();
    await expectAdminOnly(
      await t.call('DELETE', '/api/v1/inventory', { as: supplierMember, body: { ids: [id] } }),
    );
    expect(await t.db.select().from(listings).where(eq(listings.id, id))).toHaveLength(1);
    const byAdmin = await t.call('DELETE', '/api/v1/inventory', { as: supplierAdmin, body: { ids: [id] } });
    expect(byAdmin.status).toBe(200);
    expect(await t.db.select().from(listings).where(eq(listings.id, id))).toHaveLength(0);
  });

  it('lets a member do the daily work: editing a listing needs no admin', async () => {
    const id = await freshListing();
    const response = await t.call('POST', `/api/v1/inventory/${id}`, {
      as: supplierMember,
      body: { stock: '7' },
    });
    expect(response.status).toBe(200);
    expect((await t.call('GET', '/api/v1/cart', { as: pharmacyMember })).status).toBe(200);
  });

  it('refuses supplier settings writes to a member, who may still read them: settings need the admin role', async () => {
    const read = await t.call('GET', '/api/v1/suppliers/settings/minimums', { as: supplierMember });
    expect(read.status).toBe(200);
    const body = {
      minimum_order_total: '150.00',
      brands_minimum_order_total: '0',
      brands_minimum_mandatory: false,
      generics_minimum_order_total: '0',
      generics_minimum_mandatory: false,
    };
    await expectAdminOnly(
      await t.call('PUT', '/api/v1/suppliers/settings/minimums', { as: supplierMember, body }),
    );
    const vacation = { name: 'Member break', start_date: '2031-01-05', end_date: '2031-01-06' };
    await expectAdminOnly(
      await t.call('POST', '/api/v1/suppliers/settings/vacation_times', {
        as: supplierMember,
        body: vacation,
      }),
    );
    const saved = await t.call('PUT', '/api/v1/suppliers/settings/minimums', { as: supplierAdmin, body });
    expect(saved.status).toBe(200);
  });

  it('refuses adding, removing and verifying payment methods to a member: money-moving calls need the admin role', async () => {
    expect((await t.call('GET', '/api/v1/payment_methods', { as: pharmacyMember })).status).toBe(200);
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', holder_name: 'M' };
    await expectAdminOnly(
      await t.call('POST', '/api/v1/payment_methods/cards', { as: pharmacyMember, body: card }),
    );
    await expectAdminOnly(
      await t.call('DELETE', `/api/v1/payment_methods/cards/${DEMO_CARD_ID}`, { as: pharmacyMember }),
    );
    expect(await t.db.select().from(paymentCards).where(eq(paymentCards.id, DEMO_CARD_ID))).toHaveLength(1);
    await expectAdminOnly(
      await t.call('POST', `/api/v1/payment_methods/bank_accounts/${DEMO_BANK_ACCOUNT_ID}/verify`, {
        as: pharmacyMember,
        body: { amounts: [32, 45] },
      }),
    );
    const added = await t.call('POST', '/api/v1/payment_methods/cards', { as: pharmacyAdmin, body: card });
    expect(added.status).toBe(201);
  });

  it('refuses making and revoking access tokens to a member: lasting credentials need the admin role', async () => {
    const body = { name: 'script', current_password: DEMO_PASSWORD };
    await expectAdminOnly(await t.call('POST', '/api/v1/access_tokens', { as: supplierMember, body }));
    const made = await t.call('POST', '/api/v1/access_tokens', { as: supplierAdmin, body });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    await expectAdminOnly(await t.call('DELETE', `/api/v1/access_tokens/${id}`, { as: supplierMember }));
    const [row] = await t.db.select().from(accessTokens).where(eq(accessTokens.id, id));
    expect(row!.revokedAt).toBeNull();
  });

  it('records a member turned away in the audit trail', async () => {
    const rows = await t.sql<{ n: number }[]>`
      select count(*)::int as n from audit_events
      where action = 'authz.denied' and details->>'needs' = 'admin role'`;
    expect(rows[0]!.n).toBeGreaterThanOrEqual(7);
  });

  it('refuses emptying the inventory to a member: destructive calls need the admin role', async () => {
    const before = await listingCount();
    expect(before).toBeGreaterThan(0);
    const body = { empty_inventory: true };
    await expectAdminOnly(
      await t.call('DELETE', '/api/v1/suppliers/inventory', { as: supplierMember, body }),
    );
    expect(await listingCount()).toBe(before);
    const emptied = await t.call('DELETE', '/api/v1/suppliers/inventory', { as: supplierAdmin, body });
    expect(emptied.status).toBe(200);
    expect(((await emptied.json()) as { deleted: number }).deleted).toBeGreaterThan(0);
  });

  it('reads the role at every call: a member made admin may act at once with the same session', async () => {
    const member = await t.db.select().from(users).where(eq(users.email, 'supplier.member@example.com'));
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, member[0]!.id));
    const body = { name: 'promoted', current_password: DEMO_PASSWORD };
    expect((await t.call('POST', '/api/v1/access_tokens', { as: supplierMember, body })).status).toBe(201);
    await t.db.update(users).set({ role: 'member' }).where(eq(users.id, member[0]!.id));
    await expectAdminOnly(await t.call('POST', '/api/v1/access_tokens', { as: supplierMember, body }));
  });
});
