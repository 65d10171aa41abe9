/**
 * What the customer view shows beside the terms: the customer's orders and invoices with this
 * supplier, and the supplier's suspension and disable-controls requests. Scoped to the supplier.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { customerControlRequests, invoices, orders } from '../../schema/index.ts';

const RECENT = 50;

/** The customer's latest orders with the supplier (its sub-accounts' included). */
export function listCustomerOrders(db: Database, supplierAccountId: string, pharmacyAccountIds: string[]) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      totalCents: orders.totalCents,
      paymentMethod: orders.paymentMethod,
      placedAt: orders.placedAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.supplierAccountId, supplierAccountId),
        inArray(orders.pharmacyAccountId, pharmacyAccountIds),
      ),
    )
    .orderBy(desc(orders.placedAt))
    .limit(RECENT);
}

/** The customer's latest invoices from the supplier. */
export function listCustomerInvoices(db: Database, supplierAccountId: string, pharmacyAccountIds: string[]) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      orderId: invoices.orderId,
      status: invoices.status,
      amountCents: invoices.amountCents,
      paidCents: invoices.paidCents,
      issuedOn: invoices.issuedOn,
      dueOn: invoices.dueOn,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.supplierAccountId, supplierAccountId),
        inArray(invoices.pharmacyAccountId, pharmacyAccountIds),
      ),
    )
    .orderBy(desc(invoices.issuedOn), desc(invoices.number))
    .limit(RECENT);
}

export type ControlRequestRow = typeof customerControlRequests.$inferSelect;

/** The supplier's suspension and disable-controls requests about one customer, newest first. */
export function listControlRequestsOfCustomer(db: Database, supplierAccountId: string, customerId: string) {
  return db
    .select()
    .from(customerControlRequests)
    .where(
      and(
        eq(customerControlRequests.supplierAccountId, supplierAccountId),
        eq(customerControlRequests.customerId, customerId),
      ),
    )
    .orderBy(desc(customerControlRequests.createdAt))
    .limit(RECENT);
}
