/** GET /api/health: no authentication; 200 when every part is up, 503 naming what is down. */
import { z } from 'zod';
import { checkHealth } from '../../../platform/health.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';

const Check = z.strictObject({ ok: z.boolean(), detail: z.string().optional() });

const HealthSchema = z
  .strictObject({
    status: z.enum(['ok', 'unavailable']),
    down: z.array(z.string()),
    checks: z.strictObject({
      database: Check,
      temporal: Check,
      worker: Check.extend({ pollers: z.number().int().optional() }),
    }),
  })
  .meta({ id: 'Health' });

const healthRoute = defineRoute({
  method: 'get',
  path: '/health',
  area: 'health',
  access: 'public',
  summary: 'Whether PostgreSQL, Temporal and a worker are up',
  responses: {
    200: jsonContent(HealthSchema, 'Every part is up'),
    503: jsonContent(HealthSchema, 'A part is down: `down` names it'),
  },
});

export const healthRoutes = createRouter();

addRoute(healthRoutes, healthRoute, async (c) => {
  const deps = c.get('deps');
  const health = await checkHealth({ ...deps, taskQueue: deps.env.temporal.taskQueue, now: deps.now() });
  const down = Object.entries(health.checks)
    .filter(([, check]) => !check.ok)
    .map(([name]) => name);
  c.header('Cache-Control', 'no-store');
  const body = {
    status: health.ok ? ('ok' as const) : ('unavailable' as const),
    down,
    checks: health.checks,
  };
  return health.ok ? c.json(body, 200) : c.json(body, 503);
});
