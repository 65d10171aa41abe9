import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
