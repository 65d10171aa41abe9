/** The buyer's side of p2p (issue 13): the first-order acknowledgement and the seller a buyer sees. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { accounts, p2pBuyerAcknowledgements, pharmacySellers } from '../../schema/index.ts';

type Reader = Pick<Database, 'select'>;

/** When the account acknowledged the p2p terms, or null before its first p2p order. */
export async function findP2pAcknowledgement(db: Reader, accountId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: p2pBuyerAcknowledgements.acknowledgedAt })
    .from(p2pBuyerAcknowledgements)
    .where(eq(p2pBuyerAcknowledgements.accountId, accountId));
  return row?.at ?? null;
}

/** An approved pharmacy seller by account id with its name and state, or null (404 to the caller). */
export async function findP2pSeller(db: Reader, sellerAccountId: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      timeZone: accounts.timeZone,
      state: sql<string | null>`(select s.code from locations sl join states s on s.id = sl.state_id
        where sl.account_id = ${accounts.id} order by sl.is_default_shipping desc, sl.created_at limit 1)`,
    })
    .from(pharmacySellers)
    .innerJoin(accounts, eq(accounts.id, pharmacySellers.accountId))
    .where(eq(pharmacySellers.accountId, sellerAccountId));
  return row ?? null;
}
