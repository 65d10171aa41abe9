import { context, propagation, SpanKind, SpanStatusCode, type Span } from '@opentelemetry/api';
import type { Context, MiddlewareHandler } from 'hono';
import { httpRequestDuration, httpRequests } from '../../platform/telemetry/metrics.ts';
import { activeTracing, type Tracing } from '../../platform/telemetry/tracing.ts';
import type { AppEnv } from '../context.ts';

/**
 * Counts and times every request by its route pattern (`/api/v1/offers/:id/respond`, not the raw
 * path, so an id never becomes a series of its own), and while tracing is on runs it inside a
 * server span continuing the caller's W3C `traceparent`: the Temporal call, the SQL and the log
 * lines made while answering are its children. The outermost middleware, so the span and the
 * clock cover the whole answer, errors mapped by onError included.
 */
export function observeRequests(): MiddlewareHandler<AppEnv> {
  return async function observeRequestsMiddleware(c, next) {
    const started = performance.now();
    const tracing = activeTracing();
    if (tracing) await traced(tracing, c, next);
    else await next();
    const labels = { method: c.req.method, route: routePatternOf(c), status: String(c.res.status) };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, (performance.now() - started) / 1000);
  };
}

async function traced(tracing: Tracing, c: Context<AppEnv>, next: () => Promise<void>) {
  const parent = propagation.extract(context.active(), c.req.raw.headers, {
    keys: (carrier) => [...carrier.keys()],
    get: (carrier, key) => carrier.get(key) ?? undefined,
  });
  const attributes = { 'http.request.method': c.req.method, 'url.path': c.req.path };
  await tracing.tracer.startActiveSpan(
    c.req.method,
    { kind: SpanKind.SERVER, attributes },
    parent,
    async (span: Span) => {
      try {
        await next();
      } finally {
        const route = routePatternOf(c);
        span.updateName(`${c.req.method} ${route}`);
        span.setAttribute('http.route', route);
        span.setAttribute('http.response.status_code', c.res.status);
        if (c.res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
    },
  );
}

/** The pattern of the route that answered, its parameters' constraints left out (`:id{[0-9a-f-]+}` → `:id`). */
export function routePatternOf(c: Context): string {
  let pattern = '';
  let depth = 0;
  for (const char of c.req.routePath) {
    if (char === '{') depth++;
    else if (char === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0) pattern += char;
  }
  return pattern;
}
