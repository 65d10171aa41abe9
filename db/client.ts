import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { observeQueries } from '../platform/telemetry/sql.ts';
import * as schema from './schema/index.ts';

export type Database = PostgresJsDatabase<typeof schema>;
export type DatabaseHandle = { db: Database; sql: postgres.Sql; close: () => Promise<void> };

/**
 * Opens a pooled connection; `max` bounds the pool per process (api and worker size it apart).
 * Every statement is timed for the pool metrics, and traced while tracing is on (platform/telemetry/sql.ts).
 */
export function openDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    connection: { application_name: 'marketplace' },
  });
  observeQueries(sql);
  const db = drizzle(sql, { schema, casing: 'snake_case' });
  return { db, sql, close: () => sql.end({ timeout: 5 }) };
}
