import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { supplierCustomers } from '../schema/index.ts';
import type { Caller } from '../../domain/identity/caller.ts';

export type CustomerTerms = typeof supplierCustomers.$inferSelect;

/** The accounts a pharmacy buys as: its own, and its master account's when it is a sub-account. */
function buyingAccounts(caller: Caller): string[] {
  return [caller.account.id, caller.account.masterAccountId].filter((id): id is string => id !== null);
}

/** The caller's relationship with a supplier (its own, else its master's), approved only when asked. */
async function findRelationship(
  db: Database,
  caller: Caller,
  supplierAccountId: string,
  approvedOnly: boolean,
): Promise<CustomerTerms | null> {
  const rows = await db
    .select()
    .from(supplierCustomers)
    .where(
      and(
        eq(supplierCustomers.supplierAccountId, supplierAccountId),
        inArray(supplierCustomers.pharmacyAccountId, buyingAccounts(caller)),
        approvedOnly ? eq(supplierCustomers.status, 'approved') : undefined,
      ),
    );
  return rows.find((r) => r.pharmacyAccountId === caller.account.id) ?? rows[0] ?? null;
}

/**
 * The pharmacy's approved customer relationship with a supplier, or null. A sub-account buys
 * under its own approval, or else under its master account's (spec: master accounts create
 * sub-accounts for their locations).
 */
export const findApprovedCustomer = (db: Database, caller: Caller, supplierAccountId: string) =>
  findRelationship(db, caller, supplierAccountId, true);

/**
 * The pharmacy's relationship with a supplier whatever its status (its own, else its master's), so
 * a refusal can say why: suspended with a reason, or not approved yet.
 */
export const findCustomerStanding = (db: Database, caller: Caller, supplierAccountId: string) =>
  findRelationship(db, caller, supplierAccountId, false);

/** The ids of the suppliers that approved the pharmacy (or its master) as a customer. */
export async function listApprovedSupplierIds(db: Database, caller: Caller): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: supplierCustomers.supplierAccountId })
    .from(supplierCustomers)
    .where(
      and(
        inArray(supplierCustomers.pharmacyAccountId, buyingAccounts(caller)),
        eq(supplierCustomers.status, 'approved'),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Whether a brand product of a supplier is hidden from the viewing pharmacy (supplier-side §3
 * hide_brand_products): the supplier set it on the viewer's customer row or on its master's.
 * `supplierId` and `isBrand` are SQL expressions of the outer query.
 */
export function brandHiddenFor(viewerAccountId: string, supplierId: SQL, isBrand: SQL): SQL {
  return sql`(${isBrand} and exists (select 1 from supplier_customers hb
    where hb.supplier_account_id = ${supplierId} and hb.hide_brand_products
      and hb.pharmacy_account_id in (select v.id from accounts v where v.id = ${viewerAccountId}::uuid
        union select v.master_account_id from accounts v where v.id = ${viewerAccountId}::uuid)))`;
}
