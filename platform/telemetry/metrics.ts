/**
 * The process's Prometheus metrics, served as text at GET /metrics on the internal port
 * (api/routes/health/internal-app.ts). One registry of our own, not prom-client's global one, with
 * each metric made once per process: tests build many apps in one process and share them. The
 * worker's workflow and activity metrics come from the Temporal runtime itself (worker/main.ts).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();

/** Requests by method, route pattern (never the raw path: ids would make a series each) and status. */
export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Statements sent and not yet answered: the pool's connections in use (and queued work past them). */
export const dbQueriesInFlight = new Gauge({
  name: 'db_queries_in_flight',
  help: 'SQL statements sent to the pool and not yet answered',
  registers: [metricsRegistry],
});

export const dbPoolMax = new Gauge({
  name: 'db_pool_max_connections',
  help: 'The most connections the process pool opens (the api and worker size theirs apart)',
  registers: [metricsRegistry],
});

export const dbQueryDuration = new Histogram({
  name: 'db_query_duration_seconds',
  help: 'Time from sending a SQL statement (waiting for a connection included) to its answer',
  labelNames: ['operation', 'outcome'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [metricsRegistry],
});

let processMetrics = false;

/** The Prometheus text of every metric; the first call adds Node's own (heap, event-loop lag, GC). */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  if (!processMetrics) {
    processMetrics = true;
    collectDefaultMetrics({ register: metricsRegistry });
  }
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
