/** What the audit tests share: the context with a worker, the audit calls, and a snapshot of an audit. */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  auditDocuments,
  auditors,
  audits,
  auditSupportNotices,
  notifications,
} from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { startWorker } from '../orders/order-fulfilment-fixtures.ts';

export const accountOf = (email: string) => DEMO_ACCOUNTS.find((a) => a.user.email === email)!;
export const KEYSTONE = accountOf('supplier@example.com');
export const PHARMACY = accountOf('pharmacy@example.com');
export const SUPPORT = accountOf('support@example.com');

export async function openAuditsContext(queue: string) {
  const t = await createTestContext({ taskQueue: `${queue}-${randomUUID()}` });
  const worker = await startWorker(t);
  return {
    t,
    supplier: await t.login('supplier@example.com'),
    supplier2: await t.login('supplier2@example.com'),
    pharmacy: await t.login('pharmacy@example.com'),
    otherPharmacy: await t.login('seller@example.com'),
    support: await t.login('support@example.com'),
    close: async () => {
      await worker.stop();
      await t.close();
    },
  };
}

export type Answer<T = Record<string, unknown>> = { status: number; body: T };

export async function call<T = Record<string, unknown>>(
  t: TestContext,
  method: string,
  path: string,
  as: Credentials,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await t.call(method, `/api/v1${path}`, { as, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function firstAuditorId(t: TestContext): Promise<string> {
  const [row] = await t.db.select({ id: auditors.id }).from(auditors).orderBy(asc(auditors.name)).limit(1);
  return row!.id;
}

/** A valid new-audit body for Keystone, an existing company, for Q1 2026. */
export async function newAuditBody(t: TestContext, overrides: Record<string, unknown> = {}) {
  return {
    supplier_id: KEYSTONE.id,
    existing_company: true,
    auditor_id: await firstAuditorId(t),
    start_date: '2026-01-01',
    end_date: '2026-03-31',
    point_of_contact: { name: 'Ann Auditor', email: 'ann@auditor.example', phone: '555-0100' },
    ...overrides,
  };
}

export type AuditBody = {
  id: string;
  status: string;
  actions: Record<string, boolean>;
  status_message: string | null;
};

/** Opens an audit as the demo pharmacy; answers the audit. */
export async function openAudit(
  t: TestContext,
  pharmacy: Credentials,
  overrides: Record<string, unknown> = {},
) {
  const answer = await call<{ audit: AuditBody }>(
    t,
    'POST',
    '/wholesalers/audits',
    pharmacy,
    await newAuditBody(t, overrides),
  );
  if (answer.status !== 201)
    throw new Error(`audit not opened: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.audit;
}

/** Everything a refused call must leave as it was. */
export async function snapshotAudit(t: TestContext, auditId: string) {
  const [audit] = await t.db.select().from(audits).where(eq(audits.id, auditId));
  const documents = await t.db.select().from(auditDocuments).where(eq(auditDocuments.auditId, auditId));
  const notices = await t.db
    .select()
    .from(auditSupportNotices)
    .where(eq(auditSupportNotices.auditId, auditId));
  return { audit, documents, notices };
}

export async function noticesOf(t: TestContext, accountId: string, kind: string) {
  return t.db
    .select()
    .from(notifications)
    .where(eq(notifications.accountId, accountId))
    .then((rows) => rows.filter((r) => r.kind === kind));
}

/** Polls `read` until `done`, or fails after `timeoutMs`. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out; last ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
