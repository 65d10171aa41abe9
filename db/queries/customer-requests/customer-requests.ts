/**
 * Reading customer requests (issue 11), always scoped to the caller's account: a supplier reads
 * the requests sent to it, a pharmacy its own. Another account's request is simply not found.
 */
import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../client.ts';
import { accounts, customerRequests, supplierCustomers } from '../../schema/index.ts';
import type { CustomerRequestKind } from '../../../domain/customer-requests/requests.ts';

export type CustomerRequestRow = typeof customerRequests.$inferSelect;
export type ListedCustomerRequest = {
  request: CustomerRequestRow;
  pharmacyName: string;
  supplierName: string;
  creditAllocatedCents: number;
  netDays: number;
};

/** Whose requests: the supplier's incoming ones, or the pharmacy's own. */
export type RequestScope = { side: 'supplier' | 'pharmacy'; accountId: string };

export type RequestFilter = {
  kind?: CustomerRequestKind | undefined;
  /** pending: waiting for the supplier; history: decided or expired. */
  type?: 'pending' | 'history' | undefined;
  /** A supplier's customer (supplier_customers.id). */
  customerId?: string | undefined;
  /** A pharmacy's wholesaler (its account id). */
  wholesalerId?: string | undefined;
  page: number;
  perPage: number;
};

const pharmacy = alias(accounts, 'pharmacy');
const supplier = alias(accounts, 'supplier');

function scopeOf(scope: RequestScope): SQL {
  return scope.side === 'supplier'
    ? eq(customerRequests.supplierAccountId, scope.accountId)
    : eq(customerRequests.pharmacyAccountId, scope.accountId);
}

function selectListed(db: Database) {
  return db
    .select({
      request: customerRequests,
      pharmacyName: pharmacy.name,
      supplierName: supplier.name,
      creditAllocatedCents: supplierCustomers.creditAllocatedCents,
      netDays: supplierCustomers.netDays,
    })
    .from(customerRequests)
    .innerJoin(pharmacy, eq(pharmacy.id, customerRequests.pharmacyAccountId))
    .innerJoin(supplier, eq(supplier.id, customerRequests.supplierAccountId))
    .innerJoin(supplierCustomers, eq(supplierCustomers.id, customerRequests.supplierCustomerId));
}

/** One page of the caller's requests, newest first, and how many match. */
export async function listCustomerRequests(db: Database, scope: RequestScope, filter: RequestFilter) {
  const where = and(
    scopeOf(scope),
    filter.kind ? eq(customerRequests.kind, filter.kind) : undefined,
    filter.type === 'pending' ? eq(customerRequests.status, 'pending') : undefined,
    filter.type === 'history' ? ne(customerRequests.status, 'pending') : undefined,
    filter.customerId ? eq(customerRequests.supplierCustomerId, filter.customerId) : undefined,
    filter.wholesalerId ? eq(customerRequests.supplierAccountId, filter.wholesalerId) : undefined,
  );
  const rows = await selectListed(db)
    .where(where)
    .orderBy(desc(customerRequests.createdAt), desc(customerRequests.id))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const [total] = await db.select({ n: count() }).from(customerRequests).where(where);
  return { rows: rows as ListedCustomerRequest[], total: total?.n ?? 0 };
}

/** The caller's request of `kind`, or null (another account's, another kind's, or none). */
export async function findOwnCustomerRequest(
  db: Database,
  scope: RequestScope,
  id: string,
  kinds: readonly CustomerRequestKind[],
): Promise<ListedCustomerRequest | null> {
  const [row] = await selectListed(db).where(
    and(scopeOf(scope), eq(customerRequests.id, id), inArray(customerRequests.kind, kinds)),
  );
  return row ?? null;
}
