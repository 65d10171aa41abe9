/**
 * The notices of a wholesaler application's life (issue 12: both sides told in the notification
 * pane and over /cable), each once per step through its dedupe key.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, type wholesalerApplications } from '../../db/schema/index.ts';
import { notifyAccount } from '../notifications/notify-account.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type ApplicationRow = typeof wholesalerApplications.$inferSelect;
type Side = 'supplier' | 'pharmacy';

const LINKS: Record<Side, (row: ApplicationRow) => string> = {
  supplier: () => '/suppliers/customers/applications',
  pharmacy: (row) => `/pharmacy/wholesalers/${row.supplierAccountId}/apply?account_type=${row.accountType}`,
};

async function nameOf(tx: Tx, accountId: string): Promise<string> {
  const [row] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? 'An account';
}

/** Writes one notice about the application to one side, once per `step`. */
export async function applicationNotice(
  tx: Tx,
  row: ApplicationRow,
  side: Side,
  step: string,
  text: (names: { pharmacy: string; supplier: string }) => { title: string; body: string },
): Promise<void> {
  const names = {
    pharmacy: await nameOf(tx, row.pharmacyAccountId),
    supplier: await nameOf(tx, row.supplierAccountId),
  };
  const { title, body } = text(names);
  await notifyAccount(tx, {
    accountId: side === 'supplier' ? row.supplierAccountId : row.pharmacyAccountId,
    kind: `wholesaler_application_${step}`,
    title,
    body,
    link: LINKS[side](row),
    dedupeKey: `wholesaler-application:${row.id}:${step}:${side}`,
    details: { application_id: row.id },
  });
}
