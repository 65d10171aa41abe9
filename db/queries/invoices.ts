/**
 * The pharmacy's invoices and statements (pharmacy-side §2 balance dropdown, §3 User stats). Each
 * read is keyed by the caller's account inside the query. Outstanding means open or overdue: an
 * invoice not paid yet, counted at what is left to pay.
 */
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { accounts, invoices, orders, payments, statements, statementSupplierLines } from '../schema/index.ts';

/** A calendar span of issue dates: [start, end) as ISO dates. */
export type IssuedSpan = { start: string; end: string };

const OUTSTANDING = inArray(invoices.status, ['open', 'overdue']);

function issuedWithin(span: IssuedSpan | undefined): SQL[] {
  return span ? [gte(invoices.issuedOn, span.start), lt(invoices.issuedOn, span.end)] : [];
}

/**
 * The invoices a pharmacy reads: its own, and a master's sub-accounts' too (issue 23: the master
 * pays the group's bills and sees every store's balance), optionally of one store's orders.
 */
function billedTo(accountId: string, locationId?: string): SQL[] {
  const group = sql`${invoices.pharmacyAccountId} in (select a.id from accounts a where a.id = ${accountId} or a.master_account_id = ${accountId})`;
  if (!locationId) return [group];
  return [
    group,
    sql`${invoices.orderId} in (select o.id from orders o where o.ship_location_id = ${locationId})`,
  ];
}

/** §3 User stats: how many invoices are outstanding and what is left to pay on them, in cents. */
export async function outstandingInvoiceStats(
  db: Database,
  accountId: string,
  span?: IssuedSpan,
  locationId?: string,
) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      totalCents:
        sql<number>`coalesce(sum(${invoices.amountCents} - ${invoices.paidCents}), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(invoices)
    .where(and(...billedTo(accountId, locationId), OUTSTANDING, ...issuedWithin(span)));
  return { count: row?.count ?? 0, totalCents: row?.totalCents ?? 0 };
}

const invoiceColumns = {
  id: invoices.id,
  number: invoices.number,
  orderId: invoices.orderId,
  orderNumber: orders.number,
  supplierId: invoices.supplierAccountId,
  supplierName: accounts.name,
  amountCents: invoices.amountCents,
  paidCents: invoices.paidCents,
  status: invoices.status,
  issuedOn: invoices.issuedOn,
  dueOn: invoices.dueOn,
  paidAt: invoices.paidAt,
};

export type InvoiceRow = Awaited<ReturnType<typeof listOutstandingInvoices>>[number];

/** The open and overdue invoices, oldest due date first (§2 balance dropdown), optionally issued within a span. */
export function listOutstandingInvoices(
  db: Database,
  accountId: string,
  span?: IssuedSpan,
  locationId?: string,
) {
  return db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(accounts, eq(accounts.id, invoices.supplierAccountId))
    .where(and(...billedTo(accountId, locationId), OUTSTANDING, ...issuedWithin(span)))
    .orderBy(asc(invoices.dueOn), asc(invoices.number))
    .limit(200);
}

/**
 * The latest statements, newest period first, each with the invoices issued in its period and its
 * lines for the suppliers paid by statement (issue 11).
 */
export async function listStatementsWithInvoices(db: Database, accountId: string, limit = 12) {
  const rows = await db
    .select()
    .from(statements)
    .where(eq(statements.pharmacyAccountId, accountId))
    .orderBy(desc(statements.period))
    .limit(limit);
  const oldest = rows.at(-1);
  if (!oldest) return [];
  const issued = await db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(accounts, eq(accounts.id, invoices.supplierAccountId))
    .where(and(eq(invoices.pharmacyAccountId, accountId), gte(invoices.issuedOn, `${oldest.period}-01`)))
    .orderBy(asc(invoices.issuedOn), asc(invoices.number));
  const lines = await db
    .select({
      statementId: statementSupplierLines.statementId,
      supplierId: statementSupplierLines.supplierAccountId,
      supplierName: accounts.name,
      invoicedCents: statementSupplierLines.invoicedCents,
      invoiceCount: statementSupplierLines.invoiceCount,
      dueOn: statementSupplierLines.dueOn,
    })
    .from(statementSupplierLines)
    .innerJoin(accounts, eq(accounts.id, statementSupplierLines.supplierAccountId))
    .where(
      inArray(
        statementSupplierLines.statementId,
        rows.map((s) => s.id),
      ),
    )
    .orderBy(asc(accounts.name));
  return rows.map((s) => ({
    ...s,
    invoices: issued.filter((i) => i.issuedOn.startsWith(s.period)),
    supplierLines: lines.filter((l) => l.statementId === s.id),
  }));
}

/** Whether a payment took the money of this invoice of this order (support's invoicePaid check). */
export async function invoiceHasPayment(db: Database, orderId: string, invoiceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(
      and(
        eq(payments.invoiceId, invoiceId),
        eq(invoices.orderId, orderId),
        inArray(payments.status, ['succeeded', 'authorized']),
      ),
    )
    .limit(1);
  return row !== undefined;
}
