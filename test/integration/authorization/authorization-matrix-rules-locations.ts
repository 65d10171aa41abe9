/**
 * The authorization matrix's rules for issue 23's locations: a pharmacy's location writes (admin
 * only; another account's location 404), support's queue of store moves and its decision, and a
 * wholesaler's location-change notices. Fixture locations are fresh, so renames and links touch
 * no demo row another rule reads; the decided change belongs to a fresh pharmacy.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  accounts,
  customerNoticeAcks,
  locationChanges,
  locations,
  supplierCustomers,
} from '../../../db/schema/index.ts';
import { startLocationChange } from '../../../platform/temporal/location-changes.ts';
import { accountIdOf, KIND, whose, type Role, type Scope } from './authorization-matrix-fixtures.ts';
import { t, type RouteRule } from './authorization-matrix-context.ts';

const TEXAS = 48;
const store = (accountId: string) => ({
  accountId,
  name: `Matrix store ${randomUUID().slice(0, 6)}`,
  address1: '1 Matrix Way',
  city: 'Austin',
  stateId: TEXAS,
  zipcode: '78701',
});

/** A fresh location of the named pharmacy's account; a random id for other kinds. */
async function locationOf(role: Role, scope: Scope): Promise<string> {
  const owner = whose(role, scope);
  if (KIND[owner] !== 'pharmacy') return randomUUID();
  const [row] = await t.db
    .insert(locations)
    .values(store(accountIdOf(owner)))
    .returning();
  return row!.id;
}

/** A move of a fresh pharmacy's store, pending, its workflow waiting for support. */
async function pendingChange(): Promise<string> {
  const [account] = await t.db
    .insert(accounts)
    .values({ kind: 'pharmacy', name: `Matrix Pharmacy ${randomUUID().slice(0, 6)}` })
    .returning();
  const [location] = await t.db.insert(locations).values(store(account!.id)).returning();
  const [change] = await t.db
    .insert(locationChanges)
    .values({ ...store(account!.id), locationId: location!.id, workflowStartedAt: new Date() })
    .returning();
  await startLocationChange(t.temporal.client, t.env.temporal.taskQueue, {
    id: change!.id,
    accountId: account!.id,
  });
  return change!.id;
}

/** A customer of the named supplier with a location-change notice raised; a random id for other kinds. */
async function noticeOf(role: Role, scope: Scope): Promise<string> {
  const owner = whose(role, scope);
  if (KIND[owner] !== 'supplier') return randomUUID();
  const [customer] = await t.db
    .select({ id: supplierCustomers.id })
    .from(supplierCustomers)
    .where(eq(supplierCustomers.supplierAccountId, accountIdOf(owner)))
    .limit(1);
  await t.db
    .insert(customerNoticeAcks)
    .values({ supplierCustomerId: customer!.id, locationChangedAt: new Date() })
    .onConflictDoUpdate({
      target: customerNoticeAcks.supplierCustomerId,
      set: { locationChangedAt: new Date() },
    });
  return customer!.id;
}

const newStore = () => ({
  name: `Matrix added ${randomUUID().slice(0, 6)}`,
  address1: '2 Matrix Way',
  city: 'Austin',
  state_id: TEXAS,
  zipcode: '78701',
});

export const LOCATION_RULES: Record<string, RouteRule> = {
  'POST /api/v1/locations/address': { access: ['pharmacy'], role: 'admin', body: newStore() },
  'PATCH /api/v1/locations/:id/address': {
    access: ['pharmacy'],
    role: 'admin',
    scoped: true,
    params: async (role, scope) => ({ id: await locationOf(role, scope) }),
    body: { name: 'Matrix rename' },
  },
  'PATCH /api/v1/locations/:id/account': {
    access: ['pharmacy'],
    role: 'admin',
    scoped: true,
    params: async (role, scope) => ({ id: await locationOf(role, scope) }),
    body: { gln_number: '0614141000005' },
  },
  'PATCH /api/v1/locations/:id/payment_methods': {
    access: ['pharmacy'],
    role: 'admin',
    scoped: true,
    params: async (role, scope) => ({ id: await locationOf(role, scope) }),
    body: { bank_account_ids: [], credit_card_ids: [] },
  },
  'PATCH /api/v1/settings/account/update_sgln_number': {
    access: ['pharmacy'],
    role: 'admin',
    scoped: true,
    sample: async (role, scope) => ({
      body: { sgln_number: '0614141000005', location_id: await locationOf(role, scope) },
    }),
  },
  'GET /api/v1/support/location_changes': { access: ['support'] },
  'POST /api/v1/support/location_changes/:id/decision': {
    access: ['support'],
    params: async (role) => ({ id: KIND[role] === 'support' ? await pendingChange() : randomUUID() }),
    body: { decision: 'reject', reason: 'Matrix reject' },
  },
  'GET /api/v1/suppliers/location_changes': { access: ['supplier'] },
  'PATCH /api/v1/suppliers/location_changes/:id/acknowledge': {
    access: ['supplier'],
    scoped: true,
    params: async (role, scope) => ({ id: await noticeOf(role, scope) }),
  },
};
