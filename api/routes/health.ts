import { Hono } from 'hono';
import { checkHealth } from '../../platform/health.ts';
import type { AppEnv } from '../context.ts';

/** GET /api/health: no authentication; 200 when every part is up, 503 naming what is down. */
export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const deps = c.get('deps');
  const health = await checkHealth({ ...deps, taskQueue: deps.env.temporal.taskQueue, now: deps.now() });
  const down = Object.entries(health.checks)
    .filter(([, check]) => !check.ok)
    .map(([name]) => name);
  c.header('Cache-Control', 'no-store');
  return c.json(
    { status: health.ok ? 'ok' : 'unavailable', down, checks: health.checks },
    health.ok ? 200 : 503,
  );
});
