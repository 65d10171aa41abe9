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
  const path = template.replace(/:(\w+)/g, (_, name: string) => params[name] ?? randomUUID());
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
