/**
 * The API process exports its spans over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set (issue
 * 22), filed under OTEL_SERVICE_NAME, and its log lines carry the trace id; without the variable
 * (every other test) nothing is sent. The collector here is a plain HTTP server recording posts.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../harness/app.ts';
import { startApiProcess } from '../../harness/processes.ts';

let t: TestContext;
const posts: { path: string; body: string }[] = [];
const collector = createServer((request: IncomingMessage, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    posts.push({ path: request.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `otlp-${randomUUID()}` });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => collector.close(resolve));
  await t.close();
});

describe('OTLP export from an API process', () => {
  it('posts the request spans to <endpoint>/v1/traces under the service name, with the trace id in the logs', async () => {
    const { port } = collector.address() as AddressInfo;
    const api = await startApiProcess(
      { databaseUrl: t.env.databaseUrl, temporalAddress: t.env.temporal.address },
      'api-otlp',
      {
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
        OTEL_SERVICE_NAME: 'api-under-test',
        LOG_LEVEL: 'info',
      },
    );
    const lines: string[] = [];
    api.process.stdout?.on('data', (data: Buffer) => lines.push(...data.toString().split('\n')));
    try {
      expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
    } finally {
      await api.stop(); // a clean stop flushes the spans still batched
    }
    const traces = posts.filter((p) => p.path === '/v1/traces');
    expect(traces.length).toBeGreaterThan(0);
    const body = traces.map((p) => p.body).join('\n');
    expect(body).toContain('api-under-test');
    expect(body).toContain('GET /api/health');

    const request = lines
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry.msg === 'request' && entry.path === '/api/health');
    expect(request).toMatchObject({ service: 'api' });
    expect(request!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(request!.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(body).toContain(request!.traceId as string);
  });
});
