/**
 * The detailed health of the parts the product needs (PostgreSQL, Temporal, a worker polling each
 * task-queue lane), as the support route and the internal port answer it: 200 when every part is up,
 * 503 with `down` naming the failing parts.
 */
import { z } from 'zod';
import { checkHealth } from '../../../platform/health.ts';
import type { AppDeps } from '../../context.ts';

const Check = z.strictObject({ ok: z.boolean(), detail: z.string().optional() });

export const HealthSchema = z
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

export type HealthReport = z.infer<typeof HealthSchema>;

/** Runs every check now; `ok` tells whether to answer 200 or 503. */
export async function reportHealth(deps: AppDeps): Promise<{ ok: boolean; body: HealthReport }> {
  const health = await checkHealth({ ...deps, taskQueue: deps.env.temporal.taskQueue, now: deps.now() });
  const down = Object.entries(health.checks)
    .filter(([, check]) => !check.ok)
    .map(([name]) => name);
  const body = {
    status: health.ok ? ('ok' as const) : ('unavailable' as const),
    down,
    checks: health.checks,
  };
  return { ok: health.ok, body };
}
