/**
 * An import's progress reaches the supplier's browser over /cable while the job runs (supplier-side
 * §4 Import: the page follows the import live), not only its end: a real API process and a real
 * worker process, and a WebSocket client subscribed to the supplier's account stream.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IMPORT_CHUNK_ROWS } from '../../../activities/imports/import-file.ts';
import { connectCable, logInOverHttp } from '../../harness/cable-client.ts';
import { createTestDatabase } from '../../harness/database.ts';
import { startApiProcess, startWorkerProcess } from '../../harness/processes.ts';
import { testNamespace } from '../../harness/namespaces.ts';

type Progress = {
  type: string;
  job_id: string;
  status: string;
  processed_rows: number;
  total_rows: number | null;
};
type Frame = { type?: string; identifier?: string; message?: Progress };

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let api: Awaited<ReturnType<typeof startApiProcess>>;
let worker: Awaited<ReturnType<typeof startWorkerProcess>>;
const filesDir = mkdtempSync(join(tmpdir(), 'imports-cable-'));

beforeAll(async () => {
  database = await createTestDatabase();
  const stack = {
    databaseUrl: database.url,
    temporalAddress: inject('temporalAddress'),
    taskQueue: `imports-cable-${randomUUID()}`,
    namespace: testNamespace(),
    workflowBundle: inject('workflowBundlePath'),
  };
  [api, worker] = await Promise.all([
    startApiProcess(stack, 'api', { FILES_DIR: filesDir }),
    startWorkerProcess(stack, { FILES_DIR: filesDir }),
  ]);
});
afterAll(async () => {
  await Promise.all([api?.stop(), worker?.stop()]);
  await database?.drop();
  rmSync(filesDir, { recursive: true, force: true });
});

const logIn = (email: string) => logInOverHttp(api.url, email);
const connect = (cookie: string) => connectCable<Frame>(api.url, cookie, { timeoutMs: 60_000 });

describe('import progress over /cable', () => {
  it('publishes each committed chunk while the import runs, before it completes', async () => {
    const supplier = await logIn('supplier@example.com');
    const client = connect(supplier.cookie);
    await client.waitFor((f) => f.type === 'welcome');
    client.socket.send(
      JSON.stringify({
        command: 'subscribe',
        identifier: JSON.stringify({ channel: 'AccountChannel', account_id: supplier.accountId }),
      }),
    );
    await client.waitFor((f) => f.type === 'confirm_subscription');

    // Two and a half chunks: two checkpoints inside the file, then the last rows.
    const rows = IMPORT_CHUNK_ROWS * 2 + IMPORT_CHUNK_ROWS / 2;
    const lines = Array.from({ length: rows }, (_, i) => `00000000000,CABLE-${i},10.00,5`);
    const form = new FormData();
    form.set('kind', 'inventory');
    form.set('file', new Blob([['ndc,sku,price,stock', ...lines].join('\n')]), 'progress.csv');
    const uploaded = await fetch(`${api.url}/api/v1/imports`, {
      method: 'POST',
      headers: { authorization: 'Web', cookie: supplier.cookie, 'x-csrf-token': supplier.csrf },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(202);
    const { id } = (await uploaded.json()) as { id: string };

    const ofJob = (f: Frame) => f.message?.type === 'import.progress' && f.message.job_id === id;
    await client.waitFor((f) => ofJob(f) && f.message!.status === 'completed');
    const events = client.frames.filter(ofJob).map((f) => f.message!);
    const completedAt = events.findIndex((e) => e.status === 'completed');
    const whileRunning = events
      .slice(0, completedAt)
      .filter((e) => e.status === 'running' && e.processed_rows > 0);
    expect(whileRunning.map((e) => e.processed_rows)).toEqual([
      IMPORT_CHUNK_ROWS,
      IMPORT_CHUNK_ROWS * 2,
      rows,
    ]);
    expect(whileRunning.every((e) => e.total_rows === rows)).toBe(true);
    client.socket.close();
  });
});
