/**
 * The one way an invoice becomes paid (a card payment, a bank transfer that settled): everything
 * that must happen when an invoice is paid hooks in here, inside the paying transaction.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { awardInvoicePoints } from '../rewards/invoice-points.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type InvoiceRow = typeof invoices.$inferSelect;

/** Adds `amountCents` to what was paid of a locked invoice; paid in full, it is `paid` from `now`. */
export async function markInvoicePaid(
  tx: Tx,
  invoice: InvoiceRow,
  amountCents: number,
  now: Date,
): Promise<InvoiceRow> {
  const paidCents = Math.min(invoice.amountCents, invoice.paidCents + amountCents);
  const full = paidCents >= invoice.amountCents;
  const [paid] = await tx
    .update(invoices)
    .set({ paidCents, ...(full ? { status: 'paid' as const, paidAt: now } : {}) })
    .where(eq(invoices.id, invoice.id))
    .returning();
  // Paid on time earns rewards points, in the same transaction (issue 23; idempotent per invoice).
  if (full) await awardInvoicePoints(tx, invoice.id);
  return paid!;
}
