/**
 * The authorization matrix (ASVS v5 8.2.1, 8.2.2): every route of the application, called by
 * every kind of caller, with the caller's own ids and with another account's. A route that is
 * not described in ROUTE_RULES fails the test, so each new route must declare who may call it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import type { AccountKind } from '../../domain/identity/caller.ts';
import { createTestContext, type Credentials, type TestContext } from '../harness/app.ts';
import { insertListing, insertProduct, SUPPLIER2_ID, SUPPLIER_ID } from '../harness/catalog-fixtures.ts';

type Role = 'pharmacy' | 'seller' | 'supplier' | 'supplier2' | 'support';
const ROLE_EMAIL: Record<Role, string> = {
  pharmacy: 'pharmacy@example.com',
  seller: 'seller@example.com',
  supplier: 'supplier@example.com',
  supplier2: 'supplier2@example.com',
  support: 'support@example.com',
};
const KIND: Record<Role, AccountKind> = { pharmacy: 'pharmacy', seller: 'pharmacy', supplier: 'supplier', supplier2: 'supplier', support: 'support' };
/** For each role, the role whose objects count as "another account's". */
const OTHER: Record<Role, Role> = { pharmacy: 'seller', seller: 'pharmacy', supplier: 'supplier2', supplier2: 'supplier', support: 'pharmacy' };

type Scope = 'own' | 'foreign';
type RouteRule = {
  access: 'public' | 'authenticated' | AccountKind[];
  /** Path parameters for a caller, pointing at their own object or at another account's. */
  params?: (role: Role, scope: Scope) => Record<string, string> | Promise<Record<string, string>>;
  /** Whether ids of this route belong to an account (so a foreign one must answer 404). */
  scoped?: boolean;
  body?: unknown;
};

let t: TestContext;
const workflowId = `matrix-${randomUUID()}`;

const locationOf = (role: Role) => DEMO_ACCOUNTS.find((a) => a.user.email === ROLE_EMAIL[role])?.locations[0]?.id ?? randomUUID();

async function tokenIdOf(role: Role): Promise<string> {
  const session = await t.login(ROLE_EMAIL[role]);
  const response = await t.call('POST', '/api/v1/access_tokens', { as: session, body: { name: 'matrix' } });
  return ((await response.json()) as { id: string }).id;
}

/** A fresh listing of a supplier role (any id for other roles, which are turned away first). */
async function listingOf(role: Role): Promise<string> {
  const account = role === 'supplier' ? SUPPLIER_ID : role === 'supplier2' ? SUPPLIER2_ID : null;
  if (!account) return randomUUID();
  const product = await insertProduct(t.db);
  return (await insertListing(t.db, product.id, { supplierAccountId: account })).id;
}
const listingParam =
  (name = 'id') =>
  async (role: Role, scope: Scope) => ({ [name]: await listingOf(scope === 'own' ? role : OTHER[role]) });
const PROMOTION_BODY = { promo_pack_price: '1.00', triggering_quantity: 1, start_date: '2026-01-01', end_date: '2026-01-31' };

/** A queued import job of a supplier role (any id for other roles, which are turned away first). */
async function importJobOf(role: Role): Promise<string> {
  if (KIND[role] !== 'supplier') return randomUUID();
  const [job] = await t.sql<{ id: string }[]>`
    insert into import_jobs (supplier_account_id, created_by_user_id, kind, file_name, file_key, file_bytes)
    select account_id, id, 'inventory', 'm.csv', ${`imports/${randomUUID()}.csv`}, 1 from users where lower(email) = ${ROLE_EMAIL[role]}
    returning id`;
  return job!.id;
}
const importJobParam = async (role: Role, scope: Scope) => ({ id: await importJobOf(scope === 'own' ? role : OTHER[role]) });

const ROUTE_RULES: Record<string, RouteRule> = {
  'GET /api/health': { access: 'public' },
  'POST /api/v1/session': { access: 'public', body: { email: 'nobody@example.com', password: 'x' } },
  'DELETE /api/v1/session': { access: 'authenticated' },
  'GET /api/v1/users/me': { access: 'authenticated' },
  'PUT /api/v1/users/me/password': {
    access: 'authenticated',
    body: { current_password: 'wrong', password: 'x', password_confirmation: 'x' },
  },
  'GET /api/v1/access_tokens': { access: 'authenticated' },
  'POST /api/v1/access_tokens': { access: 'authenticated', body: { name: 'matrix' } },
  'DELETE /api/v1/access_tokens/:id': {
    access: 'authenticated',
    scoped: true,
    params: async (role, scope) => ({ id: await tokenIdOf(scope === 'own' ? role : OTHER[role]) }),
  },
  'GET /api/v1/locations': { access: ['pharmacy'] },
  'GET /api/v1/locations/:id/address': {
    access: ['pharmacy'],
    scoped: true,
    params: (role, scope) => ({ id: locationOf(scope === 'own' ? role : OTHER[role]) }),
  },
  'GET /api/v1/products/lowest_price': { access: 'authenticated' },
  'GET /api/v1/pharmacy/volume_discounts/:id/update_qty_message': { access: ['pharmacy'], params: async () => ({ id: await listingOf('supplier') }) },
  'GET /api/v1/inventory': { access: ['supplier'] },
  'POST /api/v1/inventory/bulk/:action': { access: ['supplier'], params: () => ({ action: 'mark_deal' }), body: { ids: [] } },
  'POST /api/v1/inventory/:id': { access: ['supplier'], scoped: true, params: listingParam(), body: { stock: '5' } },
  'DELETE /api/v1/inventory': { access: ['supplier'], body: { ids: [] } },
  'GET /api/v1/inventory/:id/volume_discounts': { access: ['supplier'], scoped: true, params: listingParam() },
  'PUT /api/v1/inventory/:id/volume_discounts': { access: ['supplier'], scoped: true, params: listingParam(), body: { tiers: [] } },
  'DELETE /api/v1/suppliers/inventory': { access: ['supplier'], body: { empty_inventory: true } },
  'GET /api/v1/suppliers/inventory/validate_sku': { access: ['supplier'] },
  'GET /api/v1/suppliers/deal_modal/:id': { access: ['supplier'], scoped: true, params: listingParam() },
  'POST /api/v1/suppliers/deal_modal/:id': { access: ['supplier'], scoped: true, params: listingParam(), body: {} },
  'GET /api/v1/suppliers/undeal_modal/:id': { access: ['supplier'], scoped: true, params: listingParam() },
  'POST /api/v1/suppliers/undeal_modal/:id': { access: ['supplier'], scoped: true, params: listingParam(), body: {} },
  'GET /api/v1/suppliers/configure_deals/:ids': { access: ['supplier'], scoped: true, params: listingParam('ids') },
  'POST /api/v1/suppliers/bulk_deals': { access: ['supplier'], body: { ids: [] } },
  'DELETE /api/v1/suppliers/bulk_deals/destroy_all': { access: ['supplier'] },
  'GET /api/v1/suppliers/promotions': { access: ['supplier'] },
  'GET /api/v1/suppliers/promotions/show_activate_confirm_modal': { access: ['supplier'] },
  'GET /api/v1/suppliers/promotions/show_deactivate_confirm_modal': { access: ['supplier'] },
  'POST /api/v1/suppliers/promotions/activate': { access: ['supplier'], body: { product_ids: [] } },
  'POST /api/v1/suppliers/promotions/deactivate': { access: ['supplier'], body: { product_ids: [] } },
  'PUT /api/v1/suppliers/promotions/:id': { access: ['supplier'], scoped: true, params: listingParam(), body: PROMOTION_BODY },
  'DELETE /api/v1/suppliers/promotions/:id': { access: ['supplier'], scoped: true, params: listingParam() },
  'GET /api/v1/products/search': { access: ['pharmacy', 'supplier'] },
  'GET /api/v1/products': { access: ['pharmacy'] },
  'GET /api/v1/products/deals': { access: ['pharmacy'] },
  'GET /api/v1/products/recently_viewed': { access: ['pharmacy'] },
  'GET /api/v1/products/:id{[0-9a-f-]+}': { access: ['pharmacy'], params: async () => ({ id: (await insertProduct(t.db)).id }) },
  'PATCH /api/v1/products/:id{[0-9a-f-]+}/favorite': { access: ['pharmacy'], params: async () => ({ id: (await insertProduct(t.db)).id }) },
  'GET /api/v1/favorites': { access: ['pharmacy'] },
  'GET /api/v1/wholesalers/:id{[0-9a-f-]+}': { access: ['pharmacy'], params: () => ({ id: SUPPLIER_ID }) },
  'GET /api/v1/wholesalers/:id{[0-9a-f-]+}/products': { access: ['pharmacy'], params: () => ({ id: SUPPLIER_ID }) },
  'POST /api/v1/imports': { access: ['supplier'], body: {} },
  'POST /api/v1/suppliers/non_returnable_products_import': { access: ['supplier'], body: {} },
  'POST /api/v1/suppliers/special_discount_products_import': { access: ['supplier'], body: {} },
  'POST /api/v1/suppliers/specific_shipping_rules_import': { access: ['supplier'], body: {} },
  'GET /api/v1/imports': { access: ['supplier'] },
  'GET /api/v1/imports/:id': { access: ['supplier'], scoped: true, params: importJobParam },
  'GET /api/v1/imports/:id/errors': { access: ['supplier'], scoped: true, params: importJobParam },
  'GET /api/v1/imports/:id/errors.csv': { access: ['supplier'], scoped: true, params: importJobParam },
  'GET /api/v1/support/workflows': { access: ['support'] },
  'GET /api/v1/support/workflows/:id': { access: ['support'], params: () => ({ id: workflowId }) },
  'POST /api/v1/support/workflows/:id/signal': {
    access: ['support'],
    params: () => ({ id: workflowId }),
    body: { name: 'noop', args: [] },
  },
  'POST /api/v1/support/workflows/:id/cancel': { access: ['support'], params: () => ({ id: workflowId }), body: {} },
};

function applicationRoutes(): string[] {
  const seen = new Set<string>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api') || route.path.endsWith('*')) continue;
    seen.add(`${route.method} ${route.path}`);
  }
  return [...seen].sort();
}

async function callRoute(key: string, rule: RouteRule, as: Credentials, params: Record<string, string> = {}) {
  const [method, template] = key.split(' ') as [string, string];
  const path = template.replace(/:(\w+)(?:\{[^}]*\})?/g, (_, name: string) => params[name] ?? randomUUID());
  return t.call(method, path, { as, ...(rule.body === undefined ? {} : { body: rule.body }) });
}

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `matrix-${randomUUID()}` });
  // A workflow that no worker runs: enough to describe, signal and cancel.
  await t.temporal.client.workflow.start('purgeExpiredIdentityRecordsWorkflow', { taskQueue: t.env.temporal.taskQueue, workflowId });
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('describes every route of the application', () => {
    const undescribed = applicationRoutes().filter((key) => !ROUTE_RULES[key]);
    expect(undescribed, 'add these routes to ROUTE_RULES').toEqual([]);
    expect(applicationRoutes().length).toBe(Object.keys(ROUTE_RULES).length);
  });

  it('answers 401 to anonymous callers on every non-public route', async () => {
    for (const [key, rule] of Object.entries(ROUTE_RULES)) {
      if (rule.access === 'public') continue;
      const response = await callRoute(key, rule, { kind: 'anonymous' });
      expect(response.status, key).toBe(401);
    }
  });

  it('answers 403 to every role outside a route, and lets the roles inside it through', async () => {
    for (const [key, rule] of Object.entries(ROUTE_RULES)) {
      if (rule.access === 'public') continue;
      for (const role of Object.keys(ROLE_EMAIL) as Role[]) {
        const allowed = rule.access === 'authenticated' || rule.access.includes(KIND[role]);
        const params = await rule.params?.(role, 'own');
        const response = await callRoute(key, rule, await t.login(ROLE_EMAIL[role]), params);
        if (allowed) expect([401, 403, 404], `${role} ${key} -> ${response.status}`).not.toContain(response.status);
        else expect(response.status, `${role} ${key}`).toBe(403);
      }
    }
  });

  it("answers 404 to another account's ids and changes nothing", async () => {
    for (const [key, rule] of Object.entries(ROUTE_RULES)) {
      if (!rule.scoped || rule.access === 'public') continue;
      for (const role of Object.keys(ROLE_EMAIL) as Role[]) {
        if (rule.access !== 'authenticated' && !rule.access.includes(KIND[role])) continue;
        const params = await rule.params!(role, 'foreign');
        const before = await t.sql`select count(*)::int as n from access_tokens where revoked_at is null`;
        const response = await callRoute(key, rule, await t.login(ROLE_EMAIL[role]), params);
        const after = await t.sql`select count(*)::int as n from access_tokens where revoked_at is null`;
        expect(response.status, `${role} ${key} with a foreign id`).toBe(404);
        expect(after[0]!.n, `${role} ${key} changed rows`).toBe(before[0]!.n);
      }
    }
  });

  it('records a denial in the audit trail', async () => {
    const rows = await t.sql`select count(*)::int as n from audit_events where action = 'authz.denied'`;
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
