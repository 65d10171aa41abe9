/**
 * Who may call each cart route (ASVS v5 8.2.1, 8.2.2; issue 4 Carts): pharmacies only, each on its
 * own lines. Every route, for every demo role: own ids pass, another pharmacy's ids are 404 and
 * change nothing, other kinds of account are 403.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { listingFixture } from './cart-helpers.ts';

type Role = 'pharmacy' | 'seller' | 'supplier' | 'support';
const EMAIL: Record<Role, string> = {
  pharmacy: 'pharmacy@example.com',
  seller: 'seller@example.com',
  supplier: 'supplier@example.com',
  support: 'support@example.com',
};
const OTHER: Record<Role, Role> = {
  pharmacy: 'seller',
  seller: 'pharmacy',
  supplier: 'pharmacy',
  support: 'pharmacy',
};
const isPharmacy = (role: Role) => role === 'pharmacy' || role === 'seller';

let t: TestContext;
const sessions = {} as Record<Role, Credentials>;

/** A line in a role's cart (or saved), from a fresh Keystone listing. */
async function lineOf(role: Role, saved = false): Promise<string> {
  if (!isPharmacy(role)) return randomUUID();
  const accountId = DEMO_ACCOUNTS.find((a) => a.user.email === EMAIL[role])!.id;
  const listing = await listingFixture(t);
  const [row] = await t.db
    .insert(cartItems)
    .values({
      pharmacyAccountId: accountId,
      supplierAccountId: SUPPLIER_ID,
      listingId: listing.id,
      quantity: 1,
      saved,
    })
    .returning();
  return row!.id;
}

type Rule = { path: (owner: Role) => string | Promise<string>; body?: () => unknown; scoped: boolean };
const RULES: Record<string, Rule> = {
  'GET /cart': { path: () => '/api/v1/cart', scoped: false },
  'GET /orders/render_mini_cart': { path: () => '/api/v1/orders/render_mini_cart', scoped: false },
  'POST /cart/items': {
    path: () => '/api/v1/cart/items',
    body: async () => ({ listing_id: (await listingFixture(t)).id, quantity: 1 }),
    scoped: false,
  },
  'PATCH /cart/items/:id': {
    path: async (owner) => `/api/v1/cart/items/${await lineOf(owner)}`,
    body: () => ({ quantity: 1 }),
    scoped: true,
  },
  'DELETE /cart/items/:id': {
    path: async (owner) => `/api/v1/cart/items/${await lineOf(owner)}`,
    scoped: true,
  },
  'POST /cart/items/:id/save': {
    path: async (owner) => `/api/v1/cart/items/${await lineOf(owner)}/save`,
    scoped: true,
  },
  'POST /cart/items/:id/restore': {
    path: async (owner) => `/api/v1/cart/items/${await lineOf(owner, true)}/restore`,
    scoped: true,
  },
  'DELETE /cart/:supplier/saved/:item': {
    path: async (owner) => `/api/v1/cart/${SUPPLIER_ID}/saved/${await lineOf(owner, true)}`,
    scoped: true,
  },
};

const call = async (key: string, role: Role, owner: Role) => {
  const rule = RULES[key]!;
  const method = key.split(' ')[0]!;
  const body = await rule.body?.();
  return t.call(method, await rule.path(owner), {
    as: sessions[role],
    ...(body === undefined ? {} : { body }),
  });
};
/** Rows, quantities and saved flags of every cart line, to see that a refused call changed nothing. */
const cartChecksum = async () =>
  (
    await t.sql`select count(*)::int as n, coalesce(sum(quantity), 0)::int as q, count(*) filter (where saved)::int as s from cart_items`
  )[0];

beforeAll(async () => {
  t = await createTestContext();
  for (const role of Object.keys(EMAIL) as Role[]) sessions[role] = await t.login(EMAIL[role]);
});
afterAll(() => t.close());

describe('cart routes: access per kind of account and per owner', () => {
  it('lets pharmacies through on their own lines (no 401, 403 or 404)', async () => {
    for (const key of Object.keys(RULES)) {
      for (const role of ['pharmacy', 'seller'] as const) {
        const response = await call(key, role, role);
        expect([200, 201], `${role} ${key} -> ${response.status}`).toContain(response.status);
      }
    }
  });

  it("answers 404 to another pharmacy's line ids and changes nothing (IDOR)", async () => {
    for (const [key, rule] of Object.entries(RULES)) {
      if (!rule.scoped) continue;
      for (const role of ['pharmacy', 'seller'] as const) {
        const path = await rule.path(OTHER[role]);
        const before = await cartChecksum();
        const body = await rule.body?.();
        const response = await t.call(key.split(' ')[0]!, path, {
          as: sessions[role],
          ...(body ? { body } : {}),
        });
        expect(response.status, `${role} ${key} with a foreign id`).toBe(404);
        expect(await cartChecksum(), `${role} ${key} changed rows`).toEqual(before);
      }
    }
  });

  it('answers 403 to suppliers and support on every cart route', async () => {
    for (const key of Object.keys(RULES)) {
      for (const role of ['supplier', 'support'] as const) {
        expect((await call(key, role, OTHER[role])).status, `${role} ${key}`).toBe(403);
      }
    }
  });

  it('answers 401 to anonymous callers', async () => {
    const response = await t.call('GET', '/api/v1/cart');
    expect(response.status).toBe(401);
  });
});
