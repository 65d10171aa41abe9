/**
 * Wholesaler details for pharmacies (/pharmacy/wholesalers/{id}/details): the supplier's public
 * information and its active listings, with keyword search (spec supplier-side §2).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { listingConditions, textCondition } from './products/product-match.ts';

export type WholesalerInfo = { id: string; name: string; productCount: number; memberSince: string };

/** Only active supplier accounts are wholesalers; any other id is not found. */
export async function findWholesaler(
  db: Database,
  id: string,
  today: string,
): Promise<WholesalerInfo | null> {
  const [row] = await db.execute<{
    id: string;
    name: string;
    product_count: number;
    created_at: Date | string;
  }>(sql`
    select a.id, a.name, a.created_at,
           (select count(distinct l.product_id)::int from listings l
             where l.supplier_account_id = a.id and ${listingConditions({ today })}) as product_count
    from accounts a where a.id = ${id} and a.kind = 'supplier' and a.status = 'active'`);
  return row
    ? {
        id: row.id,
        name: row.name,
        productCount: row.product_count,
        memberSince: new Date(row.created_at).toISOString().slice(0, 10),
      }
    : null;
}

type ListingRow = {
  listing_id: string;
  product_id: string;
  ndc: string;
  name: string;
  strength: string;
  dosage_form: string;
  package_size: string;
  manufacturer: string;
  pack_price_cents: number;
  stock: number;
  expiry_date: string | null;
  is_deal: boolean;
  total: number;
};

/** One page of a wholesaler's active listings with stock, optionally matching keywords. */
export async function listWholesalerProducts(
  db: Database,
  input: {
    wholesalerId: string;
    keywords?: string | undefined;
    page: number;
    perPage: number;
    today: string;
  },
) {
  const conditions: SQL[] = [
    sql`l.supplier_account_id = ${input.wholesalerId}`,
    listingConditions({ today: input.today }),
  ];
  if (input.keywords && input.keywords.trim().length > 0) conditions.push(textCondition(input.keywords));
  const rows = await db.execute<ListingRow>(sql`
    select l.id as listing_id, p.id as product_id, p.ndc, p.name, p.strength, p.dosage_form, p.package_size, p.manufacturer,
           l.pack_price_cents, l.stock, to_char(l.expiry_date, 'YYYY-MM-DD') as expiry_date, l.is_deal,
           count(*) over ()::int as total
    from listings l join products p on p.id = l.product_id
    where ${sql.join(conditions, sql` and `)}
    order by lower(p.name), p.ndc, l.id
    limit ${input.perPage} offset ${(input.page - 1) * input.perPage}`);
  return { rows, total: rows[0]?.total ?? 0 };
}
