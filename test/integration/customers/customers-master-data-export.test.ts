/**
 * The master-data export job (supplier-side §2 /suppliers/customers/export/master_data, §7 "POST
 * /suppliers/customers/export/master_data | none | message"; issue 11: "starts an export job that
 * writes every customer's master data as CSV (formula-escaped) and answers the spec's message; the
 * file is downloadable when ready and announced in the notification pane").
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_DATA_EXPORT_MESSAGE } from '../../../activities/customers/master-data-export.ts';
import { listStrandedWorkflows } from '../../../activities/maintenance/stranded-workflows.ts';
import { accounts, customerExports, notifications, supplierCustomers } from '../../../db/schema/index.ts';
import { MASTER_DATA_COLUMNS } from '../../../domain/customers/master-data.ts';
import { masterDataExportWorkflowId } from '../../../workflows/customers/messages.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import { createSupplier } from '../inventory/inventory-helpers.ts';
import { startWorker } from '../orders/order-fulfilment-fixtures.ts';

type Started = { message: string; export: { id: string; status: string } };
const START = '/api/v1/suppliers/customers/export/master_data';
const exportPath = (id: string) => `/api/v1/suppliers/customers/exports/${id}`;

let t: TestContext;
let worker: Awaited<ReturnType<typeof startWorker>>;
let supplier: Credentials;
let supplierId: string;
let other: Credentials;
const NAMES = ['Alder Pharmacy', '=HYPERLINK("http://evil.example")', 'Birch Drugs'];

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `master-data-${randomUUID()}` });
  worker = await startWorker(t);
  ({ accountId: supplierId, session: supplier } = await createSupplier(t, 'Export Wholesale'));
  ({ session: other } = await createSupplier(t, 'Other Export Wholesale'));
  for (const name of NAMES) {
    const [pharmacy] = await t.db.insert(accounts).values({ kind: 'pharmacy', name }).returning();
    await t.db
      .insert(supplierCustomers)
      .values({ supplierAccountId: supplierId, pharmacyAccountId: pharmacy!.id, status: 'approved' });
  }
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

async function startExport(as: Credentials) {
  const response = await t.call('POST', START, { as, body: {} });
  expect(response.status).toBe(202);
  return (await response.json()) as Started;
}

async function waitReady(id: string) {
  await t.temporal.client.workflow.getHandle(masterDataExportWorkflowId(id)).result();
  return (await (await t.call('GET', exportPath(id), { as: supplier })).json()) as { status: string };
}

describe('POST /api/v1/suppliers/customers/export/master_data', () => {
  let exportId: string;

  it('answers the message and starts the workflow master-data-export:<id> after the row commits', async () => {
    const started = await startExport(supplier);
    expect(started.message).toBe(MASTER_DATA_EXPORT_MESSAGE);
    exportId = started.export.id;
    const [row] = await t.db.select().from(customerExports).where(eq(customerExports.id, exportId));
    expect(row!.workflowStartedAt).not.toBeNull();
    expect((await waitReady(exportId)).status).toBe('ready');
    await recordHistoryIfAsked(
      'master-data-export',
      masterDataExportWorkflowId(exportId),
      t.env.temporal.address,
    );
  });

  it('writes every customer of the supplier as CSV and escapes a name starting with =', async () => {
    const response = await t.call('GET', `${exportPath(exportId)}/download`, { as: supplier });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="customers-master-data-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...lines]: string[][] = parse(await response.text());
    expect(header).toEqual([...MASTER_DATA_COLUMNS]);
    expect(lines.map((l) => l[1]).sort()).toEqual(
      ['\'=HYPERLINK("http://evil.example")', 'Alder Pharmacy', 'Birch Drugs'].sort(),
    );
  });

  it('announces the ready file in the supplier’s notification pane with a link to it', async () => {
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.accountId, supplierId),
          eq(notifications.dedupeKey, `master-data-export:${exportId}:ready`),
        ),
      );
    expect(notice).toMatchObject({
      kind: 'customers.master_data_export_ready',
      title: 'Master data export ready',
      link: `/suppliers/customers/exports/${exportId}`,
    });
  });

  it("answers 404 for another supplier's export id, to its state and its download", async () => {
    expect((await t.call('GET', exportPath(exportId), { as: other })).status).toBe(404);
    expect((await t.call('GET', `${exportPath(exportId)}/download`, { as: other })).status).toBe(404);
  });

  it('answers 409 to a download of an export that is not ready yet', async () => {
    const [queued] = await t.db
      .insert(customerExports)
      .values({
        supplierAccountId: supplierId,
        requestedByUserId: (await t.db.select().from(customerExports).limit(1))[0]!.requestedByUserId,
        workflowStartedAt: new Date(),
      })
      .returning();
    expect((await t.call('GET', `${exportPath(queued!.id)}/download`, { as: supplier })).status).toBe(409);
    await t.db.delete(customerExports).where(eq(customerExports.id, queued!.id));
  });

  it('leaves a queued export whose start was lost to the start-stranded-workflows relay', async () => {
    const [first] = await t.db.select().from(customerExports).limit(1);
    const [lost] = await t.db
      .insert(customerExports)
      .values({
        supplierAccountId: supplierId,
        requestedByUserId: first!.requestedByUserId,
        createdAt: new Date(Date.now() - 5 * 60_000),
      })
      .returning();
    const stranded = await listStrandedWorkflows(t.db, new Date());
    expect(stranded.masterDataExports).toContain(lost!.id);
    await t.db.delete(customerExports).where(eq(customerExports.id, lost!.id));
  });

  it('turns a pharmacy caller away with 403', async () => {
    const pharmacy = await t.login('pharmacy@example.com');
    expect((await t.call('POST', START, { as: pharmacy, body: {} })).status).toBe(403);
  });
});
