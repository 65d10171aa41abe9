/**
 * Support's queue of suspension and disable-controls requests (supplier-side §4): pending first,
 * then the latest decided ones, with the supplier's and the customer's names.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';

export type QueueRow = {
  id: string;
  kind: 'suspend' | 'disable_controls';
  status: 'pending' | 'approved' | 'declined' | 'cancelled';
  reasons: string[];
  memo: string | null;
  message: string | null;
  supplier_name: string;
  customer_name: string;
  customer_id: string;
  created_at: string | Date;
  decided_at: string | Date | null;
};

/** Pending requests (oldest first) or the decided ones (newest first), paged. */
export async function listControlRequestQueue(
  db: Database,
  q: { status: 'pending' | 'history'; page: number; perPage: number },
) {
  const pending = q.status === 'pending';
  const rows = await db.execute<QueueRow & { total: number }>(sql`
    select r.id, r.kind, r.status, r.reasons, r.memo, r.message, s.name as supplier_name,
      p.name as customer_name, r.customer_id, r.created_at, r.decided_at, count(*) over ()::int as total
    from customer_control_requests r
      join accounts s on s.id = r.supplier_account_id
      join supplier_customers sc on sc.id = r.customer_id
      join accounts p on p.id = sc.pharmacy_account_id
    where ${pending ? sql`r.status = 'pending'` : sql`r.status <> 'pending'`}
    order by ${pending ? sql`r.created_at asc` : sql`coalesce(r.decided_at, r.created_at) desc`}, r.id
    limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`);
  return { rows, total: rows[0]?.total ?? 0 };
}
