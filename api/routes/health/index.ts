/**
 * Health. The public GET /api/health answers liveness only (the process serves requests): what the
 * proxy and the container runtime need, and nothing an outsider could use to map the system. The
 * detailed checks (PostgreSQL, Temporal, the worker) need a support session
 * (GET /api/v1/support/health) or the internal port (./internal-app.ts).
 */
import { z } from 'zod';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { HealthSchema, reportHealth } from './health-report.ts';

const area = 'health';

const LivenessSchema = z.strictObject({ status: z.literal('ok') }).meta({ id: 'Liveness' });

const livenessRoute = defineRoute({
  method: 'get',
  path: '/health',
  area,
  access: 'public',
  summary: 'Liveness: the API process answers',
  description:
    'Says nothing about the database, Temporal or the workers: support staff read those on `GET /api/v1/support/health`.',
  responses: { 200: jsonContent(LivenessSchema, 'The process is up') },
});

const detailRoute = defineRoute({
  method: 'get',
  path: '/support/health',
  area,
  access: ['support'],
  summary: 'Whether PostgreSQL, Temporal and a worker are up',
  responses: {
    200: jsonContent(HealthSchema, 'Every part is up'),
    503: jsonContent(HealthSchema, 'A part is down: `down` names it'),
  },
});

/** Mounted at /api: the public liveness answer. */
export const healthRoutes = createRouter();

addRoute(healthRoutes, livenessRoute, (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'ok' as const }, 200);
});

/** Mounted at /api/v1: the detailed checks, for support staff. */
export const supportHealthRoutes = createRouter();

addRoute(supportHealthRoutes, detailRoute, async (c) => {
  const { ok, body } = await reportHealth(c.get('deps'));
  c.header('Cache-Control', 'no-store');
  return ok ? c.json(body, 200) : c.json(body, 503);
});
