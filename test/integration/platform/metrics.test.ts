/**
 * Prometheus metrics (issue 22, "Traces, logs, metrics"): on the API's internal port its request
 * rate and latency by route pattern and its pool use, and on a worker process's metrics address its
 * workflow-task and activity latency as the Temporal runtime reports them.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInternalApp } from '../../../api/routes/health/internal-app.ts';
import { createLogger } from '../../../platform/logger.ts';
import { freePort, waitForPort } from '../../../scripts/lib/free-port.ts';
import { createTestContext, processStackOf, type Credentials, type TestContext } from '../../harness/app.ts';
import { startWorkerProcess } from '../../harness/processes.ts';
import { makeOffer } from '../offers/offers-fixtures.ts';

let t: TestContext;
let pharmacy: Credentials;
beforeAll(async () => {
  t = await createTestContext({ taskQueue: `metrics-${randomUUID()}` });
  pharmacy = await t.login('pharmacy@example.com');
});
afterAll(() => t.close());

/** One sample's value from Prometheus text, by its name and exact labels; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^(\w+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2]!.split(',');
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics on the API’s internal port', () => {
  it('counts and times requests by route pattern, never by raw path, and shows the pool’s use', async () => {
    const internal = createInternalApp({
      db: t.db,
      sql: t.sql,
      env: t.env,
      logger: createLogger({ level: 'silent' }),
      temporal: t.temporal,
      now: () => new Date(),
      ports: t.ports,
    });
    const scrape = async () => (await internal.request('/metrics')).text();
    const route = { method: 'GET', route: '/api/v1/offers/:id', status: '404' };
    const before = sample(await scrape(), 'http_requests_total', route) ?? 0;

    const missing = randomUUID();
    for (let i = 0; i < 2; i++)
      expect((await t.call('GET', `/api/v1/offers/${missing}`, { as: pharmacy })).status).toBe(404);

    const response = await internal.request('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(sample(text, 'http_requests_total', route)).toBe(before + 2);
    expect(sample(text, 'http_request_duration_seconds_count', route)).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain(missing);
    expect(
      sample(text, 'db_query_duration_seconds_count', { operation: 'SELECT', outcome: 'ok' }),
    ).toBeGreaterThan(0);
    expect(text).toMatch(/^db_queries_in_flight \d+$/m);
    expect(text).toMatch(/^db_pool_max_connections \d+$/m);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});

describe('GET /metrics on the worker’s TEMPORAL_METRICS_ADDRESS', () => {
  it('serves the Temporal runtime’s workflow task and activity latency by type', async () => {
    const port = await freePort();
    const worker = await startWorkerProcess(processStackOf(t), {
      TEMPORAL_METRICS_ADDRESS: `127.0.0.1:${port}`,
    });
    try {
      await waitForPort(port);
      // An offer starts its negotiation workflow, whose first activity opens it.
      await makeOffer(t, pharmacy);
      const activity = { activity_type: 'openOfferNegotiation' };
      let text = '';
      await expect
        .poll(
          async () => {
            text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
            return sample(text, 'temporal_activity_execution_latency_seconds_count', activity) ?? 0;
          },
          { timeout: 30_000, interval: 500 },
        )
        .toBeGreaterThan(0);
      expect(
        sample(text, 'temporal_workflow_task_execution_latency_seconds_count', {
          workflow_type: 'offerNegotiationWorkflow',
        }),
      ).toBeGreaterThan(0);
      // Failure counters (temporal_activity_execution_failed_total, temporal_workflow_failed_total)
      // appear with the first failure of their type; a latency series exists from the first run.
    } finally {
      await worker.stop();
    }
  });
});
