/**
 * OpenTelemetry tracing, off unless a process starts it: `api/main.ts` and `worker/main.ts` do when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, a test does with its own span processor. While it is off no
 * provider is registered, no Temporal interceptor is installed and no span is made, so the API's
 * and the worker's paths run exactly as without it. One trace joins the HTTP request
 * (api/middleware/observe-requests.ts), the Temporal client call, the workflow task, each activity
 * (the interceptors of `@temporalio/interceptors-opentelemetry`) and every SQL statement
 * (platform/telemetry/sql.ts); W3C trace context carries it across Temporal's headers.
 */
import { context, propagation, trace, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { Resource } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

export type Tracing = {
  /** The resource (service.name) and the processor the worker's workflow spans are handed to. */
  resource: Resource;
  spanProcessor: SpanProcessor;
  tracer: Tracer;
  /** Flushes what is buffered and unregisters everything, so the process is as before the start. */
  stop: () => Promise<void>;
};

let active: Tracing | undefined;

/** The tracing this process started, if any: what decides whether spans and interceptors exist. */
export function activeTracing(): Tracing | undefined {
  return active;
}

/**
 * Starts tracing for this process: spans batched to `otlpEndpoint` (OTLP over HTTP, `/v1/traces`),
 * or handed to the given processor (tests read an in-memory exporter).
 */
export function startTracing(
  options: { serviceName: string } & ({ otlpEndpoint: string } | { spanProcessor: SpanProcessor }),
): Tracing {
  if (active) throw new Error('tracing is already started in this process');
  const resource = new Resource({ 'service.name': options.serviceName });
  const spanProcessor =
    'spanProcessor' in options
      ? options.spanProcessor
      : new BatchSpanProcessor(new OTLPTraceExporter({ url: tracesUrlOf(options.otlpEndpoint) }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [spanProcessor] });
  // The async-local-storage context manager and the W3C trace-context and baggage propagators.
  provider.register();
  const tracing: Tracing = {
    resource,
    spanProcessor,
    tracer: trace.getTracer('marketplace'),
    stop: async () => {
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
      active = undefined;
    },
  };
  active = tracing;
  return tracing;
}

/** OTEL_EXPORTER_OTLP_ENDPOINT names the collector's base URL; traces go to its /v1/traces. */
export function tracesUrlOf(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}

/** Starts tracing when the environment names a collector; the service name defaults per process. */
export function startTracingFromEnv(
  telemetry: { otlpEndpoint?: string; serviceName?: string },
  defaultServiceName: string,
): Tracing | undefined {
  if (!telemetry.otlpEndpoint) return undefined;
  return startTracing({
    serviceName: telemetry.serviceName ?? defaultServiceName,
    otlpEndpoint: telemetry.otlpEndpoint,
  });
}
