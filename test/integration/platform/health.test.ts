import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client.ts';
import { workerHeartbeats } from '../../../db/schema/index.ts';
import { startHeartbeat } from '../../../worker/heartbeat.ts';
import { WORKER_STALE_AFTER_MS } from '../../../platform/health.ts';
import { freePort, waitForPort } from '../../../scripts/lib/free-port.ts';
import { createTestContext, processStackOf, type Credentials, type TestContext } from '../../harness/app.ts';
import { startApiProcess, startWorkerProcess } from '../../harness/processes.ts';

let t: TestContext;
let support: Credentials;
beforeAll(async () => {
  t = await createTestContext({ taskQueue: `health-${randomUUID()}` });
  support = await t.login('support@example.com');
});
afterAll(() => t.close());

type HealthBody = {
  status: string;
  down: string[];
  checks: Record<string, { ok: boolean; detail?: string }>;
};

const DETAILED = '/api/v1/support/health';

describe('GET /api/health (public: liveness only)', () => {
  it('answers 200 with the liveness status alone, naming no part, even while the worker is down', async () => {
    const response = await t.call('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('detailed health (a support session or the internal port)', () => {
  it('refuses the detailed checks to an anonymous caller and to an account that is not support', async () => {
    expect((await t.call('GET', DETAILED)).status).toBe(401);
    const pharmacy = await t.login('pharmacy@example.com');
    expect((await t.call('GET', DETAILED, { as: pharmacy })).status).toBe(403);
  });

  it('answers support 503 naming the worker while no worker polls the task queue', async () => {
    const response = await t.call('GET', DETAILED, { as: support });
    expect(response.status).toBe(503);
    const body = (await response.json()) as HealthBody;
    expect(body.down).toEqual(['worker']);
    expect(body.checks.database!.ok && body.checks.temporal!.ok).toBe(true);
  });

  it('serves the detailed checks on the internal port of an API process, and only there', async () => {
    const internalPort = await freePort();
    const api = await startApiProcess(
      { databaseUrl: t.env.databaseUrl, temporalAddress: t.env.temporal.address },
      'api-internal',
      { INTERNAL_PORT: String(internalPort) },
    );
    try {
      await waitForPort(internalPort);
      const internal = await fetch(`http://127.0.0.1:${internalPort}/health`);
      expect(internal.status).toBe(503);
      expect(((await internal.json()) as HealthBody).checks.database).toEqual({ ok: true });
      expect((await fetch(`http://127.0.0.1:${internalPort}/api/v1/users/me`)).status).toBe(404);
      expect(await (await fetch(`${api.url}/api/health`)).json()).toEqual({ status: 'ok' });
    } finally {
      await api.stop();
    }
  });

  /** Polls the detailed health until it answers `status` (a worker process takes a few seconds to poll). */
  async function healthUntil(status: number): Promise<HealthBody> {
    for (let i = 0; i < 150; i++) {
      const response = await t.call('GET', DETAILED, { as: support });
      if (response.status === status) return (await response.json()) as HealthBody;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${DETAILED} never answered ${status}`);
  }

  const stack = () => processStackOf(t);

  it('answers 200 while a real worker process runs, and 503 as soon as it stops cleanly', async () => {
    const worker = await startWorkerProcess(stack());
    try {
      expect((await healthUntil(200)).status).toBe('ok');
    } finally {
      await worker.stop();
    }
    const after = await t.call('GET', DETAILED, { as: support });
    expect(after.status).toBe(503);
    expect(((await after.json()) as HealthBody).down).toContain('worker');
  });

  it('answers 503 naming the lane no worker polls (task queues split by kind of work, issue 22)', async () => {
    const worker = await startWorkerProcess(stack(), { WORKER_TASK_QUEUES: 'interactive,exports' });
    try {
      await expect
        .poll(
          async () => {
            const response = await t.call('GET', DETAILED, { as: support });
            return [response.status, ((await response.json()) as HealthBody).checks.worker!.detail];
          },
          { timeout: 15_000 },
        )
        .toEqual([503, 'no worker heartbeat on the imports queue']);
    } finally {
      await worker.stop();
    }
  });

  it('answers 503 once a killed worker process has missed its heartbeats (stale after 15 s)', async () => {
    const worker = await startWorkerProcess(stack());
    await healthUntil(200);
    worker.process.kill('SIGKILL');
    await new Promise((resolve) => worker.process.once('exit', resolve));
    // Its heartbeat row stays behind; 16 s later (the API's clock moved, no waiting) it is stale.
    t.setNow(new Date(Date.now() + WORKER_STALE_AFTER_MS + 1_000));
    try {
      const after = await t.call('GET', DETAILED, { as: support });
      expect(after.status).toBe(503);
      expect(((await after.json()) as HealthBody).checks.worker).toMatchObject({
        ok: false,
        detail: 'no worker heartbeat',
      });
    } finally {
      t.setNow(undefined);
      await worker.stop();
    }
  });
});

describe('worker heartbeat', () => {
  const rowsOf = (workerId: string) =>
    t.db.select().from(workerHeartbeats).where(eq(workerHeartbeats.workerId, workerId));

  it('leaves no row and beats no more when stopped while a beat is in flight', async () => {
    const workerId = `test-${randomUUID()}`;
    const stop = startHeartbeat(t.db, { workerId, taskQueue: t.env.temporal.taskQueue });
    await stop(); // the first beat was sent synchronously and is still in flight
    expect(await rowsOf(workerId)).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    expect(await rowsOf(workerId)).toEqual([]);
  });

  it('reports a failed beat instead of throwing it, so a database outage cannot crash the worker', async () => {
    const gone = openDatabase(t.env.databaseUrl, { max: 1 });
    await gone.close(); // every query on it now fails
    const failures: unknown[] = [];
    const stop = startHeartbeat(gone.db, {
      workerId: `test-${randomUUID()}`,
      taskQueue: t.env.temporal.taskQueue,
      onBeatFailed: (error) => failures.push(error),
    });
    await expect.poll(() => failures.length).toBe(1);
    // The delete on stop fails the same way, and says so to the caller (worker/main.ts logs it).
    await expect(stop()).rejects.toThrow();
  });
});
