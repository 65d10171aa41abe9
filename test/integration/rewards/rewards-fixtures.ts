/** Points, invoices and claims for the rewards tests, written straight into the test database. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { pointsBalance } from '../../../db/queries/rewards.ts';
import { rewardLedger } from '../../../db/schema/index.ts';
import { isoDate } from '../../../domain/dates.ts';

const DAY = 24 * 60 * 60 * 1000;

/** An ISO date `days` from today (negative: in the past). */
export const dayFromToday = (days: number) => isoDate(new Date(Date.now() + days * DAY));

/** Earned points without an invoice (a test's starting balance), at `occurredAt`. */
export async function grantPoints(db: Database, accountId: string, points: number, occurredAt = new Date()) {
  await db.insert(rewardLedger).values({
    accountId,
    kind: 'earned',
    points,
    sourceKey: `test:${randomUUID()}`,
    description: 'Test points',
    occurredAt,
  });
}

export const balanceOf = (db: Database, accountId: string) => pointsBalance(db, accountId);

export const entriesOfInvoice = (db: Database, invoiceId: string) =>
  db.select().from(rewardLedger).where(eq(rewardLedger.invoiceId, invoiceId));
