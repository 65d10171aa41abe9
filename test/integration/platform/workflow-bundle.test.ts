/**
 * The workflow bundle built once at image build (issue 22, "Temporal in production"): the script the
 * Dockerfile runs writes a bundle that a real worker process loads through WORKFLOW_BUNDLE and runs
 * a workflow with; with tracing on, the worker loads the bundle's traced twin and exports the spans of
 * its workflow tasks; a worker told of a bundle that is not there refuses to start.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, processStackOf, type TestContext } from '../../harness/app.ts';
import { projectNode, projectRoot, startWorkerProcess } from '../../harness/processes.ts';

let t: TestContext;
const dir = mkdtempSync(join(tmpdir(), 'workflow-bundle-'));
const bundle = join(dir, 'workflow-bundle.js');

/** Runs the bundle's cheapest workflow on the worker's queue and answers its result. */
function runPurge() {
  return t.temporal.client.workflow.execute<() => Promise<{ sessions: number }>>(
    'purgeExpiredIdentityRecordsWorkflow',
    { taskQueue: t.env.temporal.taskQueue, workflowId: `bundle-${randomUUID()}` },
  );
}

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `bundle-${randomUUID()}` });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('scripts/build-workflow-bundle.ts and WORKFLOW_BUNDLE', () => {
  it('builds a bundle that a worker process starts from and runs a workflow with', async () => {
    const built = spawnSync(projectNode, ['scripts/build-workflow-bundle.ts', bundle], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    expect(built.status, built.stderr).toBe(0);
    expect(built.stdout).toContain(bundle);
    expect(existsSync(join(dir, 'workflow-bundle.traced.js')), 'the traced twin beside it').toBe(true);

    const worker = await startWorkerProcess({ ...processStackOf(t), workflowBundle: bundle });
    try {
      expect(await runPurge()).toMatchObject({ sessions: expect.any(Number) as number });
    } finally {
      await worker.stop();
    }
  });

  it('loads the traced twin when tracing is on, so its workflow tasks are exported', async () => {
    const posts: string[] = [];
    const collector = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.url === '/v1/traces') posts.push(Buffer.concat(chunks).toString('utf8'));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    const worker = await startWorkerProcess(
      { ...processStackOf(t), workflowBundle: bundle },
      { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, OTEL_SERVICE_NAME: 'worker-under-test' },
    );
    try {
      expect(await runPurge()).toMatchObject({ sessions: expect.any(Number) as number });
    } finally {
      await worker.stop(); // a clean stop flushes the spans still batched
      await new Promise((resolve) => collector.close(resolve));
    }
    const body = posts.join('\n');
    expect(body).toContain('worker-under-test');
    expect(body).toContain('RunWorkflow:purgeExpiredIdentityRecordsWorkflow');
  });

  it('refuses to start a worker whose WORKFLOW_BUNDLE names a missing file, naming it', () => {
    const missing = join(dir, 'not-built.js');
    const stack = processStackOf(t);
    const run = spawnSync(projectNode, ['worker/main.ts'], {
      cwd: projectRoot,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: stack.databaseUrl,
        TEMPORAL_ADDRESS: stack.temporalAddress,
        TEMPORAL_NAMESPACE: stack.namespace,
        TEMPORAL_TASK_QUEUE: stack.taskQueue,
        WORKFLOW_BUNDLE: missing,
      },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`WORKFLOW_BUNDLE names ${missing}, which does not exist`);
  });
});
