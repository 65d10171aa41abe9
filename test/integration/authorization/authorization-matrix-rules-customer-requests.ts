/** The authorization matrix's rules for customer requests (issue 11). */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { customerRequests, notifications, supplierCustomers } from '../../../db/schema/index.ts';
import type { CustomerRequestKind } from '../../../domain/customer-requests/requests.ts';
import { startCustomerRequest } from '../../../platform/temporal/customer-requests.ts';
import { accountIdOf, KIND, whose, type Role, type Scope } from './authorization-matrix-fixtures.ts';
import { t, type RouteRule } from './authorization-matrix-context.ts';

/** Each supplier role's customer: Keystone's is the demo pharmacy, the second supplier's Riverside. */
const CUSTOMER_OF: Partial<Record<Role, Role>> = { supplier: 'pharmacy', supplier2: 'seller' };
const DAY = 24 * 60 * 60 * 1000;

/**
 * A pending request of `kind` sent to `whose(role, scope)` (a supplier). The caller's own runs its
 * workflow, so a decision succeeds; another account's is a row only (the route answers 404 first).
 */
async function pendingRequestOf(role: Role, scope: Scope, kind: CustomerRequestKind): Promise<string> {
  const owner = whose(role, scope);
  const customer = CUSTOMER_OF[owner];
  if (KIND[owner] !== 'supplier' || !customer) return randomUUID();
  return pendingRequestBetween(owner, customer, kind, scope === 'own');
}

/**
 * A pending request the role's pharmacy sent to Keystone (scope own, its workflow running, so a
 * withdrawal succeeds) or another account's (foreign, a row only: the route answers 404 first).
 */
async function pendingRequestFrom(role: Role, scope: Scope): Promise<string> {
  const owner = whose(role, scope);
  if (KIND[owner] !== 'pharmacy') return randomUUID();
  return pendingRequestBetween('supplier', owner, 'eom_change', scope === 'own');
}

async function pendingRequestBetween(
  supplier: Role,
  pharmacy: Role,
  kind: CustomerRequestKind,
  start: boolean,
): Promise<string> {
  const [link] = await t.db
    .select()
    .from(supplierCustomers)
    .where(
      and(
        eq(supplierCustomers.supplierAccountId, accountIdOf(supplier)),
        eq(supplierCustomers.pharmacyAccountId, accountIdOf(pharmacy)),
      ),
    );
  const [row] = await t.db
    .insert(customerRequests)
    .values({
      supplierCustomerId: link!.id,
      supplierAccountId: link!.supplierAccountId,
      pharmacyAccountId: link!.pharmacyAccountId,
      kind,
      creditIncrease: kind === 'credit_increase',
      askedCreditCents: kind === 'credit_increase' ? link!.creditAllocatedCents : null,
      askedNetDays: kind === 'credit_increase' ? link!.netDays : link!.netDays + 15,
      expiresAt: new Date(Date.now() + DAY),
      // A row only (not started) must not be started by the stranded-workflow relay meanwhile.
      ...(start ? {} : { workflowStartedAt: new Date() }),
    })
    .returning();
  if (start) {
    await startCustomerRequest(t.temporal.client, t.env.temporal.taskQueue, row!, { expiryMs: DAY });
    // The workflow's opening step tells the supplier: wait for it, so a refused call's fingerprint holds.
    const key = `customer-request:${row!.id}:received:supplier`;
    for (let i = 0; i < 100; i++) {
      const found = await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.dedupeKey, key));
      if (found.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return row!.id;
}

/**
 * A request the role's account can read (scope own) or another account's (foreign): one sent to a
 * supplier by its demo customer, or one a pharmacy sent to Keystone. A row only, already expired,
 * so it blocks no new request of its kind, and marked started so the stranded-workflow relay
 * leaves it alone.
 */
async function requestSeenBy(role: Role, scope: Scope): Promise<string> {
  const owner = whose(role, scope);
  const pair =
    KIND[owner] === 'supplier' && CUSTOMER_OF[owner]
      ? { supplier: owner, pharmacy: CUSTOMER_OF[owner] }
      : KIND[owner] === 'pharmacy'
        ? { supplier: 'supplier' as Role, pharmacy: owner }
        : null;
  if (!pair) return randomUUID();
  const [link] = await t.db
    .select()
    .from(supplierCustomers)
    .where(
      and(
        eq(supplierCustomers.supplierAccountId, accountIdOf(pair.supplier)),
        eq(supplierCustomers.pharmacyAccountId, accountIdOf(pair.pharmacy)),
      ),
    );
  const [row] = await t.db
    .insert(customerRequests)
    .values({
      supplierCustomerId: link!.id,
      supplierAccountId: link!.supplierAccountId,
      pharmacyAccountId: link!.pharmacyAccountId,
      kind: 'eom_change',
      status: 'expired',
      askedNetDays: 45,
      expiresAt: new Date(),
      workflowStartedAt: new Date(),
    })
    .returning();
  return row!.id;
}

const decision = (kind: CustomerRequestKind, approve: boolean, body?: unknown): RouteRule => ({
  access: ['supplier'],
  ...(approve ? { role: 'admin' as const } : {}),
  scoped: true,
  params: async (role, scope) => ({ id: await pendingRequestOf(role, scope, kind) }),
  ...(body === undefined ? {} : { body }),
});

const ACCOUNT_TERMS = { credit_allocated: '1000.00', net_days: 30, invoices_due_on_last_day: true };

export const CUSTOMER_REQUEST_RULES: Record<string, RouteRule> = {
  'GET /api/v1/customer_requests': { access: ['supplier', 'pharmacy'] },
  'GET /api/v1/customer_requests/:id': {
    access: ['supplier', 'pharmacy'],
    scoped: true,
    params: async (role, scope) => ({ id: await requestSeenBy(role, scope) }),
  },
  // A pharmacy asks a wholesaler that approved it (Keystone approves every demo pharmacy); another
  // account's id (a pharmacy's) is no wholesaler of the caller's.
  'PATCH /api/v1/customer_requests/:id/withdraw': {
    access: ['pharmacy'],
    role: 'admin',
    scoped: true,
    params: async (role, scope) => ({ id: await pendingRequestFrom(role, scope) }),
  },
  // Asking for credit or terms commits the account: its admin's call (issue 22).
  'POST /api/v1/wholesalers/:id/customer_requests': {
    access: ['pharmacy'],
    role: 'admin',
    scoped: true,
    params: (role, scope) => ({
      id: scope === 'own' ? accountIdOf('supplier') : accountIdOf(whose(role, 'foreign')),
    }),
    body: { kind: 'eom_change', net_days: 45 },
  },
  'PATCH /api/v1/customers/credit_increase/:id/approve': decision('credit_increase', true, {}),
  'PATCH /api/v1/customers/credit_increase/:id/decline': decision('credit_increase', false, {
    reason: 'Pay the open invoices first',
  }),
  'PATCH /api/v1/customers/payment_account_change/:id/approve': decision(
    'payment_account_change',
    true,
    ACCOUNT_TERMS,
  ),
  'PATCH /api/v1/customers/payment_account_change/:id/decline': decision('payment_account_change', false, {}),
  'PATCH /api/v1/customers/request_eom_changes/:id/approve': decision('eom_change', true),
  'PATCH /api/v1/customers/request_eom_changes/:id/decline': decision('eom_change', false),
};
