/**
 * The offers bench's world, built the way production runs it but in one process: the real API
 * application (createApp, called in-process with app.request() as the test harness does, no
 * sockets) with the API's pool size, an in-process worker with the worker's pool size on a task
 * queue of its own running the product's workflows plus the bare-update baseline, the demo
 * pharmacy and the demo supplier (Keystone) logged in, and a Keystone listing with enough stock.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode, DefaultLogger, Runtime } from '@temporalio/worker';
import { createApp } from '../../api/app.ts';
import { openDatabase } from '../../db/client.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { readEnv } from '../../platform/env.ts';
import { createLogger } from '../../platform/logger.ts';
import { createLocalPorts } from '../../activities/ports/index.ts';
import { connectTemporal } from '../../platform/temporal/connection.ts';
import { createWorker } from '../../worker/create-worker.ts';
import { insertListing, insertProduct, SUPPLIER_ID } from '../harness/catalog-fixtures.ts';

const ORIGIN = 'http://localhost:3000';
const BENCH_WORKFLOWS = fileURLToPath(new URL('./offers-bench-workflows.ts', import.meta.url));
/** The pools api/main.ts and worker/main.ts open. */
const API_POOL = 10;
const WORKER_POOL = 5;

export type Session = { cookie: string; csrf: string };
export type Answer = { status: number; body: unknown };

const quiet = { log() {}, info() {}, warn() {}, error() {}, debug() {}, trace() {} };

/** The worker's effective settings (SDK defaults unless createWorker sets them), for the report. */
function describeWorker(options: Record<string, unknown>) {
  const tuner = options.tuner as Record<string, { type: string; numSlots?: number }>;
  return {
    workflowTaskSlots: tuner.workflowTaskSlotSupplier?.numSlots ?? tuner.workflowTaskSlotSupplier?.type,
    activityTaskSlots: tuner.activityTaskSlotSupplier?.numSlots ?? tuner.activityTaskSlotSupplier?.type,
    workflowTaskPollers: options.workflowTaskPollerBehavior,
    activityTaskPollers: options.activityTaskPollerBehavior,
    maxCachedWorkflows: options.maxCachedWorkflows,
    workflowThreadPoolSize: options.workflowThreadPoolSize,
    reuseV8Context: options.reuseV8Context,
    apiPool: API_POOL,
    workerPool: WORKER_POOL,
  };
}

/** The SDK's worker logs at WARN, as worker/main.ts sets it; a runtime already installed by the caller is kept. */
function quietenWorkerLogs() {
  try {
    Runtime.install({ logger: new DefaultLogger('WARN') });
  } catch {
    // Installed before (another bench in this process): its logger stays.
  }
}

/** Opens the world on `databaseUrl` (migrated and seeded) and the Temporal server at `temporalAddress`. */
export async function openOffersWorld(input: {
  databaseUrl: string;
  temporalAddress: string;
  stock: number;
}) {
  const taskQueue = `bench-offers-${randomUUID()}`;
  const env = readEnv({
    NODE_ENV: 'test',
    DATABASE_URL: input.databaseUrl,
    TEMPORAL_ADDRESS: input.temporalAddress,
    TEMPORAL_TASK_QUEUE: taskQueue,
    PUBLIC_ORIGINS: ORIGIN,
    LOG_LEVEL: 'warn',
    // One pharmacy makes every offer: the limit is lifted, the counting upsert still runs.
    RATE_LIMITS: 'offers=1000000/1000000/3600',
  });
  const apiDb = openDatabase(env.databaseUrl, { max: API_POOL });
  const workerDb = openDatabase(env.databaseUrl, { max: WORKER_POOL });
  const temporal = connectTemporal(env);
  // Warnings and errors are kept (the first 50) and shown when a call fails; request lines are info.
  const problems: string[] = [];
  const logger = createLogger({
    level: 'warn',
    write: (line) => void (problems.length < 50 && problems.push(line)),
  });
  const now = () => new Date();
  const ports = createLocalPorts({ db: apiDb.db, now, filesDir: env.filesDir, s3: env.s3 });
  const app = createApp(
    { db: apiDb.db, sql: apiDb.sql, env, logger, temporal, now, ports },
    { serveSpa: false },
  );

  quietenWorkerLogs();
  const workflowBundle = await bundleWorkflowCode({ workflowsPath: BENCH_WORKFLOWS, logger: quiet });
  const { worker, workers, connection } = await createWorker({
    address: env.temporal.address,
    namespace: env.temporal.namespace,
    taskQueue,
    lanes: ['interactive'],
    deps: { db: workerDb.db, env, now },
    workflowBundle,
  });
  const running = worker.run();

  /** One API call as the SPA makes it (session cookie, CSRF header, JSON); answers status and JSON body. */
  async function call(method: string, path: string, as: Session | null, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { authorization: 'Web' };
    if (as) Object.assign(headers, { cookie: as.cookie, 'x-csrf-token': as.csrf });
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET') headers['idempotency-key'] = `bench-${randomUUID()}`;
    const response = await app.request(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  async function login(email: string): Promise<Session> {
    const response = await app.request('/api/v1/session', {
      method: 'POST',
      headers: { authorization: 'Web', 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (response.status !== 200)
      throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    const { csrf_token } = (await response.json()) as { csrf_token: string };
    return { cookie, csrf: csrf_token };
  }

  const product = await insertProduct(apiDb.db, { name: `Bench Offers ${taskQueue.slice(-8)}` });
  const listing = await insertListing(apiDb.db, product.id, {
    supplierAccountId: SUPPLIER_ID,
    packPriceCents: 5_000,
    stock: input.stock,
  });

  return {
    env,
    taskQueue,
    temporal,
    listingId: listing.id,
    db: apiDb.db,
    problems,
    workerSettings: describeWorker(workers[0]!.options as unknown as Record<string, unknown>),
    call,
    pharmacy: await login('pharmacy@example.com'),
    supplier: await login('supplier@example.com'),
    close: async () => {
      worker.shutdown();
      await running;
      await Promise.allSettled([connection.close(), temporal.close(), apiDb.close(), workerDb.close()]);
    },
  };
}

export type OffersWorld = Awaited<ReturnType<typeof openOffersWorld>>;
