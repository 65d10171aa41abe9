/**
 * The notices of a customer request's life (issue 11: both sides are told in the notification
 * pane and over /cable). Each carries a dedupe key so a retried step writes it once.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, type customerRequests } from '../../db/schema/index.ts';
import type { CustomerRequestKind } from '../../domain/customer-requests/requests.ts';
import { notifyAccount } from '../notifications/notify-account.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type RequestRow = typeof customerRequests.$inferSelect;
type Side = 'supplier' | 'pharmacy';

export const KIND_NAMES: Record<CustomerRequestKind, string> = {
  credit_increase: 'credit increase',
  payment_account_change: 'account type change',
  eom_change: 'end of month terms change',
};

/** Where each side reads its requests. */
const LINKS: Record<Side, (row: RequestRow) => string> = {
  supplier: (row) =>
    row.kind === 'payment_account_change'
      ? '/suppliers/customers/account_type_change_requests'
      : row.kind === 'eom_change'
        ? '/suppliers/customers/request_eom_changes'
        : '/suppliers/customers/credit_increase_requests',
  pharmacy: (row) => `/pharmacy/wholesalers/${row.supplierAccountId}/details`,
};

async function nameOf(tx: Tx, accountId: string): Promise<string> {
  const [row] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? 'An account';
}

/** Writes one notice about the request to one side, once per `step`. */
export async function noticeTo(
  tx: Tx,
  row: RequestRow,
  side: Side,
  step: string,
  text: (names: { pharmacy: string; supplier: string; what: string }) => { title: string; body: string },
): Promise<void> {
  const names = {
    pharmacy: await nameOf(tx, row.pharmacyAccountId),
    supplier: await nameOf(tx, row.supplierAccountId),
    what: KIND_NAMES[row.kind],
  };
  const { title, body } = text(names);
  await notifyAccount(tx, {
    accountId: side === 'supplier' ? row.supplierAccountId : row.pharmacyAccountId,
    kind: `customer_request_${step}`,
    title,
    body,
    link: LINKS[side](row),
    dedupeKey: `customer-request:${row.id}:${step}:${side}`,
    details: { customer_request_id: row.id, request_kind: row.kind },
  });
}
