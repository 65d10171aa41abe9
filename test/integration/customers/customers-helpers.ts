/** Fixtures of the customers tests: the demo customer rows and the calls of the customers area. */
import { and, eq } from 'drizzle-orm';
import { customerControlRequests, supplierCustomers } from '../../../db/schema/index.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { PHARMACY, SUPPLIER2_ID, SUPPLIER_ID } from '../checkout/checkout-helpers.ts';

/** Keystone's customer row of Main Street Pharmacy (the seed approves it with $25,000.00 of credit). */
export async function keystoneCustomerOf(
  t: TestContext,
  pharmacyAccountId = PHARMACY.id,
  supplierId = SUPPLIER_ID,
) {
  const [row] = await t.db
    .select()
    .from(supplierCustomers)
    .where(
      and(
        eq(supplierCustomers.supplierAccountId, supplierId),
        eq(supplierCustomers.pharmacyAccountId, pharmacyAccountId),
      ),
    );
  return row!;
}

/** Puts the demo relationships back as the seed left them and forgets every control request. */
export async function resetCustomers(t: TestContext) {
  await t.db.delete(customerControlRequests);
  await t.db.update(supplierCustomers).set({
    status: 'approved',
    creditAllocatedCents: 2_500_000,
    netDays: 30,
    creditHold: false,
    hideBrandProducts: false,
    controlsDisabled: false,
    suspensionReason: null,
    externalCustomerId: null,
  });
}

export const patchCustomer = (t: TestContext, as: Credentials, id: string, body: unknown) =>
  t.call('PATCH', `/api/v1/customers/${id}`, { as, body });

export const requestSuspension = (t: TestContext, as: Credentials, id: string, body: unknown) =>
  t.call('POST', `/api/v1/customers/suspend_requests/${id}`, { as, body });

export async function pendingRequestId(t: TestContext, customerId: string) {
  const [row] = await t.db
    .select({ id: customerControlRequests.id })
    .from(customerControlRequests)
    .where(
      and(eq(customerControlRequests.customerId, customerId), eq(customerControlRequests.status, 'pending')),
    );
  return row?.id ?? null;
}

export { SUPPLIER2_ID, SUPPLIER_ID };
