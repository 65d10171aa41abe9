import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { supplierCustomers } from '../schema/index.ts';
import type { Caller } from '../../domain/identity/caller.ts';

export type CustomerTerms = typeof supplierCustomers.$inferSelect;

/**
 * The pharmacy's approved customer relationship with a supplier, or null. A sub-account buys
 * under its own approval, or else under its master account's (spec: master accounts create
 * sub-accounts for their locations).
 */
export async function findApprovedCustomer(
  db: Database,
  caller: Caller,
  supplierAccountId: string,
): Promise<CustomerTerms | null> {
  const candidates = [caller.account.id, caller.account.masterAccountId].filter(
    (id): id is string => id !== null,
  );
  const rows = await db
    .select()
    .from(supplierCustomers)
    .where(
      and(
        eq(supplierCustomers.supplierAccountId, supplierAccountId),
        inArray(supplierCustomers.pharmacyAccountId, candidates),
        eq(supplierCustomers.status, 'approved'),
      ),
    );
  return rows.find((r) => r.pharmacyAccountId === caller.account.id) ?? rows[0] ?? null;
}

/** The ids of the suppliers that approved the pharmacy (or its master) as a customer. */
export async function listApprovedSupplierIds(db: Database, caller: Caller): Promise<string[]> {
  const candidates = [caller.account.id, caller.account.masterAccountId].filter(
    (id): id is string => id !== null,
  );
  const rows = await db
    .selectDistinct({ id: supplierCustomers.supplierAccountId })
    .from(supplierCustomers)
    .where(
      and(inArray(supplierCustomers.pharmacyAccountId, candidates), eq(supplierCustomers.status, 'approved')),
    );
  return rows.map((r) => r.id);
}
