/**
 * A p2p seller's trading partners (issue 13): the active pharmacies that have ordered from it or
 * sent it an offer. A seller sends bundle offers to these only — the marketplace keeps no open
 * directory of pharmacies for sellers to canvass (docs/decisions.md).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';

type Reader = Pick<Database, 'execute'>;

const partnersOf = (sellerAccountId: string) => sql`
  select a.id, a.name from accounts a
  where a.kind = 'pharmacy' and a.status = 'active' and a.id <> ${sellerAccountId}
    and (exists (select 1 from orders o where o.supplier_account_id = ${sellerAccountId} and o.pharmacy_account_id = a.id)
      or exists (select 1 from offers f where f.seller_account_id = ${sellerAccountId} and f.buyer_account_id = a.id))`;

/** The seller's partners by name. */
export async function listP2pPartners(
  db: Reader,
  sellerAccountId: string,
): Promise<{ id: string; name: string }[]> {
  const rows = await db.execute<{ id: string; name: string }>(
    sql`${partnersOf(sellerAccountId)} order by a.name`,
  );
  return rows.map((r) => ({ id: r.id, name: r.name }));
}

/** Whether the pharmacy is one of the seller's partners. */
export async function isP2pPartner(
  db: Reader,
  sellerAccountId: string,
  pharmacyAccountId: string,
): Promise<boolean> {
  const rows = await db.execute<{ id: string }>(
    sql`${partnersOf(sellerAccountId)} and a.id = ${pharmacyAccountId}`,
  );
  return rows.length > 0;
}
