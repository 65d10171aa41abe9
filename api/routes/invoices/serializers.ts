/** Invoices, statements and stats as the balance dropdown reads them (pharmacy-side §2, §3 User stats). */
import { z } from 'zod';
import type { InvoiceRow, listStatementsWithInvoices } from '../../../db/queries/invoices.ts';
import { isOverdue } from '../../../domain/invoices/net-terms.ts';
import { formatCents } from '../../../domain/money.ts';

type StatementRow = Awaited<ReturnType<typeof listStatementsWithInvoices>>[number];

/** An invoice with what is left to pay and whether it is past due today. */
export const InvoiceRowSchema = z
  .strictObject({
    id: z.uuid(),
    number: z.number().int(),
    order_id: z.uuid(),
    order_number: z.number().int(),
    supplier: z.strictObject({ id: z.uuid(), name: z.string() }),
    status: z.enum(['open', 'paid', 'overdue']),
    amount_cents: z.number().int(),
    amount: z.string(),
    remaining_cents: z.number().int(),
    remaining: z.string(),
    issued_on: z.iso.date(),
    due_on: z.iso.date(),
    paid_at: z.iso.datetime().nullable(),
    overdue: z.boolean(),
  })
  .meta({ id: 'InvoiceRow' });

export function serializeInvoiceRow(row: InvoiceRow, today: string): z.input<typeof InvoiceRowSchema> {
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

/** A supplier paid by statement: what it invoiced in the month and when the statement is due to it. */
export const StatementSupplierLineSchema = z
  .strictObject({
    supplier: z.strictObject({ id: z.uuid(), name: z.string() }),
    invoiced_cents: z.number().int(),
    invoiced: z.string(),
    invoice_count: z.number().int(),
    due_on: z.iso.date(),
  })
  .meta({ id: 'StatementSupplierLine' });

export const StatementSchema = z
  .strictObject({
    id: z.uuid(),
    period: z.string(),
    invoiced_cents: z.number().int(),
    paid_cents: z.number().int(),
    open_cents: z.number().int(),
    invoiced: z.string(),
    paid: z.string(),
    open: z.string(),
    open_invoice_count: z.number().int(),
    invoices: z.array(InvoiceRowSchema),
    supplier_lines: z.array(StatementSupplierLineSchema),
  })
  .meta({ id: 'Statement' });

export function serializeStatement(row: StatementRow, today: string): z.input<typeof StatementSchema> {
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
    supplier_lines: row.supplierLines.map((l) => ({
      supplier: { id: l.supplierId, name: l.supplierName },
      invoiced_cents: l.invoicedCents,
      invoiced: formatCents(l.invoicedCents),
      invoice_count: l.invoiceCount,
      due_on: l.dueOn,
    })),
  };
}

/** §3 User stats: outstanding_invoices_count and outstanding_invoices_total (formatted, and in cents). */
export const UserStatsSchema = z
  .strictObject({
    outstanding_invoices_count: z.number().int(),
    outstanding_invoices_total: z.string(),
    outstanding_invoices_total_cents: z.number().int(),
  })
  .meta({ id: 'UserStats' });

export function serializeStats(stats: {
  count: number;
  totalCents: number;
}): z.input<typeof UserStatsSchema> {
  return {
    outstanding_invoices_count: stats.count,
    outstanding_invoices_total: formatCents(stats.totalCents),
    outstanding_invoices_total_cents: stats.totalCents,
  };
}
