import { readFileSync } from 'node:fs';
import { Client, Connection } from '@temporalio/client';
import { OpenTelemetryWorkflowClientInterceptor } from '@temporalio/interceptors-opentelemetry';
import type { Env, TemporalAuth } from '../env.ts';
import { activeTracing } from '../telemetry/tracing.ts';
import { requestIdClientInterceptor } from './request-id.ts';

/**
 * What the client and the worker's native connection are given: the address, and for Temporal
 * Cloud TLS with an API key or a client certificate (read from its files at start).
 */
export function connectionOptionsOf(temporal: { address: string; auth?: TemporalAuth | undefined }) {
  const auth = temporal.auth;
  if (!auth) return { address: temporal.address };
  const tls =
    auth.tls === true
      ? true
      : { clientCertPair: { crt: readFileSync(auth.tls.certPath), key: readFileSync(auth.tls.keyPath) } };
  return { address: temporal.address, tls, ...(auth.apiKey ? { apiKey: auth.apiKey } : {}) };
}

export type TemporalHandle = { client: Client; connection: Connection; close: () => Promise<void> };

/**
 * One lazy connection per process: the API starts (and answers health 503) even while Temporal
 * is still coming up; the first call connects. While tracing is on, each start, update, signal and
 * query is a span whose context travels to the workflow in Temporal's headers.
 */
export function connectTemporal(env: Pick<Env, 'temporal'>): TemporalHandle {
  const connection = Connection.lazy(connectionOptionsOf(env.temporal));
  const tracing = activeTracing();
  const client = new Client({
    connection,
    namespace: env.temporal.namespace,
    interceptors: {
      workflow: tracing
        ? [new OpenTelemetryWorkflowClientInterceptor(), requestIdClientInterceptor]
        : [requestIdClientInterceptor],
    },
  });
  return { client, connection, close: () => connection.close() };
}
