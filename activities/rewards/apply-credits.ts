/**
 * A cash claim's statement credit lowers the pharmacy's next invoice (issue 23): when an invoice is
 * written, the account's credits with something left are applied to it, oldest first, up to what
 * the invoice still owes, in the invoice's own transaction. The rewards lock keeps two invoices
 * written at once from both taking the same credit; a credit larger than the invoice leaves the
 * rest for the invoice after.
 */
import { eq } from 'drizzle-orm';
import { listOpenRewardCredits } from '../../db/queries/rewards.ts';
import { invoices, rewardCreditApplications } from '../../db/schema/index.ts';
import { lockRewards, type Tx } from './ledger.ts';

/** Applies the account's credits to a new invoice owing `owedCents`; answers the cents applied. */
export async function applyRewardCredits(
  tx: Tx,
  input: { accountId: string; invoiceId: string; owedCents: number; now: Date },
): Promise<number> {
  if (input.owedCents <= 0) return 0;
  await lockRewards(tx, input.accountId);
  let applied = 0;
  for (const credit of await listOpenRewardCredits(tx, input.accountId)) {
    const cents = Math.min(credit.left, input.owedCents - applied);
    if (cents <= 0) break;
    await tx.insert(rewardCreditApplications).values({
      creditId: credit.id,
      invoiceId: input.invoiceId,
      amountCents: cents,
      appliedAt: input.now,
    });
    applied += cents;
  }
  return applied;
}

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Applies the pharmacy's credits to an invoice just written (invoiceOrder) and answers it as it then
 * stands: paid in part by the credit, or paid in full.
 */
export async function creditNewInvoice(tx: Tx, invoice: InvoiceRow, now: Date): Promise<InvoiceRow> {
  const credited = await applyRewardCredits(tx, {
    accountId: invoice.pharmacyAccountId,
    invoiceId: invoice.id,
    owedCents: invoice.amountCents - invoice.paidCents,
    now,
  });
  if (credited === 0) return invoice;
  const paidCents = invoice.paidCents + credited;
  const settled = paidCents >= invoice.amountCents;
  const [updated] = await tx
    .update(invoices)
    .set({ paidCents, ...(settled ? { status: 'paid' as const, paidAt: now } : {}) })
    .where(eq(invoices.id, invoice.id))
    .returning();
  return updated!;
}
