import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { workerHeartbeats } from '../../db/schema/index.ts';
import { createWorker } from '../../worker/create-worker.ts';
import { startHeartbeat } from '../../worker/heartbeat.ts';
import { createTestContext, type TestContext } from '../harness/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ taskQueue: `health-${randomUUID()}` });
});
afterAll(() => t.close());

type HealthBody = {
  status: string;
  down: string[];
  checks: Record<string, { ok: boolean; detail?: string }>;
};

describe('GET /api/health', () => {
  it('answers 503 naming the worker while no worker polls the task queue', async () => {
    const response = await t.call('GET', '/api/health');
    expect(response.status).toBe(503);
    const body = (await response.json()) as HealthBody;
    expect(body.down).toEqual(['worker']);
    expect(body.checks.database!.ok && body.checks.temporal!.ok).toBe(true);
  });

  it('answers 200 while a worker runs, and 503 as soon as it stops', async () => {
    const { worker, connection } = await createWorker({
      address: t.env.temporal.address,
      namespace: t.env.temporal.namespace,
      taskQueue: t.env.temporal.taskQueue,
      deps: { db: t.db, env: t.env, now: () => new Date() },
    });
    const stopHeartbeat = startHeartbeat(t.db, {
      workerId: `test-${randomUUID()}`,
      taskQueue: t.env.temporal.taskQueue,
    });
    const running = worker.run();
    let healthy: HealthBody | undefined;
    for (let i = 0; i < 50 && !healthy; i++) {
      const response = await t.call('GET', '/api/health');
      if (response.status === 200) healthy = (await response.json()) as HealthBody;
      else await new Promise((r) => setTimeout(r, 200));
    }
    expect(healthy?.status).toBe('ok');

    worker.shutdown();
    await running;
    await stopHeartbeat();
    await connection.close();
    const after = await t.call('GET', '/api/health');
    expect(after.status).toBe(503);
    expect(((await after.json()) as HealthBody).down).toContain('worker');
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
