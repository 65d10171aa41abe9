/**
 * Instant-checkout defaults per supplier (pharmacy-side §2 Instant-checkout defaults modal, §3
 * User prefs, §7 PUT /api/v1/users/prefs): the user's default payment and shipping method. The
 * supplier must exist and have approved the pharmacy (else 404, as for any id the caller may not
 * use), and the shipping method must be one the supplier offers.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findApprovedCustomer } from '../../db/queries/customers.ts';
import { loadCheckoutSettings } from '../../db/queries/supplier-settings/supplier-settings.ts';
import { userSupplierPrefs } from '../../db/schema/index.ts';
import type { PaymentMethod } from '../../domain/checkout/totals.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { CHECKOUT_MESSAGES } from '../../domain/checkout/checkout-messages.ts';

export type SupplierPrefs = { paymentMethod: PaymentMethod | null; shippingMethod: string | null };

/** Stores (or replaces) the caller's defaults for one supplier. */
export async function saveSupplierPrefs(
  db: Database,
  caller: Caller,
  supplierId: string,
  prefs: SupplierPrefs,
  now: Date,
) {
  const settings = await loadCheckoutSettings(db, supplierId);
  if (!settings || !(await findApprovedCustomer(db, caller, supplierId))) throw notFound('Supplier');
  if (
    prefs.shippingMethod !== null &&
    !settings.shippingMethods.some((m) => m.active && m.serviceType === prefs.shippingMethod)
  ) {
    throw new DomainError('SHIPPING_METHOD_UNAVAILABLE', CHECKOUT_MESSAGES.shippingMethod, {
      fields: { 'supplier_prefs.shipping_method': [CHECKOUT_MESSAGES.shippingMethod] },
    });
  }
  await db
    .insert(userSupplierPrefs)
    .values({ userId: caller.user.id, supplierAccountId: supplierId, ...prefs, updatedAt: now })
    .onConflictDoUpdate({
      target: [userSupplierPrefs.userId, userSupplierPrefs.supplierAccountId],
      set: {
        paymentMethod: sql`excluded.payment_method`,
        shippingMethod: sql`excluded.shipping_method`,
        updatedAt: now,
      },
    });
}
