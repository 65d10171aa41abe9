/**
 * The authorization matrix (ASVS v5 8.2.1, 8.2.2): every route of the application, called by
 * every kind of caller, with the caller's own ids and with another account's (in the path, the
 * query or the body): a foreign id answers 404 and leaves every table as it was. A route that is
 * not described in ROUTE_RULES fails the test, so each new route must declare who may call it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Credentials, type TestContext } from '../harness/app.ts';
import {
  fingerprintTables,
  KIND,
  ROLE_EMAIL,
  type Role,
  type Scope,
} from './authorization-matrix-fixtures.ts';
import { useMatrixContext, workflowId, type RouteRule, type Sample } from './authorization-matrix-context.ts';
import { ROUTE_RULES } from './authorization-matrix-rules.ts';

let t: TestContext;

function applicationRoutes(): string[] {
  const seen = new Set<string>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api') || route.path.endsWith('*')) continue;
    // A uuid parameter routes only id-shaped segments (`:id{[0-9a-f-]+}`); the rules name it `:id`.
    seen.add(`${route.method} ${route.path.replaceAll(/(:\w+)\{[^}]*\}/g, '$1')}`);
  }
  return [...seen].sort();
}

/** The call a role makes on a route, naming its own objects or another account's. */
async function sampleOf(rule: RouteRule, role: Role, scope: Scope): Promise<Sample> {
  const params = await rule.params?.(role, scope);
  return { body: rule.body, ...(params ? { params } : {}), ...(await rule.sample?.(role, scope)) };
}

async function callRoute(
  key: string,
  rule: RouteRule,
  as: Credentials,
  sample: Sample = { body: rule.body },
) {
  const [method, template] = key.split(' ') as [string, string];
  const path = template.replace(/:(\w+)/g, (_, name: string) => sample.params?.[name] ?? randomUUID());
  const query = sample.query ? `?${new URLSearchParams(sample.query).toString()}` : '';
  return t.call(method, path + query, {
    as,
    ...(sample.body === undefined ? {} : { body: sample.body }),
    ...(rule.headers ? { headers: rule.headers() } : {}),
  });
}

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `matrix-${randomUUID()}` });
  useMatrixContext(t);
  // A workflow that no worker runs: enough to describe, signal and cancel.
  await t.temporal.client.workflow.start('purgeExpiredIdentityRecordsWorkflow', {
    taskQueue: t.env.temporal.taskQueue,
    workflowId,
  });
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
        const sample = await sampleOf(rule, role, 'own');
        const response = await callRoute(key, rule, await t.login(ROLE_EMAIL[role]), sample);
        if (allowed)
          expect([401, 403, 404], `${role} ${key} -> ${response.status}`).not.toContain(response.status);
        else expect(response.status, `${role} ${key}`).toBe(403);
      }
    }
  });

  it("answers 404 to another account's ids and changes nothing", async () => {
    for (const [key, rule] of Object.entries(ROUTE_RULES)) {
      if (!rule.scoped || rule.access === 'public') continue;
      expect(rule.params ?? rule.sample, `${key} is scoped but names no object`).toBeDefined();
      for (const role of Object.keys(ROLE_EMAIL) as Role[]) {
        if (rule.access !== 'authenticated' && !rule.access.includes(KIND[role])) continue;
        const sample = await sampleOf(rule, role, 'foreign');
        const as = await t.login(ROLE_EMAIL[role]);
        const before = await fingerprintTables(t);
        const response = await callRoute(key, rule, as, sample);
        expect(response.status, `${role} ${key} with a foreign id`).toBe(404);
        expect(await fingerprintTables(t), `${role} ${key} changed rows`).toEqual(before);
      }
    }
  });

  it('records a denial in the audit trail', async () => {
    const rows = await t.sql`select count(*)::int as n from audit_events where action = 'authz.denied'`;
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
