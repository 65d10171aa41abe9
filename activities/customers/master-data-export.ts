/**
 * The master-data export (supplier-side §7 POST /suppliers/customers/export/master_data; issue 11):
 * the request writes a queued row, the workflow `master-data-export:<id>` writes every customer of
 * the supplier as CSV into the file store (formula-escaped, domain/customers/master-data.ts), marks
 * the export ready and announces it in the supplier's notification pane with a link to download.
 */
import { stringify } from 'csv-stringify/sync';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  listAllSupplierCustomers,
  type SupplierCustomerRow,
} from '../../db/queries/customers/supplier-customers.ts';
import { customerExports } from '../../db/schema/index.ts';
import { masterDataRecords, type MasterDataCustomer } from '../../domain/customers/master-data.ts';
import { notFound } from '../../domain/errors.ts';
import { notifyAccount } from '../notifications/notify-account.ts';
import { newFileKey, type FileStore } from '../ports/file-store.ts';

export const MASTER_DATA_EXPORT_MESSAGE =
  'The master data export has started. You will be notified when the file is ready.';

/** Queues an export of the supplier's customers; its workflow is started by the caller. */
export async function requestMasterDataExport(
  db: Database,
  input: { supplierAccountId: string; userId: string },
) {
  const [row] = await db
    .insert(customerExports)
    .values({ supplierAccountId: input.supplierAccountId, requestedByUserId: input.userId })
    .returning();
  return row!;
}

/** Records that these exports' workflows run (the API after its start, the relay after its). */
export async function markMasterDataExportsStarted(db: Database, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(customerExports)
    .set({ workflowStartedAt: now })
    .where(and(inArray(customerExports.id, ids), isNull(customerExports.workflowStartedAt)));
}

/** Marks the export running, unless it already finished (a replayed step changes nothing). */
export async function markMasterDataExportRunning(db: Database, exportId: string): Promise<void> {
  await db
    .update(customerExports)
    .set({ status: 'running' })
    .where(and(eq(customerExports.id, exportId), eq(customerExports.status, 'queued')));
}

/** Marks the export failed with the reason the supplier may read. */
export async function markMasterDataExportFailed(
  db: Database,
  exportId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(customerExports)
    .set({ status: 'failed', failure: reason, finishedAt: now })
    .where(and(eq(customerExports.id, exportId), ne(customerExports.status, 'ready')));
}

const masterDataOf = (c: SupplierCustomerRow): MasterDataCustomer => ({
  id: c.id,
  name: c.name,
  city: c.city,
  state: c.stateCode,
  status: c.status,
  external_customer_id: c.externalCustomerId,
  credit_allocated_cents: c.creditAllocatedCents,
  credit_used_cents: c.creditUsedCents,
  credit_available_cents: c.creditAvailableCents,
  net_days: c.netDays,
  credit_hold: c.creditHold,
  hide_brand_products: c.hideBrandProducts,
  controls_disabled: c.controlsDisabled,
  last_order_at: c.lastOrderAt?.toISOString() ?? null,
  open_balance_cents: c.openBalanceCents,
});

/** The SPA page the notification links to; it downloads the file with the session's header. */
export const exportPageLink = (exportId: string) => `/suppliers/customers/exports/${exportId}`;

/**
 * Writes the CSV under a fresh key, then in one transaction marks the export ready and notifies the
 * supplier (dedupe key per export). A retry after the commit finds it ready and writes nothing.
 */
export async function writeMasterDataExport(
  deps: { db: Database; files: FileStore },
  exportId: string,
  now: Date,
): Promise<{ rowCount: number }> {
  const { db, files } = deps;
  const [job] = await db.select().from(customerExports).where(eq(customerExports.id, exportId));
  if (!job) throw notFound('Export');
  if (job.status === 'ready') return { rowCount: job.rowCount ?? 0 };
  const customers = await listAllSupplierCustomers(db, job.supplierAccountId);
  const csv = stringify(masterDataRecords(customers.map(masterDataOf)), { record_delimiter: '\r\n' });
  const key = newFileKey('customer_exports', 'csv');
  await files.put(key, Buffer.from(csv, 'utf8'));
  const count = customers.length;
  await db.transaction(async (tx) => {
    await tx
      .update(customerExports)
      .set({ status: 'ready', fileKey: key, rowCount: count, finishedAt: now })
      .where(eq(customerExports.id, exportId));
    await notifyAccount(tx, {
      accountId: job.supplierAccountId,
      kind: 'customers.master_data_export_ready',
      title: 'Master data export ready',
      body: `The master data of your ${count} customer${count === 1 ? '' : 's'} is ready to download.`,
      link: exportPageLink(exportId),
      dedupeKey: `master-data-export:${exportId}:ready`,
      details: { export_id: exportId, row_count: count },
    });
  });
  return { rowCount: count };
}
