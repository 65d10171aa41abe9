/**
 * Two API processes and two worker processes over one PostgreSQL and one Temporal, as compose runs
 * them (issue 22, "Two of everything, proven"): what one replica does, the other sees. Events reach a
 * /cable subscriber on the other API, files uploaded through one API are read through the other and
 * by the workers from the S3 bucket (no disk is shared: each process gets its own empty FILES_DIR),
 * rate limits and login throttling count across both, and a worker killed mid-import loses and
 * doubles no row while the other finishes the file.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectCable, logInOverHttp } from '../../harness/cable-client.ts';
import { insertProduct } from '../../harness/catalog-fixtures.ts';
import { createTestDatabase } from '../../harness/database.ts';
import { testNamespace } from '../../harness/namespaces.ts';
import { startApiProcess, startWorkerProcess, type StackEnv } from '../../harness/processes.ts';
import { createTestBucket } from '../../harness/s3.ts';
import { Client, Connection } from '@temporalio/client';

type Api = Awaited<ReturnType<typeof startApiProcess>>;
type Worker = Awaited<ReturnType<typeof startWorkerProcess>>;
type Progress = { type: string; job_id: string; status: string; processed_rows: number };

const ROWS = 20_000;
const BAD_EVERY = 10;
const SEARCHES_PER_ACCOUNT = 3;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let stack: StackEnv;
let apis: [Api, Api];
let workers: [Worker, Worker];
let temporal: Client;
let bucket: Awaited<ReturnType<typeof createTestBucket>>;
/** A FILES_DIR of its own for each process: a file found must have come through the bucket. */
const ownDirs = Array.from({ length: 4 }, () => mkdtempSync(join(tmpdir(), 'two-of-everything-')));

beforeAll(async () => {
  database = await createTestDatabase();
  stack = {
    databaseUrl: database.url,
    temporalAddress: inject('temporalAddress'),
    taskQueue: `two-of-everything-${randomUUID()}`,
    namespace: testNamespace(),
    workflowBundle: inject('workflowBundlePath'),
  };
  bucket = await createTestBucket();
  const apiEnv = { ...bucket.env, RATE_LIMITS: `search=${SEARCHES_PER_ACCOUNT}/1000/3600` };
  const started = await Promise.all([
    startApiProcess(stack, 'api-a', { ...apiEnv, FILES_DIR: ownDirs[0]! }),
    startApiProcess(stack, 'api-b', { ...apiEnv, FILES_DIR: ownDirs[1]! }),
    startWorkerProcess(stack, { ...bucket.env, FILES_DIR: ownDirs[2]! }),
    startWorkerProcess(stack, { ...bucket.env, FILES_DIR: ownDirs[3]! }),
  ]);
  apis = [started[0], started[1]];
  workers = [started[2], started[3]];
  temporal = new Client({
    connection: await Connection.connect({ address: stack.temporalAddress }),
    namespace: stack.namespace!,
  });
}, 240_000);

afterAll(async () => {
  await Promise.all([...(apis ?? []), ...(workers ?? [])].map((p) => p.stop()));
  await temporal?.connection.close();
  await database?.drop();
  bucket?.client.destroy();
  for (const dir of ownDirs) rmSync(dir, { recursive: true, force: true });
});

const [A, B] = [0, 1] as const;
const url = (api: 0 | 1, path: string) => `${apis[api].url}/api/v1${path}`;
const sessionHeaders = (s: { cookie: string; csrf: string }) => ({
  authorization: 'Web',
  cookie: s.cookie,
  'x-csrf-token': s.csrf,
});

function importCsv(products: { ndc: string }[]): string {
  const lines = ['ndc,sku,price,stock,expiry_date'];
  for (let i = 1; i <= ROWS; i++) {
    const stock = i % BAD_EVERY === 0 ? -1 : i % 50;
    lines.push(
      `${products[i % products.length]!.ndc},TWO-${i},${(10 + (i % 60)).toFixed(2)},${stock},2028-06-30`,
    );
  }
  return lines.join('\n');
}

/** The pid of the worker process that started the import's latest activity attempt. */
async function pidRunningImport(jobId: string): Promise<number | undefined> {
  const history = await temporal.workflow.getHandle(`import:${jobId}`).fetchHistory();
  const identities = (history.events ?? [])
    .map((e) => e.activityTaskStartedEventAttributes?.identity)
    .filter((i): i is string => !!i);
  const last = identities.at(-1);
  return last ? Number(last.split('@')[0]) : undefined;
}

describe('two APIs and two workers over one database and one Temporal', () => {
  it(
    'an import uploaded through B reports to a subscriber on A, and survives the death of the worker running it',
    { timeout: 300_000 },
    async () => {
      const products = await Promise.all(
        Array.from({ length: 40 }, () => insertProduct(database.db, { awpCents: 10_000 })),
      );
      const supplier = await logInOverHttp(apis[A].url, 'supplier@example.com');
      const cable = connectCable<{ type?: string; message?: Progress }>(apis[A].url, supplier.cookie, {
        timeoutMs: 240_000,
      });
      await cable.waitFor((f) => f.type === 'welcome');
      cable.subscribe({ channel: 'AccountChannel', account_id: supplier.accountId });
      await cable.waitFor((f) => f.type === 'confirm_subscription');

      const form = new FormData();
      form.set('kind', 'inventory');
      form.set('file', new Blob([importCsv(products)], { type: 'text/csv' }), 'two.csv');
      const uploaded = await fetch(url(B, '/imports'), {
        method: 'POST',
        headers: sessionHeaders(supplier),
        body: form,
      });
      expect(uploaded.status, await uploaded.clone().text()).toBe(202);
      const { id } = (await uploaded.json()) as { id: string };

      // Once a tenth of the file is in, kill whichever worker holds the activity.
      let victim: Worker | undefined;
      for (let i = 0; i < 6000 && !victim; i++) {
        const [job] = await database.sql<{ processed_rows: number }[]>`
          select processed_rows from import_jobs where id = ${id}`;
        const pid = job!.processed_rows >= 2_000 ? await pidRunningImport(id) : undefined;
        victim = workers.find((w) => w.process.pid === pid);
        if (!victim) await new Promise((r) => setTimeout(r, 20));
      }
      expect(victim, 'one of the two workers ran the import').toBeDefined();
      victim!.process.kill('SIGKILL');

      const ofJob = (f: { message?: Progress }) =>
        f.message?.type === 'import.progress' && f.message.job_id === id;
      await cable.waitFor((f) => ofJob(f) && f.message!.status === 'completed');
      const survivor = workers.find((w) => w !== victim)!;
      expect(await pidRunningImport(id), 'the other worker finished the file').toBe(survivor.process.pid);

      const good = ROWS - ROWS / BAD_EVERY;
      const [job] = await database.sql<{ status: string; imported_rows: number; failed_rows: number }[]>`
        select status, imported_rows, failed_rows from import_jobs where id = ${id}`;
      expect(job).toEqual({ status: 'completed', imported_rows: good, failed_rows: ROWS / BAD_EVERY });
      const [listings] = await database.sql<{ n: number; skus: number }[]>`
        select count(*)::int as n, count(distinct sku)::int as skus from listings where import_job_id = ${id}`;
      expect(listings).toEqual({ n: good, skus: good });
      const [errors] = await database.sql<{ n: number; lines: number }[]>`
        select count(*)::int as n, count(distinct line_number)::int as lines from import_row_errors where job_id = ${id}`;
      expect(errors).toEqual({ n: ROWS / BAD_EVERY, lines: ROWS / BAD_EVERY });
      // The file was in the bucket, never on any process's disk.
      const [stored] = await database.sql<{ file_key: string }[]>`
        select file_key from import_jobs where id = ${id}`;
      const head = await bucket.client.send(
        new HeadObjectCommand({ Bucket: bucket.settings.bucket, Key: stored!.file_key }),
      );
      expect(head.ContentLength).toBeGreaterThan(0);
      expect(ownDirs.flatMap((dir) => readdirSync(dir))).toEqual([]);
      cable.socket.close();
    },
  );

  it('a document uploaded through A is downloaded through B, and deleted through B is gone from A', async () => {
    const pharmacy = await logInOverHttp(apis[A].url, 'pharmacy@example.com');
    const bytes = new TextEncoder().encode(`%PDF-1.4\n% two replicas ${randomUUID()}\n%%EOF\n`);
    const form = new FormData();
    form.set('kind', 'resale');
    form.set('state_code', 'TX');
    form.set('file', new Blob([bytes]), 'resale.pdf');
    const uploaded = await fetch(url(A, '/pharmacy/tax_documents'), {
      method: 'POST',
      headers: sessionHeaders(pharmacy),
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { document } = (await uploaded.json()) as { document: { id: string } };

    const downloaded = await fetch(url(B, `/pharmacy/tax_documents/${document.id}`), {
      headers: sessionHeaders(pharmacy),
    });
    expect(downloaded.status).toBe(200);
    expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(bytes);

    const deleted = await fetch(url(B, `/pharmacy/tax_documents/${document.id}`), {
      method: 'DELETE',
      headers: sessionHeaders(pharmacy),
    });
    expect(deleted.status).toBe(200);
    const gone = await fetch(url(A, `/pharmacy/tax_documents/${document.id}`), {
      headers: sessionHeaders(pharmacy),
    });
    expect(gone.status).toBe(404);
  });

  it('counts a rate limit across both APIs', async () => {
    const pharmacy = await logInOverHttp(apis[A].url, 'pharmacy.member@example.com');
    const statuses: number[] = [];
    for (let i = 0; i <= SEARCHES_PER_ACCOUNT; i++) {
      const response = await fetch(url(i % 2 === 0 ? A : B, '/products/search?input=ato'), {
        headers: sessionHeaders(pharmacy),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(SEARCHES_PER_ACCOUNT).fill(200), 429]);
  });

  it('throttles failed logins across both APIs', async () => {
    const attempt = (api: 0 | 1) =>
      fetch(url(api, '/session'), {
        method: 'POST',
        headers: { authorization: 'Web', 'content-type': 'application/json', origin: apis[api].url },
        body: JSON.stringify({ email: 'seller@example.com', password: 'Wrong-Password-1!' }),
      }).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await attempt(i % 2 === 0 ? A : B));
    // Five free failures, shared by the two replicas; the sixth waits wherever it lands.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
