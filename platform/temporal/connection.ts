import { Client, Connection } from '@temporalio/client';
import type { Env } from '../env.ts';

export type TemporalHandle = { client: Client; connection: Connection; close: () => Promise<void> };

/**
 * One lazy connection per process: the API starts (and answers health 503) even while Temporal
 * is still coming up; the first call connects.
 */
export function connectTemporal(env: Pick<Env, 'temporal'>): TemporalHandle {
  const connection = Connection.lazy({ address: env.temporal.address });
  const client = new Client({ connection, namespace: env.temporal.namespace });
  return { client, connection, close: () => connection.close() };
}
