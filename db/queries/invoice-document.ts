/**
 * One invoice as a document (issue 10: the buyer's order page shows the invoice): the invoice, its
 * order's lines, totals and addresses, and both parties' names. Keyed by the caller's account
 * inside the query, so another pharmacy's invoice is simply not found (404).
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { accounts, invoices, orderItems, orders } from '../schema/index.ts';

/** The invoice `invoiceId` of pharmacy `accountId` with what its document shows; null when not theirs. */
export async function findInvoiceDocument(db: Database, accountId: string, invoiceId: string) {
  const [row] = await db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.pharmacyAccountId, accountId)));
  if (!row) return null;
  const { invoice, order } = row;
  const [lines, parties] = await Promise.all([
    // A line taken down to nothing by an edit is not billed.
    db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), gt(orderItems.quantity, 0)))
      .orderBy(asc(orderItems.name), asc(orderItems.id)),
    db
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(inArray(accounts.id, [invoice.pharmacyAccountId, invoice.supplierAccountId])),
  ]);
  const nameOf = (id: string) => parties.find((p) => p.id === id)?.name ?? '';
  return {
    ...invoice,
    order,
    lines,
    pharmacyName: nameOf(invoice.pharmacyAccountId),
    supplierName: nameOf(invoice.supplierAccountId),
  };
}

export type InvoiceDocument = NonNullable<Awaited<ReturnType<typeof findInvoiceDocument>>>;
