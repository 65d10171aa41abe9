/** Invoices, statements and stats as the balance dropdown reads them (pharmacy-side §2, §3 User stats). */
import type { InvoiceRow, listStatementsWithInvoices } from '../../db/queries/invoices.ts';
import { isOverdue } from '../../domain/invoices/net-terms.ts';
import { formatCents } from '../../domain/money.ts';

type StatementRow = Awaited<ReturnType<typeof listStatementsWithInvoices>>[number];

/** An invoice with what is left to pay and whether it is past due today. */
export function serializeInvoiceRow(row: InvoiceRow, today: string) {
  const remaining = row.amountCents - row.paidCents;
  return {
    id: row.id,
    number: row.number,
    order_id: row.orderId,
    order_number: row.orderNumber,
    supplier: { id: row.supplierId, name: row.supplierName },
    status: row.status,
    amount_cents: row.amountCents,
    amount: formatCents(row.amountCents),
    remaining_cents: remaining,
    remaining: formatCents(remaining),
    issued_on: row.issuedOn,
    due_on: row.dueOn,
    paid_at: row.paidAt?.toISOString() ?? null,
    overdue: row.status === 'overdue' || (row.status === 'open' && isOverdue(row.dueOn, today)),
  };
}

export function serializeStatement(row: StatementRow, today: string) {
  return {
    id: row.id,
    period: row.period,
    invoiced_cents: row.invoicedCents,
    paid_cents: row.paidCents,
    open_cents: row.openCents,
    invoiced: formatCents(row.invoicedCents),
    paid: formatCents(row.paidCents),
    open: formatCents(row.openCents),
    open_invoice_count: row.openInvoiceCount,
    invoices: row.invoices.map((i) => serializeInvoiceRow(i, today)),
  };
}

/** §3 User stats: outstanding_invoices_count and outstanding_invoices_total (formatted, and in cents). */
export function serializeStats(stats: { count: number; totalCents: number }) {
  return {
    outstanding_invoices_count: stats.count,
    outstanding_invoices_total: formatCents(stats.totalCents),
    outstanding_invoices_total_cents: stats.totalCents,
  };
}
