/**
 * The customer-request tests' world (issue 11): a fresh context on its own task queue with an
 * in-process worker, Keystone (supplier), the second supplier and the demo pharmacy logged in, and
 * the calls of the request routes. `t.env.customerRequests` is what the API gives new workflows.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { customerRequests, notifications, supplierCustomers } from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { createTestContext } from '../../harness/app.ts';
import { SUPPLIER2_ID, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { startWorker } from '../orders/order-fulfilment-fixtures.ts';

export { SUPPLIER2_ID, SUPPLIER_ID };
export const PHARMACY = DEMO_ACCOUNTS.find((a) => a.user.email === 'pharmacy@example.com')!;

export type RequestJson = {
  id: string;
  kind: string;
  status: string;
  customer_id: string;
  credit_increase: boolean;
  terms_increase: boolean;
  asked: Record<string, unknown>;
  decided: Record<string, unknown> | null;
};
export type AnswerJson = { message: string; request: RequestJson };

/** Production-like waits, long enough that nothing expires during a test unless it asks. */
export const CALM = { expiryMs: 120_000, reminderMs: 90_000 };

export async function openRequestsContext(queue: string) {
  const t = await createTestContext({ taskQueue: `${queue}-${randomUUID()}` });
  t.env.customerRequests = { ...CALM };
  const worker = await startWorker(t);
  const supplier = await t.login('supplier@example.com');
  const supplier2 = await t.login('supplier2@example.com');
  const pharmacy = await t.login('pharmacy@example.com');
  return {
    t,
    supplier,
    supplier2,
    pharmacy,
    close: async () => {
      await worker.stop();
      await t.close();
    },
  };
}

/** The request routes, called as someone. */
export function requestsClient(t: TestContext) {
  return {
    ask: (as: Credentials, body: unknown, wholesalerId = SUPPLIER_ID) =>
      t.call('POST', `/api/v1/wholesalers/${wholesalerId}/customer_requests`, { as, body }),
    decide: (
      as: Credentials,
      path: string,
      id: string,
      verdict: 'approve' | 'decline',
      body?: unknown,
      query = '',
    ) =>
      t.call('PATCH', `/api/v1/customers/${path}/${id}/${verdict}${query}`, {
        as,
        ...(body === undefined ? {} : { body }),
      }),
    list: (as: Credentials, query = '') => t.call('GET', `/api/v1/customer_requests${query}`, { as }),
  };
}

/** The demo pharmacy as Keystone's customer, as the table holds it now. */
export async function keystoneTerms(t: TestContext) {
  const [row] = await t.db
    .select()
    .from(supplierCustomers)
    .where(
      and(
        eq(supplierCustomers.supplierAccountId, SUPPLIER_ID),
        eq(supplierCustomers.pharmacyAccountId, PHARMACY.id),
      ),
    );
  return row!;
}

/** Puts the pharmacy's Keystone terms back and clears its requests, so each test starts alike. */
export async function resetTerms(t: TestContext) {
  await t.db.delete(customerRequests);
  await t.db
    .update(supplierCustomers)
    .set({ creditAllocatedCents: 2_500_000, netDays: 30, invoicesDueOnLastDay: false, invoicesDueDay: null })
    .where(eq(supplierCustomers.pharmacyAccountId, PHARMACY.id));
}

export async function readRequest(t: TestContext, id: string) {
  const [row] = await t.db.select().from(customerRequests).where(eq(customerRequests.id, id));
  return row!;
}

/** The notices an account has about a request, by kind. */
export async function noticesOf(t: TestContext, accountId: string, requestId: string) {
  const rows = await t.db
    .select({ kind: notifications.kind, title: notifications.title })
    .from(notifications)
    .where(
      and(
        eq(notifications.accountId, accountId),
        like(notifications.dedupeKey, `customer-request:${requestId}:%`),
      ),
    );
  return rows.map((r) => r.kind);
}
