import { trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { operationOf } from './sql.ts';
import { activeTracing, startTracingFromEnv, tracesUrlOf } from './tracing.ts';

describe('startTracingFromEnv', () => {
  it('starts nothing while OTEL_EXPORTER_OTLP_ENDPOINT is unset: no provider, no active tracing', () => {
    expect(startTracingFromEnv({ serviceName: 'api' }, 'api')).toBeUndefined();
    expect(activeTracing()).toBeUndefined();
    // The API's no-op tracer: a span made without a provider records nothing.
    expect(trace.getTracer('x').startSpan('s').isRecording()).toBe(false);
  });

  it('sends traces to the collector’s /v1/traces and puts the process back when stopped', async () => {
    expect(tracesUrlOf('http://collector:4318/')).toBe('http://collector:4318/v1/traces');
    const tracing = startTracingFromEnv({ otlpEndpoint: 'http://127.0.0.1:9/' }, 'worker');
    expect(activeTracing()).toBe(tracing);
    expect(tracing!.resource.attributes['service.name']).toBe('worker');
    await tracing!.stop();
    expect(activeTracing()).toBeUndefined();
  });
});

describe('operationOf', () => {
  it('names a statement by its first keyword', () => {
    expect(operationOf('select "id" from "offers" where "id" = $1')).toBe('SELECT');
    expect(operationOf('\n  with x as (select 1) update t set a = 1')).toBe('WITH');
    expect(operationOf('')).toBe('UNKNOWN');
  });
});
