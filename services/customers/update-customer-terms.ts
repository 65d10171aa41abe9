/**
 * Saves a supplier's terms for one customer (`PATCH /api/v1/customers/{id}`): credit allocated,
 * net days, credit hold, external id, hide brand products. Checkout and order edits read these
 * same columns, so the next order is checked against the saved value.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { supplierCustomers } from '../../db/schema/index.ts';
import type { CustomerTermsUpdate } from '../../domain/customers/customer-terms.ts';
import { notFound } from '../../domain/errors.ts';

/** One update scoped to the supplier: another supplier's customer is not found and nothing changes. */
export async function updateCustomerTerms(
  db: Database,
  input: { supplierAccountId: string; customerId: string; update: CustomerTermsUpdate },
): Promise<void> {
  const u = input.update;
  const set = {
    ...(u.credit_allocated !== undefined ? { creditAllocatedCents: u.credit_allocated } : {}),
    ...(u.net_days !== undefined ? { netDays: u.net_days } : {}),
    ...(u.credit_hold !== undefined ? { creditHold: u.credit_hold } : {}),
    ...(u.external_customer_id !== undefined ? { externalCustomerId: u.external_customer_id } : {}),
    ...(u.hide_brand_products !== undefined ? { hideBrandProducts: u.hide_brand_products } : {}),
  };
  const scope = and(
    eq(supplierCustomers.id, input.customerId),
    eq(supplierCustomers.supplierAccountId, input.supplierAccountId),
  );
  const updated =
    Object.keys(set).length === 0
      ? await db.select({ id: supplierCustomers.id }).from(supplierCustomers).where(scope)
      : await db.update(supplierCustomers).set(set).where(scope).returning({ id: supplierCustomers.id });
  if (updated.length === 0) throw notFound('Customer');
}
