/**
 * The proofs of purchase an audit asks for (issue 11): every order the pharmacy placed with the
 * wholesaler in the audit's period, with its invoice and its lines, from the marketplace's own
 * records, written with the house PDF writer. Cancelled orders are left out: nothing was bought.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, auditors, audits, invoices, orderItems, orders } from '../../db/schema/index.ts';
import { formatCents } from '../../domain/money.ts';
import { formatUsDate } from '../../domain/orders/date-range.ts';
import { paginate, renderTextPdf } from '../documents/text-pdf.ts';

type Executor = Pick<Database, 'select'>;

const ORDER_HEAD = 'Order #   Placed      Invoice #  Issued      Due         Status  Order total';
const LINE_HEAD =
  '    NDC          Product                                   Qty     Unit price        Total';

const pad = (text: string, width: number) => text.slice(0, width).padEnd(width);
const padLeft = (text: string, width: number) => text.slice(0, width).padStart(width);

/** The audit's period purchases, read in the pharmacy's time zone. */
async function purchasesOf(db: Executor, audit: typeof audits.$inferSelect, timeZone: string) {
  const placedOn = sql<string>`to_char(${orders.placedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      placedOn,
      totalCents: orders.totalCents,
      invoiceNumber: invoices.number,
      issuedOn: invoices.issuedOn,
      dueOn: invoices.dueOn,
      invoiceStatus: invoices.status,
    })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(
      and(
        eq(orders.pharmacyAccountId, audit.pharmacyAccountId),
        eq(orders.supplierAccountId, audit.supplierAccountId),
        ne(orders.status, 'cancelled'),
        sql`${placedOn} between ${audit.startDate} and ${audit.endDate}`,
      ),
    )
    .orderBy(asc(orders.placedAt));
  const lines =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(orderItems.name));
  return { rows, lines };
}

/** The proofs PDF of an audit, and how many orders it lists. */
export async function proofsOfPurchasePdf(
  db: Executor,
  auditId: string,
  today: string,
): Promise<{ pdf: Uint8Array<ArrayBuffer>; orders: number }> {
  const [audit] = await db.select().from(audits).where(eq(audits.id, auditId));
  if (!audit) throw new Error(`audit ${auditId} not found`);
  const names = await db
    .select({ id: accounts.id, name: accounts.name, timeZone: accounts.timeZone })
    .from(accounts)
    .where(inArray(accounts.id, [audit.pharmacyAccountId, audit.supplierAccountId]));
  const pharmacy = names.find((a) => a.id === audit.pharmacyAccountId)!;
  const supplier = names.find((a) => a.id === audit.supplierAccountId)!;
  const [auditor] = await db
    .select({ name: auditors.name })
    .from(auditors)
    .where(eq(auditors.id, audit.auditorId));
  const { rows, lines } = await purchasesOf(db, audit, pharmacy.timeZone);

  const header = [
    `Proofs of purchase - ${pharmacy.name} from ${supplier.name}`,
    `Audit #${audit.number} by ${auditor?.name ?? ''}, period ${formatUsDate(audit.startDate)} - ${formatUsDate(audit.endDate)}    Generated ${formatUsDate(today)}`,
    '',
  ];
  const body: string[] = [];
  let totalCents = 0;
  for (const order of rows) {
    totalCents += order.totalCents;
    body.push(ORDER_HEAD);
    body.push(
      [
        pad(String(order.number), 8),
        pad(formatUsDate(order.placedOn), 10),
        pad(order.invoiceNumber === null ? 'not yet' : String(order.invoiceNumber), 9),
        pad(order.issuedOn ? formatUsDate(order.issuedOn) : '', 10),
        pad(order.dueOn ? formatUsDate(order.dueOn) : '', 10),
        pad(order.invoiceStatus ?? '', 6),
        padLeft(formatCents(order.totalCents), 12),
      ].join('  '),
    );
    body.push(LINE_HEAD);
    for (const line of lines.filter((l) => l.orderId === order.id))
      body.push(
        [
          '   ',
          pad(line.ndc, 11),
          pad(line.name, 40),
          padLeft(String(line.quantity), 5),
          padLeft(formatCents(line.unitCents), 14),
          padLeft(formatCents(line.totalCents), 12),
        ].join('  '),
      );
    body.push('');
  }
  const count = `${rows.length} order${rows.length === 1 ? '' : 's'}`;
  body.push(
    rows.length === 0 ? 'No purchases in this period.' : `${count}, total ${formatCents(totalCents)}`,
  );
  return { pdf: await renderTextPdf(paginate(header, body)), orders: rows.length };
}
