/**
 * The authorization matrix's rules for customers (issue 11): each call names a fresh customer of
 * the caller's supplier account (a new pharmacy approved by it), or another supplier's; support's
 * decisions name a fresh pending request.
 */
import { randomUUID } from 'node:crypto';
import { newFileKey } from '../../../activities/ports/file-store.ts';
import {
  accounts,
  customerControlRequests,
  customerExports,
  supplierCustomers,
} from '../../../db/schema/index.ts';
import type { TestContext } from '../../harness/app.ts';
import { idOf, t, type RouteRule } from './authorization-matrix-context.ts';
import { accountIdOf, KIND, userIdOf, type Role } from './authorization-matrix-fixtures.ts';

/** A fresh pharmacy approved as a customer by the role's supplier account (a random id for other kinds). */
async function customerOf(tc: TestContext, role: Role): Promise<string> {
  if (KIND[role] !== 'supplier') return randomUUID();
  const [pharmacy] = await tc.db
    .insert(accounts)
    .values({ kind: 'pharmacy', name: `Matrix Pharmacy ${randomUUID().slice(0, 6)}` })
    .returning();
  const [customer] = await tc.db
    .insert(supplierCustomers)
    .values({
      supplierAccountId: accountIdOf(role),
      pharmacyAccountId: pharmacy!.id,
      status: 'approved',
      approvedAt: new Date(),
    })
    .returning();
  return customer!.id;
}

/** A fresh customer with a pending request of `kind` (to cancel, or for support to decide). */
const pendingOf =
  (kind: 'suspend' | 'disable_controls') =>
  async (tc: TestContext, role: Role): Promise<string> => {
    const supplierRole: Role = KIND[role] === 'supplier' ? role : 'supplier';
    const customerId = await customerOf(tc, supplierRole);
    await tc.db.insert(customerControlRequests).values({
      customerId,
      supplierAccountId: accountIdOf(supplierRole),
      kind,
      reasons: kind === 'suspend' ? ['customer_license_expired'] : [],
      requestedByUserId: userIdOf(supplierRole),
    });
    return KIND[role] === 'supplier' ? customerId : randomUUID();
  };

/** A pending suspension request's id (support decides any supplier's; other kinds get a random id). */
async function pendingRequestOf(role: Role) {
  const customerId = await pendingOf('suspend')(t, 'supplier');
  if (KIND[role] !== 'support') return randomUUID();
  const rows = await t.sql<{ id: string }[]>`
    select id from customer_control_requests where customer_id = ${customerId} and status = 'pending'`;
  return rows[0]!.id;
}

/** A ready master-data export of the role's supplier account, its file stored (a random id for other kinds). */
async function exportOf(tc: TestContext, role: Role): Promise<string> {
  if (KIND[role] !== 'supplier') return randomUUID();
  const fileKey = newFileKey('customer_exports', 'csv');
  await tc.ports.files.put(fileKey, new TextEncoder().encode('Customer id,Name\r\n'));
  const [row] = await tc.db
    .insert(customerExports)
    .values({
      supplierAccountId: accountIdOf(role),
      requestedByUserId: userIdOf(role),
      status: 'ready',
      fileKey,
      rowCount: 0,
      workflowStartedAt: new Date(),
    })
    .returning();
  return row!.id;
}

export const CUSTOMER_RULES: Record<string, RouteRule> = {
  'GET /api/v1/customers': { access: ['supplier'] },
  'GET /api/v1/customers/:id': { access: ['supplier'], scoped: true, params: idOf(customerOf) },
  'PATCH /api/v1/customers/:id': {
    access: ['supplier'],
    role: 'admin',
    scoped: true,
    params: idOf(customerOf),
    body: { credit_allocated: '1000', net_days: '45', credit_hold: true },
  },
  'POST /api/v1/customers/suspend_requests/:id': {
    access: ['supplier'],
    role: 'admin',
    scoped: true,
    params: idOf(customerOf),
    body: { reasons: ['other'], memo: 'Matrix', message: 'Matrix' },
  },
  'PATCH /api/v1/customers/suspend_requests/:id/cancel': {
    access: ['supplier'],
    role: 'admin',
    scoped: true,
    params: idOf(pendingOf('suspend')),
    body: {},
  },
  'POST /api/v1/customers/:id/disable_controls': {
    access: ['supplier'],
    role: 'admin',
    scoped: true,
    params: idOf(customerOf),
    body: {},
  },
  'PUT /api/v1/customers/:id/disable_controls/cancel': {
    access: ['supplier'],
    role: 'admin',
    scoped: true,
    params: idOf(pendingOf('disable_controls')),
    body: {},
  },
  'POST /api/v1/suppliers/customers/export/master_data': { access: ['supplier'], body: {} },
  'GET /api/v1/suppliers/customers/exports/:id': {
    access: ['supplier'],
    scoped: true,
    params: idOf(exportOf),
  },
  'GET /api/v1/suppliers/customers/exports/:id/download': {
    access: ['supplier'],
    scoped: true,
    params: idOf(exportOf),
  },
  'GET /api/v1/support/customer_control_requests': { access: ['support'] },
  'POST /api/v1/support/customer_control_requests/:id/approve': {
    access: ['support'],
    role: 'admin',
    params: async (role) => ({ id: await pendingRequestOf(role) }),
    body: {},
  },
  'POST /api/v1/support/customer_control_requests/:id/decline': {
    access: ['support'],
    role: 'admin',
    params: async (role) => ({ id: await pendingRequestOf(role) }),
    body: {},
  },
};
