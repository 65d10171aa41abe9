/**
 * Collecting an invoice (issue 4): a reminder before the due date, overdue after it with
 * reminders every few days, and paid when the pharmacy pays (the balance area's pay endpoint
 * signals 'invoicePaid').
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoices, orders } from '../../db/schema/index.ts';
import { formatCents } from '../../domain/money.ts';
import { formatUsDate } from '../../domain/orders/date-range.ts';
import { awardInvoicePoints } from '../rewards/invoice-points.ts';
import { lockOrder, notifyPharmacy, notifySupplier, stepKey, type Tx } from './order-steps.ts';

export type ReminderKind = 'due_soon' | 'overdue';

async function invoiceOf(tx: Tx, orderId: string) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId)).for('update');
  return invoice ?? null;
}

/** Reminds the pharmacy of an unpaid invoice; `n` numbers the overdue reminders (each sent once). */
export async function remindInvoice(
  db: Database,
  orderId: string,
  reminder: { kind: ReminderKind; n: number },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const invoice = await invoiceOf(tx, orderId);
    if (!invoice || invoice.status === 'paid') return;
    const owed = formatCents(invoice.amountCents - invoice.paidCents);
    const due = formatUsDate(invoice.dueOn);
    await tx.update(invoices).set({ lastReminderAt: now }).where(eq(invoices.id, invoice.id));
    await notifyPharmacy(tx, order, {
      key: stepKey(orderId, `reminder:${reminder.kind}:${reminder.n}`),
      kind: reminder.kind === 'due_soon' ? 'invoice_due_soon' : 'invoice_overdue_reminder',
      title:
        reminder.kind === 'due_soon'
          ? `Invoice #${invoice.number} is due on ${due}`
          : `Invoice #${invoice.number} is overdue`,
      body:
        reminder.kind === 'due_soon'
          ? `Invoice #${invoice.number} for order #${order.number} (${owed}) is due on ${due}.`
          : `Invoice #${invoice.number} for order #${order.number} (${owed}) was due on ${due}. Please pay it as soon as possible.`,
      details: { invoice_id: invoice.id, reminder: reminder.n },
    });
  });
}

/** Past the due date: the invoice and the order become overdue, and the pharmacy is told. */
export async function markOrderOverdue(db: Database, orderId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const invoice = await invoiceOf(tx, orderId);
    if (!invoice || invoice.status !== 'open' || order.status !== 'invoiced') return;
    await tx
      .update(invoices)
      .set({ status: 'overdue', lastReminderAt: now })
      .where(eq(invoices.id, invoice.id));
    await tx.update(orders).set({ status: 'overdue', updatedAt: now }).where(eq(orders.id, orderId));
    await notifyPharmacy(tx, order, {
      key: stepKey(orderId, 'overdue'),
      kind: 'invoice_overdue',
      title: `Invoice #${invoice.number} is overdue`,
      body: `Invoice #${invoice.number} for order #${order.number} (${formatCents(invoice.amountCents - invoice.paidCents)}) was due on ${formatUsDate(invoice.dueOn)}.`,
      details: { invoice_id: invoice.id },
    });
  });
}

/** The invoice is paid: the order becomes paid (the invoice too, when the payer has not marked it) and the supplier is told. */
export async function markOrderPaid(db: Database, orderId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const invoice = await invoiceOf(tx, orderId);
    if (!invoice) return;
    if (invoice.status !== 'paid') {
      await tx
        .update(invoices)
        .set({ status: 'paid', paidCents: invoice.amountCents, paidAt: now })
        .where(eq(invoices.id, invoice.id));
    }
    // Idempotent: an invoice the payer already marked paid holds its points once (issue 23).
    await awardInvoicePoints(tx, invoice.id);
    await tx
      .update(orders)
      .set({ status: 'paid', updatedAt: now })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ['invoiced', 'overdue'])));
    await notifySupplier(tx, order, {
      key: stepKey(orderId, 'paid'),
      kind: 'invoice_paid',
      title: `Invoice #${invoice.number} paid`,
      body: `The pharmacy paid invoice #${invoice.number} for order #${order.number} (${formatCents(invoice.amountCents)}).`,
      details: { invoice_id: invoice.id },
    });
  });
}
