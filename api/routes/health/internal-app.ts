/**
 * The internal port (INTERNAL_PORT, bound to INTERNAL_HOST, 127.0.0.1 unless set): GET /health with
 * the detailed checks and GET /metrics in Prometheus text (platform/telemetry/metrics.ts), for the
 * machine's supervisor, an orchestrator or monitoring inside the private network. Never published
 * through the proxy; outside the API contract.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../../context.ts';
import { renderMetrics } from '../../../platform/telemetry/metrics.ts';
import { reportHealth } from './health-report.ts';

export function createInternalApp(deps: AppDeps) {
  const app = new Hono();
  app.get('/health', async (c) => {
    const { ok, body } = await reportHealth(deps);
    c.header('Cache-Control', 'no-store');
    return c.json(body, ok ? 200 : 503);
  });
  app.get('/metrics', async (c) => {
    const { contentType, body } = await renderMetrics();
    c.header('Cache-Control', 'no-store');
    return c.body(body, 200, { 'Content-Type': contentType });
  });
  app.notFound((c) => c.json({ status: 404, detail: 'Not found' }, 404));
  return app;
}
