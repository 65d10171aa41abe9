/**
 * A supplier's customers as the supplier sees them (supplier-side §2 /suppliers/customers): terms,
 * credit used and available, last order and open balance. Every query is scoped to the supplier in
 * the query itself, so another supplier's customer id finds nothing (404).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { CUSTOMER_SORTS, type CustomerSort } from '../../../domain/customers/customer-list.ts';

export { CUSTOMER_SORTS, type CustomerSort };

export type SupplierCustomerRow = {
  id: string;
  pharmacyAccountId: string;
  name: string;
  city: string | null;
  stateCode: string | null;
  status: 'pending' | 'approved' | 'declined' | 'suspended';
  creditAllocatedCents: number;
  creditUsedCents: number;
  creditAvailableCents: number;
  netDays: number;
  creditHold: boolean;
  hideBrandProducts: boolean;
  controlsDisabled: boolean;
  externalCustomerId: string | null;
  suspensionReason: string | null;
  lastOrderAt: Date | null;
  openBalanceCents: number;
};

type Raw = {
  id: string;
  pharmacy_account_id: string;
  name: string;
  city: string | null;
  state_code: string | null;
  status: SupplierCustomerRow['status'];
  credit_allocated_cents: number;
  credit_used_cents: number;
  net_days: number;
  credit_hold: boolean;
  hide_brand_products: boolean;
  controls_disabled: boolean;
  external_customer_id: string | null;
  suspension_reason: string | null;
  last_order_at: string | Date | null;
  open_balance_cents: number;
  total?: number;
};

const ORDER: Record<CustomerSort, SQL> = {
  name: sql`lower(a.name)`,
  state: sql`loc.state_code`,
  status: sql`sc.status::text`,
  credit_allocated: sql`sc.credit_allocated_cents`,
  credit_used: sql`used.cents`,
  credit_available: sql`sc.credit_allocated_cents - used.cents`,
  net_days: sql`sc.net_days`,
  last_order: sql`last.at`,
  open_balance: sql`open.cents`,
};

/**
 * The accounts buying under the customer row: the pharmacy and its sub-accounts without an
 * approval of their own (as db/queries/checkout.ts accountsUnderApproval).
 */
const buyers = sql`(select b.id from accounts b where b.id = sc.pharmacy_account_id
  or (b.master_account_id = sc.pharmacy_account_id and not exists (select 1 from supplier_customers o
    where o.pharmacy_account_id = b.id and o.supplier_account_id = sc.supplier_account_id and o.status = 'approved')))`;

/** The row's columns with credit used (as checkout counts it), the last order and the open balance. */
const FROM = sql`from supplier_customers sc
  join accounts a on a.id = sc.pharmacy_account_id
  left join lateral (select l.city, s.code as state_code from locations l join states s on s.id = l.state_id
    where l.account_id = a.id order by l.is_default_shipping desc, l.created_at limit 1) loc on true
  cross join lateral (select coalesce(sum(i.amount_cents - i.paid_cents), 0)::int as cents from invoices i
    where i.supplier_account_id = sc.supplier_account_id and i.pharmacy_account_id in ${buyers}
      and i.status in ('open', 'overdue')) open
  cross join lateral (select (open.cents + coalesce(sum(o.total_cents), 0))::int as cents from orders o
    where o.supplier_account_id = sc.supplier_account_id and o.pharmacy_account_id in ${buyers}
      and o.payment_method = 'pay_offline' and o.status not in ('cancelled', 'invoiced', 'paid', 'overdue')
      and not exists (select 1 from invoices x where x.order_id = o.id)) used
  left join lateral (select max(o.placed_at) as at from orders o
    where o.supplier_account_id = sc.supplier_account_id and o.pharmacy_account_id in ${buyers}) last on true`;

const COLUMNS = sql`sc.id, sc.pharmacy_account_id, a.name, loc.city, loc.state_code, sc.status,
  sc.credit_allocated_cents, used.cents as credit_used_cents, sc.net_days, sc.credit_hold,
  sc.hide_brand_products, sc.controls_disabled, sc.external_customer_id, sc.suspension_reason,
  last.at as last_order_at, open.cents as open_balance_cents`;

function toRow(r: Raw): SupplierCustomerRow {
  return {
    id: r.id,
    pharmacyAccountId: r.pharmacy_account_id,
    name: r.name,
    city: r.city,
    stateCode: r.state_code,
    status: r.status,
    creditAllocatedCents: r.credit_allocated_cents,
    creditUsedCents: r.credit_used_cents,
    creditAvailableCents: r.credit_allocated_cents - r.credit_used_cents,
    netDays: r.net_days,
    creditHold: r.credit_hold,
    hideBrandProducts: r.hide_brand_products,
    controlsDisabled: r.controls_disabled,
    externalCustomerId: r.external_customer_id,
    suspensionReason: r.suspension_reason,
    lastOrderAt: r.last_order_at === null ? null : new Date(r.last_order_at),
    openBalanceCents: r.open_balance_cents,
  };
}

export type CustomerListQuery = {
  search?: string | undefined;
  sort: CustomerSort;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
};

/** One page of the supplier's customers, searched by name, city, state or external id. */
export async function listSupplierCustomers(db: Database, supplierAccountId: string, q: CustomerListQuery) {
  const where: SQL[] = [sql`sc.supplier_account_id = ${supplierAccountId}::uuid`];
  const search = q.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(a.name ilike ${like} or loc.city ilike ${like} or loc.state_code ilike ${like} or sc.external_customer_id ilike ${like})`,
    );
  }
  const direction = q.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const rows = await db.execute<Raw>(sql`select ${COLUMNS}, count(*) over ()::int as total ${FROM}
    where ${sql.join(where, sql` and `)}
    order by ${ORDER[q.sort]} ${direction}, lower(a.name), sc.id
    limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.page > 1) {
    const [counted] = await db.execute<{ n: number }>(
      sql`select count(*)::int as n ${FROM} where ${sql.join(where, sql` and `)}`,
    );
    total = counted?.n ?? 0;
  }
  return { rows: rows.map(toRow), total };
}

/** Every customer of the supplier, by name (the master-data export). */
export async function listAllSupplierCustomers(db: Database, supplierAccountId: string) {
  const rows = await db.execute<Raw>(sql`select ${COLUMNS} ${FROM}
    where sc.supplier_account_id = ${supplierAccountId}::uuid order by lower(a.name), sc.id`);
  return rows.map(toRow);
}

/** The supplier's own customer, or null (another supplier's customer is not found). */
export async function findSupplierCustomer(
  db: Pick<Database, 'execute'>,
  supplierAccountId: string,
  customerId: string,
): Promise<SupplierCustomerRow | null> {
  const [row] = await db.execute<Raw>(sql`select ${COLUMNS} ${FROM}
    where sc.supplier_account_id = ${supplierAccountId}::uuid and sc.id = ${customerId}::uuid`);
  return row ? toRow(row) : null;
}
