/**
 * Every SQL statement timed in one place: postgres.js's `Query.handle`, which each statement passes
 * once on its way to a connection, whether drizzle sent it, a tagged template, a transaction's
 * `begin`/`commit` or a reserved connection. (drizzle's logger sees only the text before sending;
 * a wrapper around the client misses the statements of a transaction's own `sql`.) Each statement
 * updates the pool metrics, and while tracing is on it becomes a client span under the caller's
 * span with the statement text as postgres.js sent it, `$1` placeholders and all. Parameters are
 * never recorded, nor a failure's message (it can quote a value): only its SQLSTATE.
 */
import { SpanKind, SpanStatusCode, type Span } from '@opentelemetry/api';
import type postgres from 'postgres';
import { dbPoolMax, dbQueriesInFlight, dbQueryDuration } from './metrics.ts';
import { activeTracing } from './tracing.ts';

/** What this hook reads of postgres.js's Query (a Promise subclass); none of it is public API. */
type PendingQuery = Promise<unknown> & {
  executed: boolean;
  strings: readonly string[];
  /** The statement as built for the wire; set once a connection has sent it. */
  string?: string;
  handle: (this: PendingQuery) => Promise<void>;
};
type QueryPrototype = PendingQuery & { [OBSERVED]?: true };

const OBSERVED = Symbol.for('marketplace.sql-observed');
const MAX_TEXT = 4_000;

/** Installs the hook once per process (every pool shares postgres.js's Query class). */
export function observeQueries(sql: postgres.Sql): void {
  dbPoolMax.set(Number(sql.options.max));
  // The class is not exported: a statement built and never awaited is not sent, and shows its prototype.
  const prototype = Object.getPrototypeOf(sql`select 1`) as QueryPrototype;
  if (prototype[OBSERVED]) return;
  const handle = prototype.handle;
  prototype.handle = function observedHandle(this: PendingQuery) {
    if (!this.executed) observe(this);
    return handle.call(this);
  };
  prototype[OBSERVED] = true;
}

function observe(query: PendingQuery): void {
  const started = performance.now();
  dbQueriesInFlight.inc();
  const span = activeTracing()?.tracer.startSpan('postgresql', {
    kind: SpanKind.CLIENT,
    attributes: { 'db.system': 'postgresql' },
  });
  const settle = (failed: boolean, error?: unknown) => {
    dbQueriesInFlight.dec();
    const text = (query.string ?? query.strings.join('?')).trim();
    const operation = operationOf(text);
    const outcome = failed ? 'error' : 'ok';
    dbQueryDuration.observe({ operation, outcome }, (performance.now() - started) / 1000);
    if (span) endSpan(span, text, operation, failed, error);
  };
  // Promise's own then: Query's override would dispatch the statement a second time.
  void Promise.prototype.then.call(
    query,
    () => settle(false),
    (error: unknown) => settle(true, error),
  );
}

function endSpan(span: Span, text: string, operation: string, failed: boolean, error: unknown): void {
  span.updateName(operation);
  span.setAttribute('db.operation.name', operation);
  span.setAttribute('db.query.text', text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);
  if (failed) {
    const code = (error as { code?: unknown }).code;
    span.setStatus({ code: SpanStatusCode.ERROR, ...(typeof code === 'string' ? { message: code } : {}) });
    if (typeof code === 'string') span.setAttribute('db.response.status_code', code);
  }
  span.end();
}

/** The statement's first keyword (SELECT, INSERT, WITH, BEGIN…): a bounded label and the span's name. */
export function operationOf(text: string): string {
  const word = /^\s*([a-z]+)/i.exec(text)?.[1];
  return word ? word.toUpperCase() : 'UNKNOWN';
}
