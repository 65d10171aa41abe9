/**
 * Structured JSON logs through pino on stdout, one line per event. Values under sensitive keys are
 * replaced before anything is written (ASVS v5 16.2.5), and strings are JSON-encoded, so a
 * user-supplied newline can never forge a log line (ASVS v5 16.4.1). A failed query is logged by its
 * SQLSTATE, constraint and table, never with its parameters (platform/database-errors.ts). A line
 * written while a request runs carries its request id (withLogFields), and the trace and span ids
 * while tracing is on (platform/telemetry/tracing.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { trace } from '@opentelemetry/api';
import { pino } from 'pino';
import { DatabaseFailure, withoutSqlParameters } from './database-errors.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type Logger = {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
};

const SENSITIVE_KEY =
  /pass(word)?|secret|token|cookie|authorization|csrf|ssn|card|cvc|cvv|routing|account_number|dob/i;
export const REDACTED = '[redacted]';

/** Copies a value with every sensitive key's value replaced; depth-limited and cycle-safe. */
export function scrub(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6 || seen.has(value)) return '[truncated]';
  seen.add(value);
  if (value instanceof Error) {
    // A failed query's parameters never reach a log: only its SQLSTATE, constraint and table.
    const safe = withoutSqlParameters(value) as Error;
    const facts = safe instanceof DatabaseFailure ? safe.toFields() : {};
    return { name: safe.name, message: safe.message, stack: safe.stack, ...facts };
  }
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value))
    out[key] = SENSITIVE_KEY.test(key) ? REDACTED : scrub(v, depth + 1, seen);
  return out;
}

const scope = new AsyncLocalStorage<Record<string, unknown>>();

/** Runs `fn` with `fields` on every line logged inside it, through any logger (the request id). */
export function withLogFields<T>(fields: Record<string, unknown>, fn: () => T): T {
  return scope.run({ ...scope.getStore(), ...fields }, fn);
}

/** One field of the surrounding scope (the request id a Temporal call carries on), if set. */
export function currentLogField(name: string): unknown {
  return scope.getStore()?.[name];
}

/** The fields of the surrounding scope, and the active span's ids while tracing is on. */
function contextFields(): Record<string, unknown> {
  const fields = { ...scope.getStore() };
  const span = trace.getActiveSpan()?.spanContext();
  if (span && span.traceFlags !== 0) Object.assign(fields, { traceId: span.traceId, spanId: span.spanId });
  return fields;
}

export function createLogger(
  options: {
    level?: LogLevel | 'silent';
    base?: Record<string, unknown>;
    write?: (line: string) => void;
  } = {},
): Logger {
  const write = options.write;
  const destination = write
    ? { write: (line: string) => write(line.endsWith('\n') ? line.slice(0, -1) : line) }
    : pino.destination({ dest: 1, sync: true });
  const root = pino(
    {
      level: options.level ?? 'info',
      base: scrub(options.base ?? {}) as Record<string, unknown>,
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: contextFields,
      formatters: {
        level: (label) => ({ level: label }),
        log: (entry) => scrub(entry) as Record<string, unknown>,
      },
    },
    destination,
  );
  return wrap(root);
}

function wrap(logger: pino.Logger): Logger {
  return {
    debug: (msg, fields) => logger.debug(fields ?? {}, msg),
    info: (msg, fields) => logger.info(fields ?? {}, msg),
    warn: (msg, fields) => logger.warn(fields ?? {}, msg),
    error: (msg, fields) => logger.error(fields ?? {}, msg),
    child: (fields) => wrap(logger.child(scrub(fields) as Record<string, unknown>)),
  };
}
