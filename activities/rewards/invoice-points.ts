/**
 * Points for invoices paid on time, and their reversal when a payment is returned (issue 23; the rule
 * in domain/rewards/points.ts). Called in the transaction that marks the invoice paid (or unpaid
 * again), wherever that happens: paying from the balance, the order workflow's paid step, an
 * invoice prepaid at checkout, a returned bank transfer. Idempotent by the ledger's source key: the
 * n-th award of an invoice is `invoice:<id>:earned:<n>` with n the reversals before it, so a retry
 * awards nothing twice, and an invoice paid again after a return earns again.
 */
import { eq, sql } from 'drizzle-orm';
import { accounts, invoices, rewardCreditApplications, rewardLedger } from '../../db/schema/index.ts';
import { formatCount } from '../../domain/rewards/format.ts';
import { pointsForPaidInvoice } from '../../domain/rewards/points.ts';
import { isoDateIn } from '../../domain/zoned-dates.ts';
import { appendRewardEntry, type RewardEntry, type Tx } from './ledger.ts';

/** The invoice's entries so far: net points and how many awards and reversals. */
async function invoiceEntries(tx: Tx, invoiceId: string) {
  const [row] = await tx
    .select({
      net: sql<string>`coalesce(sum(${rewardLedger.points}), 0)`,
      earned: sql<string>`count(*) filter (where ${rewardLedger.kind} = 'earned')`,
      reversed: sql<string>`count(*) filter (where ${rewardLedger.kind} = 'reversed')`,
    })
    .from(rewardLedger)
    .where(eq(rewardLedger.invoiceId, invoiceId));
  return { net: Number(row!.net), earned: Number(row!.earned), reversed: Number(row!.reversed) };
}

async function creditedCents(tx: Tx, invoiceId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<string>`coalesce(sum(${rewardCreditApplications.amountCents}), 0)` })
    .from(rewardCreditApplications)
    .where(eq(rewardCreditApplications.invoiceId, invoiceId));
  return Number(row!.cents);
}

/**
 * Awards a paid invoice its points when it was paid on or before its due date (in the pharmacy's
 * time zone). Nothing for an unpaid or late invoice, or one that already holds its points.
 */
export async function awardInvoicePoints(tx: Tx, invoiceId: string): Promise<RewardEntry | null> {
  const [invoice] = await tx
    .select({ invoice: invoices, timeZone: accounts.timeZone })
    .from(invoices)
    .innerJoin(accounts, eq(accounts.id, invoices.pharmacyAccountId))
    .where(eq(invoices.id, invoiceId));
  if (!invoice || invoice.invoice.status !== 'paid' || !invoice.invoice.paidAt) return null;
  const { id, number, amountCents, dueOn, paidAt, pharmacyAccountId } = invoice.invoice;
  const entries = await invoiceEntries(tx, id);
  if (entries.net > 0) return null;
  const points = pointsForPaidInvoice({
    amountCents,
    creditCents: await creditedCents(tx, id),
    paidOn: isoDateIn(paidAt, invoice.timeZone),
    dueOn,
  });
  if (points <= 0) return null;
  return appendRewardEntry(tx, {
    accountId: pharmacyAccountId,
    kind: 'earned',
    points,
    sourceKey: `invoice:${id}:earned:${entries.reversed}`,
    invoiceId: id,
    description: `Invoice #${number} paid on time: ${formatCount(points)} points`,
    occurredAt: paidAt,
  });
}

/**
 * Takes back the points of an invoice whose payment was returned or reversed (the bank transfer's
 * return path calls it in the transaction that puts the invoice back to unpaid). Nothing when the
 * invoice holds no points.
 */
export async function reverseInvoicePoints(
  tx: Tx,
  invoiceId: string,
  now: Date,
  reason = 'payment returned',
): Promise<RewardEntry | null> {
  const entries = await invoiceEntries(tx, invoiceId);
  if (entries.net <= 0) return null;
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
  return appendRewardEntry(tx, {
    accountId: invoice!.pharmacyAccountId,
    kind: 'reversed',
    points: -entries.net,
    sourceKey: `invoice:${invoiceId}:reversed:${entries.earned}`,
    invoiceId,
    description: `Invoice #${invoice!.number} ${reason}: ${formatCount(entries.net)} points taken back`,
    occurredAt: now,
  });
}
