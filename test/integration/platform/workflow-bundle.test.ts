/**
 * The workflow bundle built once at image build (issue 22, "Temporal in production"): the script the
 * Dockerfile runs writes a bundle that a real worker process loads through WORKFLOW_BUNDLE and runs
 * a workflow with; a worker told of a bundle that is not there refuses to start.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, processStackOf, type TestContext } from '../../harness/app.ts';
import { projectNode, projectRoot, startWorkerProcess } from '../../harness/processes.ts';

let t: TestContext;
const dir = mkdtempSync(join(tmpdir(), 'workflow-bundle-'));

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `bundle-${randomUUID()}` });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('scripts/build-workflow-bundle.ts and WORKFLOW_BUNDLE', () => {
  it('builds a bundle that a worker process starts from and runs a workflow with', async () => {
    const bundle = join(dir, 'workflow-bundle.js');
    const built = spawnSync(projectNode, ['scripts/build-workflow-bundle.ts', bundle], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    expect(built.status, built.stderr).toBe(0);
    expect(built.stdout).toContain(bundle);

    const worker = await startWorkerProcess({ ...processStackOf(t), workflowBundle: bundle });
    try {
      const result = await t.temporal.client.workflow.execute<() => Promise<{ sessions: number }>>(
        'purgeExpiredIdentityRecordsWorkflow',
        {
          taskQueue: t.env.temporal.taskQueue,
          workflowId: `bundle-${randomUUID()}`,
        },
      );
      expect(result).toMatchObject({ sessions: expect.any(Number) as number });
    } finally {
      await worker.stop();
    }
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
