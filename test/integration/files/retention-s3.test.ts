/**
 * Files in S3 end to end (issue 22): an import uploaded through the API lands in the bucket, the
 * worker imports it from there, and the retention workflow (import files after 30 days) deletes it
 * from the bucket, the job's error report still answering without it. Downloads stream from the
 * bucket through the API after its checks, and answer 404 once the bytes are gone.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFileMissing, type FileStore } from '../../../activities/ports/file-store.ts';
import { s3FileStore } from '../../../activities/ports/s3-file-store.ts';
import { importJobs, taxDocuments } from '../../../db/schema/index.ts';
import { createWorker } from '../../../worker/create-worker.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { createTestBucket } from '../../harness/s3.ts';
import { prebuiltWorkflowBundle } from '../../harness/workflow-bundle.ts';

let t: TestContext;
let bucket: FileStore;
let supplier: Credentials & { kind: 'session' };
let pharmacy: Credentials & { kind: 'session' };
let worker: Awaited<ReturnType<typeof createWorker>>['worker'];
let running: Promise<void>;
let closeConnection: () => Promise<void>;

beforeAll(async () => {
  const created = await createTestBucket();
  bucket = s3FileStore(created.settings, created.client);
  t = await createTestContext({ taskQueue: `retention-s3-${randomUUID()}`, env: created.env });
  const built = await createWorker({
    address: t.env.temporal.address,
    namespace: t.env.temporal.namespace,
    taskQueue: t.env.temporal.taskQueue,
    deps: { db: t.db, env: t.env, now: () => new Date() }, // the worker's own ports, from t.env's S3_*
    workflowBundle: prebuiltWorkflowBundle(),
  });
  worker = built.worker;
  closeConnection = () => built.connection.close();
  running = worker.run();
  supplier = await t.login('supplier@example.com');
  pharmacy = await t.login('pharmacy@example.com');
});
afterAll(async () => {
  worker?.shutdown();
  await running;
  await closeConnection?.();
  await t?.close();
});

const csv = ['ndc,sku,price,stock', '00000000000,S3-RETENTION-1,10.00,1'].join('\n');

async function importThroughApi(): Promise<{ id: string; fileKey: string }> {
  const form = new FormData();
  form.set('kind', 'inventory');
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'stock.csv');
  const response = await t.call('POST', '/api/v1/imports', { as: supplier, body: form });
  expect(response.status).toBe(202);
  const { id } = (await response.json()) as { id: string };
  await expect
    .poll(async () => (await t.db.select().from(importJobs).where(eq(importJobs.id, id)))[0]!.status, {
      timeout: 30_000,
    })
    .toBe('completed'); // read back from the bucket by the worker
  const [row] = await t.db.select().from(importJobs).where(eq(importJobs.id, id));
  return { id, fileKey: row!.fileKey };
}

describe('files in S3: upload, import and retention', () => {
  it('stores the upload in the bucket and the retention workflow deletes it there after 30 days', async () => {
    expect(t.env.s3?.bucket).toBeDefined();
    const old = await importThroughApi();
    const recent = await importThroughApi();
    expect(await bucket.size(old.fileKey)).toBe(Buffer.byteLength(csv));
    expect(await bucket.size(recent.fileKey)).toBe(Buffer.byteLength(csv));

    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await t.db
      .update(importJobs)
      .set({ finishedAt: daysAgo(31) })
      .where(eq(importJobs.id, old.id));
    await t.db
      .update(importJobs)
      .set({ finishedAt: daysAgo(29) })
      .where(eq(importJobs.id, recent.id));
    const result = await t.temporal.client.workflow.execute<() => Promise<{ files: number }>>(
      'purgeExpiredImportFilesWorkflow',
      { taskQueue: t.env.temporal.taskQueue, workflowId: `purge-import-files-${randomUUID()}` },
    );

    expect(result).toEqual({ files: 1 });
    expect(isFileMissing(await bucket.size(old.fileKey).catch((error: unknown) => error))).toBe(true);
    expect(await bucket.size(recent.fileKey)).toBe(Buffer.byteLength(csv));
    const report = await t.call('GET', `/api/v1/imports/${old.id}/errors.csv`, { as: supplier });
    expect(report.status).toBe(200);
    expect((await report.text()).split('\r\n')[0]).toMatch(/^line_number,reasons,/);
  });

  it("streams a download from the bucket after the route's checks, and answers 404 when its bytes are gone", async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n resale certificate\n');
    const form = new FormData();
    form.set('kind', 'resale');
    form.set('state_code', 'TX');
    form.set('file', new Blob([pdf]), 'resale.pdf');
    const uploaded = await t.call('POST', '/api/v1/pharmacy/tax_documents', { as: pharmacy, body: form });
    expect(uploaded.status).toBe(201);
    const { document } = (await uploaded.json()) as { document: { id: string } };
    const [row] = await t.db.select().from(taxDocuments).where(eq(taxDocuments.id, document.id));
    expect(await bucket.size(row!.fileKey)).toBe(pdf.byteLength);

    const path = `/api/v1/pharmacy/tax_documents/${document.id}`;
    const file = await t.call('GET', path, { as: pharmacy });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-length')).toBe(String(pdf.byteLength));
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    expect((await t.call('GET', path, { as: supplier })).status).toBe(403);

    await bucket.delete(row!.fileKey);
    const gone = await t.call('GET', path, { as: pharmacy });
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });
});
