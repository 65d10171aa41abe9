import type { Client, Connection } from '@temporalio/client';
import type postgres from 'postgres';
import type { Ports } from '../activities/ports/index.ts';
import type { Caller } from '../domain/identity/caller.ts';
import type { Database } from '../db/client.ts';
import type { Env } from '../platform/env.ts';
import type { Logger } from '../platform/logger.ts';

/** Everything a request handler may use; built once per process in main.ts, or per test. */
export type AppDeps = {
  db: Database;
  sql: postgres.Sql;
  env: Env;
  logger: Logger;
  temporal: { client: Client; connection: Connection };
  now: () => Date;
  /** The card processor, file store and carriers, built once per process. */
  ports: Ports;
};

/** Hono's typing of the per-request context. */
export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    logger: Logger;
    caller: Caller;
  };
};
