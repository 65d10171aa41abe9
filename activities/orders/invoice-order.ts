/**
 * The invoice of a delivered order (issue 4): amount = the order total, due by the customer's net
 * terms and the supplier's preferences (issue 11; domain/invoices/due-date-rules.ts). What was paid at placement (a card or a transfer), net of
 * refunds, counts: a fully prepaid order's invoice is created paid and the order goes straight to paid.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findTermsFor } from '../../db/queries/checkout.ts';
import { findSupplierPreferences } from '../../db/queries/supplier-settings/supplier-settings.ts';
import { invoices, orders } from '../../db/schema/index.ts';
import { isoDate } from '../../domain/dates.ts';
import { decideInvoiceDueDate, type DueDateDecision } from '../../domain/invoices/due-date-rules.ts';
import { formatCents } from '../../domain/money.ts';
import { formatUsDate } from '../../domain/orders/date-range.ts';
import { assertOrderTransition } from '../../domain/orders/order-state.ts';
import { netPaidCents } from '../payments/refunds.ts';
import { creditNewInvoice } from '../rewards/apply-credits.ts';
import { awardInvoicePoints } from '../rewards/invoice-points.ts';
import { lockOrder, notifyPharmacy, stepKey, type OrderRow, type Tx } from './order-steps.ts';

export type InvoiceRecord = {
  invoiceId: string;
  number: number;
  issuedOn: string;
  dueOn: string;
  status: 'open' | 'paid' | 'overdue';
};

/** The due date by the customer's terms and the supplier's preferences (domain/invoices/due-date-rules.ts). */
async function dueDateFor(tx: Tx, order: OrderRow, issuedOn: string): Promise<DueDateDecision> {
  // A sub-account buying under its master's approval is invoiced on the master's terms.
  const customer = await findTermsFor(tx, order.pharmacyAccountId, order.supplierAccountId);
  const supplier = await findSupplierPreferences(tx, order.supplierAccountId);
  return decideInvoiceDueDate({ invoicedOn: issuedOn, customer, supplier });
}

/** Creates the order's one invoice (a retry answers the existing one) and moves the order to invoiced, or paid. */
export async function invoiceOrder(db: Database, orderId: string, now: Date): Promise<InvoiceRecord> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const [existing] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
    if (existing)
      return {
        invoiceId: existing.id,
        number: existing.number,
        issuedOn: existing.issuedOn,
        dueOn: existing.dueOn,
        status: existing.status,
      };
    assertOrderTransition(order.status, 'invoiced');
    const issuedOn = isoDate(now);
    const { dueOn, payByStatement } = await dueDateFor(tx, order, issuedOn);
    // What was paid at placement, net of refunds (an edit that lowered the order refunded the rest).
    const paid = Math.min(await netPaidCents(tx, orderId), order.totalCents);
    const [written] = await tx
      .insert(invoices)
      .values({
        orderId,
        pharmacyAccountId: order.pharmacyAccountId,
        supplierAccountId: order.supplierAccountId,
        amountCents: order.totalCents,
        paidCents: paid,
        status: paid >= order.totalCents ? 'paid' : 'open',
        issuedOn,
        dueOn,
        payByStatement,
        paidAt: paid >= order.totalCents ? now : null,
      })
      .returning();
    // A rewards cash claim is a statement credit on the next invoice (issue 23).
    const invoice = await creditNewInvoice(tx, written!, now);
    const prepaid = invoice.status === 'paid';
    if (prepaid) await awardInvoicePoints(tx, invoice.id);
    await tx
      .update(orders)
      .set({ status: prepaid ? 'paid' : 'invoiced', updatedAt: now })
      .where(eq(orders.id, orderId));
    const amount = formatCents(order.totalCents);
    const credit = invoice.paidCents - paid;
    await notifyPharmacy(tx, order, {
      key: stepKey(orderId, 'invoiced'),
      kind: 'invoice_issued',
      title: `Invoice #${invoice.number} for order #${order.number}`,
      body:
        (prepaid && credit === 0
          ? `Invoice #${invoice.number} of ${amount} for order #${order.number} is paid (paid at checkout).`
          : prepaid
            ? `Invoice #${invoice.number} of ${amount} for order #${order.number} is paid.`
            : `Invoice #${invoice.number} of ${amount} for order #${order.number} is due on ${formatUsDate(dueOn)}.`) +
        (credit > 0 ? ` A rewards credit of ${formatCents(credit)} was applied to it.` : ''),
      details: { invoice_id: invoice.id, due_on: dueOn, amount_cents: order.totalCents },
    });
    return { invoiceId: invoice.id, number: invoice.number, issuedOn, dueOn, status: invoice.status };
  });
}
