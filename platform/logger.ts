/**
 * Structured JSON logs on stdout, one line per event. Values under sensitive keys are replaced
 * before anything is written (ASVS v5 16.2.5), and strings are JSON-encoded, so a user-supplied
 * newline can never forge a log line (ASVS v5 16.4.1). A failed query is logged by its SQLSTATE,
 * constraint and table, never with its parameters (platform/database-errors.ts).
 */
import { DatabaseFailure, withoutSqlParameters } from './database-errors.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type Logger = {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
};

const ORDER: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
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

export function createLogger(
  options: {
    level?: LogLevel | 'silent';
    base?: Record<string, unknown>;
    write?: (line: string) => void;
  } = {},
): Logger {
  const min = ORDER[options.level ?? 'info'];
  const write = options.write ?? ((line: string) => process.stdout.write(line + '\n'));
  const base = options.base ?? {};
  const emit = (level: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[level] < min) return;
    const entry = scrub({ ...base, ...fields }) as Record<string, unknown>;
    write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...entry }));
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    child: (fields) => createLogger({ ...options, base: { ...base, ...fields } }),
  };
}
