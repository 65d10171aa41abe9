/**
 * Reads of the rewards ledger (issue 23): the balance, the points behind the tier, the history page
 * with its filters, and the catalogue. Every read is keyed by the caller's account.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { startOfDayIn } from '../../domain/zoned-dates.ts';
import type { Database } from '../client.ts';
import {
  invoices,
  rewardCreditApplications,
  rewardCredits,
  rewardLedger,
  rewardPrizes,
} from '../schema/index.ts';

type Reader = Pick<Database, 'select'>;
export type PrizeType = (typeof rewardPrizes.$inferSelect)['prizeType'];

/** The account's points: everything earned less everything reversed and claimed. */
export async function pointsBalance(db: Reader, accountId: string): Promise<number> {
  const [row] = await db
    .select({ points: sql<string>`coalesce(sum(${rewardLedger.points}), 0)` })
    .from(rewardLedger)
    .where(eq(rewardLedger.accountId, accountId));
  return Number(row?.points ?? 0);
}

/** Points earned (net of reversals) after `since`: what the tier is measured by. */
export async function pointsEarnedSince(db: Reader, accountId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ points: sql<string>`coalesce(sum(${rewardLedger.points}), 0)` })
    .from(rewardLedger)
    .where(
      and(
        eq(rewardLedger.accountId, accountId),
        inArray(rewardLedger.kind, ['earned', 'reversed']),
        gt(rewardLedger.occurredAt, since),
      ),
    );
  return Number(row?.points ?? 0);
}

export type HistoryFilter = {
  page: number;
  perPage: number;
  prizeType?: PrizeType | undefined;
  year?: number | undefined;
  /** The account's time zone: the year filter is its calendar year. */
  timeZone: string;
};

/**
 * The year of an entry on the pharmacy's calendar (its IANA time zone, as the orders' date filters):
 * an entry at 23:30 on Dec 31 in Texas belongs to that year, though UTC is already in the next.
 */
const yearOf = (timeZone: string) =>
  sql`extract(year from ${rewardLedger.occurredAt} at time zone ${timeZone})::int`;

/** One page of the account's history, newest first, by prize type (claims of it) and year. */
export async function listRewardHistory(db: Database, accountId: string, filter: HistoryFilter) {
  const conditions: SQL[] = [eq(rewardLedger.accountId, accountId)];
  if (filter.year !== undefined) {
    conditions.push(gte(rewardLedger.occurredAt, startOfDayIn(`${filter.year}-01-01`, filter.timeZone)));
    conditions.push(lt(rewardLedger.occurredAt, startOfDayIn(`${filter.year + 1}-01-01`, filter.timeZone)));
  }
  if (filter.prizeType === 'cash') conditions.push(eq(rewardLedger.kind, 'cash_claim'));
  else if (filter.prizeType) conditions.push(eq(rewardPrizes.prizeType, filter.prizeType));
  const where = and(...conditions);
  const base = () =>
    db
      .select({
        entry: rewardLedger,
        prizeName: rewardPrizes.name,
        prizeType: rewardPrizes.prizeType,
        invoiceNumber: invoices.number,
      })
      .from(rewardLedger)
      .leftJoin(rewardPrizes, eq(rewardPrizes.id, rewardLedger.prizeId))
      .leftJoin(invoices, eq(invoices.id, rewardLedger.invoiceId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(rewardLedger.occurredAt), desc(rewardLedger.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db
      .select({ n: count() })
      .from(rewardLedger)
      .leftJoin(rewardPrizes, eq(rewardPrizes.id, rewardLedger.prizeId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type RewardHistoryRow = Awaited<ReturnType<typeof listRewardHistory>>['rows'][number];

/** The years the account has history in, newest first, in its time zone (the year select's options). */
export async function listRewardYears(db: Database, accountId: string, timeZone: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: sql<number>`${yearOf(timeZone)}` })
    .from(rewardLedger)
    .where(eq(rewardLedger.accountId, accountId));
  return rows.map((r) => Number(r.year)).sort((a, b) => b - a);
}

/** The prizes that may be claimed, cheapest first. */
export async function listClaimablePrizes(db: Database) {
  return db
    .select()
    .from(rewardPrizes)
    .where(isNull(rewardPrizes.retiredAt))
    .orderBy(asc(rewardPrizes.pointsCost), asc(rewardPrizes.name));
}

/** The account's cash-claim credits with something left, oldest first, and what is left of each. */
export async function listOpenRewardCredits(db: Reader, accountId: string) {
  const rows = await db
    .select({
      id: rewardCredits.id,
      left: sql<string>`${rewardCredits.amountCents} - coalesce((select sum(a.amount_cents) from ${rewardCreditApplications} a where a.credit_id = ${rewardCredits.id}), 0)`,
    })
    .from(rewardCredits)
    .where(eq(rewardCredits.accountId, accountId))
    .orderBy(asc(rewardCredits.createdAt), asc(rewardCredits.id));
  return rows.map((r) => ({ id: r.id, left: Number(r.left) })).filter((r) => r.left > 0);
}

/** What the account's credits have left for its next invoices, in cents. */
export async function rewardCreditLeftCents(db: Reader, accountId: string): Promise<number> {
  return (await listOpenRewardCredits(db, accountId)).reduce((sum, c) => sum + c.left, 0);
}
