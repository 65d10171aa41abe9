/**
 * The worker's side of tracing (platform/telemetry/tracing.ts), installed only while it is on: the
 * workflow interceptors bundled with the workflow code (a span per workflow task, update and signal,
 * and the context handed to each activity in its headers), the sink through which the workflow
 * sandbox hands its spans to the process's span processor, and a span around each activity.
 */
import { createRequire } from 'node:module';
import {
  makeWorkflowExporter,
  OpenTelemetryActivityInboundInterceptor,
  OpenTelemetryActivityOutboundInterceptor,
} from '@temporalio/interceptors-opentelemetry';
import type { Context } from '@temporalio/activity';
import type { Tracing } from '../platform/telemetry/tracing.ts';

/** The module the bundler adds to the workflow code; also for a bundle built ahead (bundleWorkflowCode). */
export const workflowTracingModule = createRequire(import.meta.url).resolve(
  '@temporalio/interceptors-opentelemetry/lib/workflow-interceptors',
);

export function workerTracing(tracing: Tracing) {
  return {
    activity: (ctx: Context) => ({
      inbound: new OpenTelemetryActivityInboundInterceptor(ctx),
      outbound: new OpenTelemetryActivityOutboundInterceptor(ctx),
    }),
    sinks: { exporter: makeWorkflowExporter(tracing.spanProcessor, tracing.resource) },
  };
}
