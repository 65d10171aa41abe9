import { randomUUID } from 'node:crypto';
import { trace } from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import { withLogFields } from '../../platform/logger.ts';
import type { AppDeps, AppEnv } from '../context.ts';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request its dependencies and an id (echoed as X-Request-Id); every line logged while
 * the request runs carries the id, whichever logger writes it (platform/logger.ts withLogFields).
 */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async function requestContextMiddleware(c, next) {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('logger', deps.logger);
    c.header('X-Request-Id', requestId);
    // The request's span (observe-requests.ts) names the id, so a trace leads to its log lines.
    trace.getActiveSpan()?.setAttribute('request.id', requestId);
    const started = performance.now();
    await withLogFields({ requestId }, async () => {
      await next();
      deps.logger.info('request', {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    });
  };
}
