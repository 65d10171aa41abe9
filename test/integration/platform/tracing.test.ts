/**
 * One trace from the HTTP request to the SQL (issue 22, "Traces, logs, metrics"): a supplier
 * answering an offer through the API shows the request's span, the Temporal update, the workflow
 * task that runs it, the activity the workflow calls and that activity's SQL under one trace id,
 * read from an in-memory exporter. The worker here bundles the workflow interceptors, as
 * worker/create-worker.ts does while tracing is on.
 */
import { randomUUID } from 'node:crypto';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, type Tracing } from '../../../platform/telemetry/tracing.ts';
import { createWorker } from '../../../worker/create-worker.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { makeOffer, offersClient } from '../offers/offers-fixtures.ts';

const exporter = new InMemorySpanExporter();
let tracing: Tracing;
let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let stopWorker: () => Promise<void>;

beforeAll(async () => {
  tracing = startTracing({ serviceName: 'test', spanProcessor: new SimpleSpanProcessor(exporter) });
  t = await createTestContext({ taskQueue: `tracing-${randomUUID()}` });
  const { worker, connection } = await createWorker({
    address: t.env.temporal.address,
    namespace: t.env.temporal.namespace,
    taskQueue: t.env.temporal.taskQueue,
    // No bundle given: the worker bundles workflows/ with the tracing interceptors, as it is on.
    deps: { db: t.db, env: t.env, now: () => new Date() },
  });
  const running = worker.run();
  stopWorker = async () => {
    worker.shutdown();
    await running;
    await connection.close();
  };
  supplier = await t.login('supplier@example.com');
  pharmacy = await t.login('pharmacy@example.com');
});

afterAll(async () => {
  await stopWorker();
  await t.close();
  // The process's tracing is put back as it was: the next file in this worker runs without it.
  await tracing.stop();
});

/** The spans of one trace, once `done` holds for them (the workflow's spans arrive through a sink). */
async function traceOf(traceId: string, done: (spans: ReadableSpan[]) => boolean) {
  const spansOf = () => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
  await expect.poll(() => done(spansOf()), { timeout: 15_000 }).toBe(true);
  return spansOf();
}

const parentOf = (span: ReadableSpan) => span.parentSpanId;

describe('tracing (issue 22: one trace from the request to the SQL)', () => {
  it('joins the HTTP request, the update, the workflow task, the activity and its SQL under one trace id', async () => {
    const { offer } = await makeOffer(t, pharmacy);
    exporter.reset();

    const answer = await offersClient(t).respond(supplier, offer.id, { response: 'accepted' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const http = exporter
      .getFinishedSpans()
      .find((s) => s.kind === SpanKind.SERVER && s.name === 'POST /api/v1/offers/:id/respond');
    expect(http, names(exporter.getFinishedSpans())).toBeDefined();
    expect(http!.attributes).toMatchObject({
      'http.route': '/api/v1/offers/:id/respond',
      'http.response.status_code': 200,
    });
    // The request's log line carries the trace id, and the span the request id: each leads to the other.
    const traceId = http!.spanContext().traceId;
    const line = t.logs
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((entry) => entry.msg === 'request' && entry.traceId === traceId);
    expect(line).toMatchObject({ method: 'POST', status: 200 });
    expect(http!.attributes['request.id']).toBe(line!.requestId);

    const spans = await traceOf(traceId, (all) =>
      all.some(
        (s) => s.name.startsWith('RunActivity:') && all.some((q) => parentOf(q) === s.spanContext().spanId),
      ),
    );
    const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
    const update = spans.find((s) => s.name === 'StartWorkflowUpdate:respond');
    const workflowTask = spans.find((s) => s.name === 'HandleUpdate:respond');
    const activity = spans.find((s) => s.name.startsWith('RunActivity:'));
    expect(update, names(spans)).toBeDefined();
    expect(workflowTask, names(spans)).toBeDefined();
    expect(activity, names(spans)).toBeDefined();

    // Each is a descendant of the one before it: request → update → workflow → activity → SQL.
    expect(isUnder(update!, http!, byId)).toBe(true);
    expect(isUnder(workflowTask!, update!, byId)).toBe(true);
    expect(isUnder(activity!, workflowTask!, byId)).toBe(true);
    const sql = spans.filter((s) => parentOf(s) === activity!.spanContext().spanId);
    expect(sql.length).toBeGreaterThan(0);
    for (const statement of sql) {
      expect(statement.kind).toBe(SpanKind.CLIENT);
      expect(statement.attributes['db.system']).toBe('postgresql');
      expect(typeof statement.attributes['db.query.text']).toBe('string');
    }
    // The statement text, never its parameters: the offer's id travels as a bind parameter.
    const texts = spans.map((s) => s.attributes['db.query.text']).filter((x) => typeof x === 'string');
    expect(texts.some((text) => text.includes('$1'))).toBe(true);
    expect(texts.join('\n')).not.toContain(offer.id);
  });
});

function names(spans: ReadableSpan[]) {
  return spans.map((s) => s.name).join(', ');
}

/** Whether `span` descends from `ancestor` through the trace's recorded parents. */
function isUnder(span: ReadableSpan, ancestor: ReadableSpan, byId: Map<string, ReadableSpan>): boolean {
  for (let at = byId.get(parentOf(span) ?? ''); at; at = byId.get(parentOf(at) ?? ''))
    if (at === ancestor) return true;
  return false;
}
