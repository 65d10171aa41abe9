/**
 * The authorization matrix (ASVS v5 8.2.1, 8.2.2): every route of the application, called by
 * every kind of caller and by members as well as admins (issue 10), with the caller's own ids and
 * with another account's (in the path, the query or the body): a foreign id answers 404 and leaves
 * every table as it was, and an admin-only route answers a member 403. A route that is not
 * described in ROUTE_RULES fails the test, so each new route must declare who may call it.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { MATRIX_PRIMARY_TARGET } from './authorization-matrix-rules-primaries.ts';
import {
  watchTables,
  KIND,
  MEMBERS,
  ROLE_EMAIL,
  type Role,
  type Scope,
} from './authorization-matrix-fixtures.ts';
import { useMatrixContext, workflowId, type RouteRule, type Sample } from './authorization-matrix-context.ts';
import { ROUTE_RULES } from './authorization-matrix-rules.ts';
import { startWorker } from '../orders/order-fulfilment-fixtures.ts';

let t: TestContext;
/** The watched tables' hashes now (watchTables). */
let fingerprintTables: () => Promise<Record<string, string>>;
let worker: Awaited<ReturnType<typeof startWorker>>;
/** Where the import uploads are stored, removed after the run. */
const filesDir = mkdtempSync(join(tmpdir(), 'matrix-files-'));

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

/** Whether the role's account kind may call the route at all. */
const kindAllowed = (rule: RouteRule, role: Role) =>
  rule.access === 'authenticated' || (rule.access !== 'public' && rule.access.includes(KIND[role]));
/** Whether a member of an allowed account is turned away for want of the admin role. */
const needsAdmin = (rule: RouteRule, role: Role) => rule.role === 'admin' && MEMBERS.has(role);

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

/**
 * Each role's session, logged in once and reused (a login is an argon2id hash: thousands of them
 * made this file the suite's slowest). A call answered 401 — its session ended, by a logout or a
 * password change among the routes — logs in again and is made once more: a 401 changed nothing.
 */
const sessions = new Map<Role, Credentials>();

async function sessionOf(role: Role): Promise<Credentials> {
  const cached = sessions.get(role);
  if (cached) return cached;
  const fresh = await t.login(ROLE_EMAIL[role]);
  sessions.set(role, fresh);
  return fresh;
}

async function callAs(key: string, rule: RouteRule, role: Role, sample: Sample) {
  for (let attempt = 0; ; attempt++) {
    const response = await callRoute(key, rule, await sessionOf(role), sample);
    if (response.status !== 401 || attempt > 0) return response;
    sessions.delete(role);
  }
}

beforeAll(async () => {
  t = await createTestContext({
    taskQueue: `matrix-${randomUUID()}`,
    filesDir,
    env: { PRIMARIES_ALLOWED_ADDRESSES: MATRIX_PRIMARY_TARGET },
  });
  useMatrixContext(t);
  fingerprintTables = await watchTables(t);
  // The workflows of the matrix's orders, offers, imports and checkouts run on its own worker.
  worker = await startWorker(t);
  // A workflow that no worker runs (a queue nobody polls): enough to describe, signal and cancel.
  await t.temporal.client.workflow.start('purgeExpiredIdentityRecordsWorkflow', {
    taskQueue: `${t.env.temporal.taskQueue}-idle`,
    workflowId,
  });
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

// Seven callers (members as well as admins) over every route, with live workflows: minutes on a loaded 2-core machine, not the default 60 s.
describe('authorization matrix', { timeout: 600_000 }, () => {
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

  it('answers 403 to every role outside a route and to members on admin-only routes, lets the others through, and never answers 5xx', async () => {
    const neverSucceeded: string[] = [];
    const serverErrors: string[] = [];
    for (const [key, rule] of Object.entries(ROUTE_RULES)) {
      if (rule.access === 'public') continue;
      let succeeded = false;
      for (const role of Object.keys(ROLE_EMAIL) as Role[]) {
        const allowed = kindAllowed(rule, role) && !needsAdmin(rule, role);
        const sample = await sampleOf(rule, role, 'own');
        const response = await callAs(key, rule, role, sample);
        await rule.after?.(role);
        if (response.status >= 500) serverErrors.push(`${role} ${key} -> ${response.status}`);
        if (allowed) {
          expect([401, 403, 404], `${role} ${key} -> ${response.status}`).not.toContain(response.status);
          if (response.status < 400) succeeded = true;
        } else expect(response.status, `${role} ${key}`).toBe(403);
      }
      if (!succeeded) neverSucceeded.push(key);
    }
    expect(serverErrors, 'an allowed or refused call must never be a server error').toEqual([]);
    // Every route is exercised at least once with a call that succeeds, so an allowed path is tried.
    expect(neverSucceeded, 'give these routes a sample that succeeds').toEqual([]);
  });

  it("answers 404 to another account's ids and changes nothing", async () => {
    for (const [key, rule] of Object.entries(ROUTE_RULES)) {
      if (!rule.scoped || rule.access === 'public') continue;
      expect(rule.params ?? rule.sample, `${key} is scoped but names no object`).toBeDefined();
      for (const role of Object.keys(ROLE_EMAIL) as Role[]) {
        if (!kindAllowed(rule, role)) continue;
        const sample = await sampleOf(rule, role, 'foreign');
        await sessionOf(role); // a login (when one is due) before the rows are fingerprinted
        const before = await fingerprintTables();
        const response = await callAs(key, rule, role, sample);
        // A member is refused an admin-only route before any id is looked up.
        const expected = needsAdmin(rule, role) ? 403 : 404;
        expect(response.status, `${role} ${key} with a foreign id`).toBe(expected);
        expect(await fingerprintTables(), `${role} ${key} changed rows`).toEqual(before);
        await rule.after?.(role);
      }
    }
  });

  it('refuses every admin-only route to a member with the admin-role message, and changes nothing', async () => {
    const adminOnly = Object.entries(ROUTE_RULES).filter(([, rule]) => rule.role === 'admin');
    expect(adminOnly.length).toBeGreaterThanOrEqual(14);
    for (const [key, rule] of adminOnly) {
      for (const role of MEMBERS) {
        if (!kindAllowed(rule, role)) continue;
        const sample = await sampleOf(rule, role, 'own');
        await sessionOf(role); // a login (when one is due) before the rows are fingerprinted
        const before = await fingerprintTables();
        const response = await callAs(key, rule, role, sample);
        expect(response.status, `${role} ${key}`).toBe(403);
        expect(((await response.json()) as { message: string }).message).toBe(
          'Only an administrator of your account can do this.',
        );
        expect(await fingerprintTables(), `${role} ${key} changed rows`).toEqual(before);
      }
    }
  });

  it('records a denial in the audit trail', async () => {
    const rows = await t.sql`select count(*)::int as n from audit_events where action = 'authz.denied'`;
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
