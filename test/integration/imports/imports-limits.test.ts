/**
 * The limits of imports (issue 10, Limits): an upload streams into the file store as it arrives,
 * is cut off at 50 MB, must fit the supplier's quota of stored import files, and the files are
 * deleted by a scheduled workflow once their retention period has passed.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs } from '../../../db/schema/index.ts';
import { startImport } from '../../../services/imports/start-import.ts';
import { newFileKey } from '../../../activities/ports/file-store.ts';
import { findActiveIdentity } from '../../../db/queries/callers.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { IMPORT_LIMITS } from '../../../domain/catalog/import-limits.ts';
import { createWorker } from '../../../worker/create-worker.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import { prebuiltWorkflowBundle } from '../../harness/workflow-bundle.ts';

const BOUNDARY = 'limits-test-boundary-4f1c';
const encoder = new TextEncoder();

/** The files in the store, with their sizes. */
function storedFiles(filesDir: string): { name: string; bytes: number }[] {
  const dir = join(filesDir, 'imports');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((name) => ({ name, bytes: statSync(join(dir, name)).size }));
}

/**
 * A multipart upload of `kind` and a file whose bytes come from `content` as the request reads
 * them, sent without a Content-Length (as a browser streams a large file).
 */
function streamingUpload(
  t: TestContext,
  as: Credentials & { kind: 'session' },
  content: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ninventory\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="stock.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  const tail = `\r\n--${BOUNDARY}--\r\n`;
  async function* parts() {
    yield encoder.encode(head);
    yield* content;
    yield encoder.encode(tail);
  }
  const iterator = parts();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
  return t.app.request('/api/v1/imports', {
    method: 'POST',
    headers: {
      authorization: 'Web',
      cookie: as.cookie,
      'x-csrf-token': as.csrf,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    body,
    duplex: 'half',
  });
}

const csvRows = (n: number, prefix: string) =>
  ['ndc,sku,price,stock', ...Array.from({ length: n }, (_, i) => `00000000000,${prefix}-${i},10.00,1`)].join(
    '\n',
  );

function formUpload(t: TestContext, as: Credentials & { kind: 'session' }, csv: string) {
  const form = new FormData();
  form.set('kind', 'inventory');
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'stock.csv');
  return t.call('POST', '/api/v1/imports', { as, body: form });
}

describe('uploads stream into the file store, at most 50 MB', () => {
  let t: TestContext;
  let supplier: Credentials & { kind: 'session' };
  const filesDir = mkdtempSync(join(tmpdir(), 'imports-stream-'));
  beforeAll(async () => {
    // No worker polls this queue: the jobs stay queued, their files stay in the store.
    t = await createTestContext({ taskQueue: `imports-stream-${randomUUID()}`, filesDir });
    supplier = await t.login('supplier@example.com');
  });
  afterAll(async () => {
    await t.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('writes the file to the store while the upload is still arriving', async () => {
    const firstHalf = encoder.encode(`ndc,sku,price,stock\n${'00000000000,STREAM,10.00,1\n'.repeat(40_000)}`);
    let release!: () => void;
    const rest = new Promise<void>((resolve) => (release = resolve));
    async function* content() {
      yield firstHalf;
      await rest; // the second half waits until the first is seen on disk
      yield encoder.encode('00000000000,LAST,10.00,1\n');
    }
    const response = streamingUpload(t, supplier, content());
    // All of it but the few bytes that could still be the start of the closing delimiter.
    const held = `\r\n--${BOUNDARY}`.length - 1;
    await expect
      .poll(() => storedFiles(filesDir).some((f) => f.bytes === firstHalf.byteLength - held), {
        timeout: 15_000,
      })
      .toBe(true);
    release();
    const answered = await response;
    expect(answered.status).toBe(202);
    const { id } = (await answered.json()) as { id: string };
    const [job] = await t.db.select().from(importJobs).where(eq(importJobs.id, id));
    expect(job!.fileBytes).toBe(firstHalf.byteLength + 25);
  });

  it('refuses a file past 50 MB while it streams, and keeps nothing of it', async () => {
    const before = storedFiles(filesDir);
    const chunk = new Uint8Array(1024 * 1024).fill(0x41);
    function* content() {
      for (let i = 0; i < IMPORT_LIMITS.maxFileBytes / chunk.byteLength; i++) yield chunk;
      yield encoder.encode('B'); // one byte past the cap
    }
    const response = await streamingUpload(t, supplier, content());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { file: ['The file is larger than 50 MB.'] } });
    expect(storedFiles(filesDir)).toEqual(before);
  });
});

describe('the quota of stored import files, and their retention', () => {
  let t: TestContext;
  let supplier: Credentials & { kind: 'session' };
  let worker: Awaited<ReturnType<typeof createWorker>>['worker'];
  let running: Promise<void>;
  let closeConnection: () => Promise<void>;
  const filesDir = mkdtempSync(join(tmpdir(), 'imports-quota-'));
  const QUOTA = 2600;

  beforeAll(async () => {
    t = await createTestContext({
      taskQueue: `imports-quota-${randomUUID()}`,
      filesDir,
      env: { IMPORT_QUOTA_BYTES: String(QUOTA) },
    });
    const created = await createWorker({
      address: t.env.temporal.address,
      namespace: t.env.temporal.namespace,
      taskQueue: t.env.temporal.taskQueue,
      deps: { db: t.db, env: t.env, now: () => new Date() },
      workflowBundle: prebuiltWorkflowBundle(),
    });
    worker = created.worker;
    closeConnection = () => created.connection.close();
    running = worker.run();
    supplier = await t.login('supplier@example.com');
  });
  afterAll(async () => {
    worker?.shutdown();
    await running;
    await closeConnection?.();
    await t?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const finished = async (id: string) => {
    await expect
      .poll(async () => (await t.db.select().from(importJobs).where(eq(importJobs.id, id)))[0]!.status, {
        timeout: 30_000,
      })
      .toMatch(/completed|failed/);
  };
  let oldJob: string;
  let recentJob: string;

  // QUOTA 2600 bytes; OLD 819 + RECENT 909 leave 872; MORE is 1129, each RACE file 609, AFTER 879.
  it('accepts uploads while the stored files fit the quota', async () => {
    for (const prefix of ['OLD', 'RECENT']) {
      const response = await formUpload(t, supplier, csvRows(30, prefix));
      expect(response.status).toBe(202);
      const { id } = (await response.json()) as { id: string };
      await finished(id);
      if (prefix === 'OLD') oldJob = id;
      else recentJob = id;
    }
    expect(storedFiles(filesDir)).toHaveLength(2);
  });

  it('refuses with 422 an upload that does not fit, cutting it off at the room left and keeping nothing', async () => {
    const whole = await formUpload(t, supplier, csvRows(40, 'MORE'));
    expect(whole.status).toBe(422);
    expect(((await whole.json()) as { message: string }).message).toMatch(
      /^Your import files would take more than 2 KB of storage\. Files are deleted 30 days after/,
    );
    function* big() {
      for (let i = 0; i < 10; i++) yield encoder.encode(csvRows(20, `BIG${i}`));
    }
    expect((await streamingUpload(t, supplier, big())).status).toBe(422);
    expect(storedFiles(filesDir)).toHaveLength(2);
  });

  it('lets only one of two racing uploads take the room that fits one', async () => {
    const statuses = await Promise.all(
      ['RACE-A', 'RACE-B'].map(async (prefix) => (await formUpload(t, supplier, csvRows(20, prefix))).status),
    );
    expect(statuses.sort()).toEqual([202, 422]);
    expect(storedFiles(filesDir)).toHaveLength(3);
  });

  it('checks the quota again when the job is written, deleting the stored file it refuses', async () => {
    const fileKey = newFileKey('imports', 'csv');
    // A file stored past the room left (263 bytes), as by an upload that raced another one.
    const fileBytes = await t.ports.files.put(fileKey, new TextEncoder().encode(csvRows(12, 'LATE')));
    const demo = DEMO_ACCOUNTS.find((a) => a.user.email === 'supplier@example.com')!;
    const caller = {
      ...(await findActiveIdentity(t.db, demo.user.id))!,
      via: { kind: 'token' as const, tokenId: 't' },
    };
    const start = startImport(
      {
        db: t.db,
        files: t.ports.files,
        temporal: t.temporal.client,
        taskQueue: t.env.temporal.taskQueue,
        now: new Date(),
        quotaBytes: QUOTA,
      },
      caller,
      { kind: 'inventory', fileName: 'late.csv', fileKey, fileBytes },
    );
    await expect(start).rejects.toMatchObject({ code: 'IMPORT_QUOTA_EXCEEDED' });
    expect(storedFiles(filesDir)).toHaveLength(3);
  });

  it('deletes the files of imports ended more than 30 days ago on schedule, which frees the quota', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await t.db
      .update(importJobs)
      .set({ finishedAt: daysAgo(31) })
      .where(eq(importJobs.id, oldJob));
    await t.db
      .update(importJobs)
      .set({ finishedAt: daysAgo(29) })
      .where(eq(importJobs.id, recentJob));
    const [oldRow] = await t.db.select().from(importJobs).where(eq(importJobs.id, oldJob));

    const workflowId = `purge-import-files-${randomUUID()}`;
    const result = await t.temporal.client.workflow.execute<() => Promise<{ files: number }>>(
      'purgeExpiredImportFilesWorkflow',
      {
        taskQueue: t.env.temporal.taskQueue,
        workflowId,
      },
    );
    expect(result).toEqual({ files: 1 });
    await recordHistoryIfAsked('purge-expired-import-files', workflowId, t.env.temporal.address);

    const rows = await t.db.select().from(importJobs);
    expect(rows.find((r) => r.id === oldJob)!.fileDeletedAt).not.toBeNull();
    expect(rows.find((r) => r.id === recentJob)!.fileDeletedAt).toBeNull();
    expect(storedFiles(filesDir).map((f) => f.name)).not.toContain(oldRow!.fileKey.split('/')[1]);
    expect(storedFiles(filesDir)).toHaveLength(2);

    // The job's error report still downloads without its file.
    const report = await t.call('GET', `/api/v1/imports/${oldJob}/errors.csv`, { as: supplier });
    expect(report.status).toBe(200);
    expect((await report.text()).split('\r\n')[0]).toMatch(/^line_number,reasons,/);

    // The room freed takes an upload that did not fit before.
    expect((await formUpload(t, supplier, csvRows(30, 'AFTER'))).status).toBe(202);
  });
});
