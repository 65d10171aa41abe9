/**
 * A master pharmacy's sub-accounts with their user, linked locations and spend limit (issue 23),
 * and the pending purchase approvals it must decide. Every read is scoped to the master's id: a
 * foreign id finds nothing (404).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { accounts, locations, orders, purchaseApprovals, spendLimits, users } from '../schema/index.ts';

type Reader = Pick<Database, 'select'>;

export async function listSubAccounts(db: Reader, masterAccountId: string) {
  const rows = await db
    .select({
      accountId: accounts.id,
      name: accounts.name,
      status: accounts.status,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      perOrderCents: spendLimits.perOrderCents,
      perMonthCents: spendLimits.perMonthCents,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .innerJoin(users, eq(users.accountId, accounts.id))
    .leftJoin(spendLimits, eq(spendLimits.userId, users.id))
    .where(eq(accounts.masterAccountId, masterAccountId))
    .orderBy(asc(accounts.name), asc(users.email));
  const ids = [...new Set(rows.map((r) => r.accountId))];
  const linked =
    ids.length === 0
      ? []
      : await db
          .select({ accountId: locations.accountId, id: locations.id, name: locations.name })
          .from(locations)
          .where(inArray(locations.accountId, ids))
          .orderBy(asc(locations.name));
  return rows.map((r) => ({ ...r, locations: linked.filter((l) => l.accountId === r.accountId) }));
}
export type SubAccountRow = Awaited<ReturnType<typeof listSubAccounts>>[number];

/** A user of one of the master's sub-accounts, or null. */
export async function findSubAccountUser(db: Reader, masterAccountId: string, userId: string) {
  const [row] = await db
    .select({ userId: users.id, accountId: accounts.id })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(eq(users.id, userId), eq(accounts.masterAccountId, masterAccountId)));
  return row ?? null;
}

/** A buyer's spend limit, or null when none is set. */
export async function findSpendLimit(db: Reader, userId: string) {
  const [row] = await db
    .select({ perOrderCents: spendLimits.perOrderCents, perMonthCents: spendLimits.perMonthCents })
    .from(spendLimits)
    .where(eq(spendLimits.userId, userId));
  return row ?? null;
}

/**
 * What a buyer's orders total since `since` (the start of the month): every order they placed that
 * is not cancelled, awaiting approval included (a second order cannot slip under the limit while
 * the first waits).
 */
export async function monthSpentCents(db: Reader, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${orders.totalCents}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.placedByUserId, userId),
        sql`${orders.status} <> 'cancelled'`,
        sql`${orders.placedAt} >= ${since.toISOString()}`,
      ),
    );
  return Number(row?.cents ?? 0);
}

/** The master's purchase approvals, newest first, with the order and who asked. */
export function listPurchaseApprovals(db: Reader, masterAccountId: string, status?: string) {
  return db
    .select({
      orderId: purchaseApprovals.orderId,
      status: purchaseApprovals.status,
      reason: purchaseApprovals.reason,
      limitCents: purchaseApprovals.limitCents,
      expiresAt: purchaseApprovals.expiresAt,
      createdAt: purchaseApprovals.createdAt,
      decidedAt: purchaseApprovals.decidedAt,
      orderNumber: orders.number,
      totalCents: orders.totalCents,
      orderStatus: orders.status,
      subAccountName: accounts.name,
      supplierAccountId: orders.supplierAccountId,
      requestedBy: users.email,
    })
    .from(purchaseApprovals)
    .innerJoin(orders, eq(orders.id, purchaseApprovals.orderId))
    .innerJoin(accounts, eq(accounts.id, orders.pharmacyAccountId))
    .innerJoin(users, eq(users.id, purchaseApprovals.requestedByUserId))
    .where(
      and(
        eq(purchaseApprovals.masterAccountId, masterAccountId),
        status ? sql`${purchaseApprovals.status} = ${status}` : undefined,
      ),
    )
    .orderBy(desc(purchaseApprovals.createdAt))
    .limit(200);
}
