/**
 * Files deleted with their records (issue 22, uploads without limits): deleting a tax document
 * queues its file in the file_deletions outbox and takes it off the account's usage in the same
 * transaction, then deletes it from the store. A delete that fails leaves the outbox row, and the
 * scheduled sweep (sweepFileDeletionsWorkflow) deletes the file on its next run.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFileUsage, fileDeletions, taxDocuments } from '../../../db/schema/index.ts';
import { createWorker } from '../../../worker/create-worker.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { prebuiltWorkflowBundle } from '../../harness/workflow-bundle.ts';
import { accountOf } from '../audits/audits-fixtures.ts';

const PHARMACY = accountOf('pharmacy@example.com');
const PDF = new TextEncoder().encode('%PDF-1.4\n tax exempt certificate\n');

let t: TestContext;
let pharmacy: Credentials;
let worker: Awaited<ReturnType<typeof createWorker>>['worker'];
let running: Promise<void>;
let closeConnection: () => Promise<void>;
const filesDir = mkdtempSync(join(tmpdir(), 'file-deletions-'));

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `file-deletions-${randomUUID()}`, filesDir });
  const created = await createWorker({
    address: t.env.temporal.address,
    namespace: t.env.temporal.namespace,
    taskQueue: t.env.temporal.taskQueue,
    deps: { db: t.db, env: t.env, now: () => new Date(), ports: t.ports },
    workflowBundle: prebuiltWorkflowBundle(),
  });
  worker = created.worker;
  closeConnection = () => created.connection.close();
  running = worker.run();
  pharmacy = await t.login('pharmacy@example.com');
});
afterAll(async () => {
  worker?.shutdown();
  await running;
  await closeConnection?.();
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

/** Uploads a certificate and answers its row (with its file key). */
async function uploadDocument() {
  const form = new FormData();
  form.set('kind', 'tax_exempt');
  form.set('file', new Blob([PDF]), 'exempt.pdf');
  const response = await t.call('POST', '/api/v1/pharmacy/tax_documents', { as: pharmacy, body: form });
  expect(response.status).toBe(201);
  const { document } = (await response.json()) as { document: { id: string } };
  const [row] = await t.db.select().from(taxDocuments).where(eq(taxDocuments.id, document.id));
  return row!;
}

const usage = async () => {
  const [row] = await t.db.select().from(accountFileUsage).where(eq(accountFileUsage.accountId, PHARMACY.id));
  return { files: row?.files ?? 0, bytes: row?.bytes ?? 0 };
};
const stored = (key: string) =>
  t.ports.files.size(key).then(
    (bytes) => bytes,
    () => null,
  );
const queued = () => t.db.select().from(fileDeletions);

describe('files deleted with their records', () => {
  it('deletes a tax document’s file from the store and takes it off the usage', async () => {
    const before = await usage();
    const row = await uploadDocument();
    expect(await stored(row.fileKey)).toBe(PDF.byteLength);
    expect(await usage()).toMatchObject({ files: before.files + 1, bytes: before.bytes + PDF.byteLength });

    const deleted = await t.call('DELETE', `/api/v1/pharmacy/tax_documents/${row.id}`, { as: pharmacy });
    expect(deleted.status).toBe(200);
    expect(await stored(row.fileKey)).toBeNull();
    expect(await usage()).toMatchObject({ files: before.files, bytes: before.bytes });
    expect(await queued()).toEqual([]);
  });

  it('keeps a file whose delete failed in the outbox, and the sweep deletes it', async () => {
    const before = await usage();
    const row = await uploadDocument();
    const store = t.ports.files;
    const realDelete = store.delete.bind(store);
    let failures = 0;
    store.delete = async (key) => {
      if (failures++ === 0) throw new Error('the file store is unavailable');
      return realDelete(key);
    };
    try {
      const deleted = await t.call('DELETE', `/api/v1/pharmacy/tax_documents/${row.id}`, { as: pharmacy });
      expect(deleted.status).toBe(200);
      expect(await t.db.select().from(taxDocuments).where(eq(taxDocuments.id, row.id))).toEqual([]);
      expect(await stored(row.fileKey)).toBe(PDF.byteLength);
      expect(await queued()).toMatchObject([
        { fileKey: row.fileKey, accountId: PHARMACY.id, bytes: PDF.byteLength },
      ]);
      expect(await usage()).toMatchObject({ files: before.files, bytes: before.bytes });

      const result = await t.temporal.client.workflow.execute<
        () => Promise<{ deleted: number; failed: number }>
      >('sweepFileDeletionsWorkflow', {
        taskQueue: t.env.temporal.taskQueue,
        workflowId: `sweep-file-deletions-${randomUUID()}`,
      });
      expect(result).toEqual({ deleted: 1, failed: 0 });
      expect(failures).toBe(2);
      expect(await stored(row.fileKey)).toBeNull();
      expect(await queued()).toEqual([]);
      expect(await usage()).toMatchObject({ files: before.files, bytes: before.bytes });
    } finally {
      store.delete = realDelete;
    }
  });
});
