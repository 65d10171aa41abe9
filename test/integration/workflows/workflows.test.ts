/**
 * Workflows on the real dev server with real activities, and the determinism guard: every
 * committed history under test/histories replays against today's workflow code (DESIGN §5).
 * Set RECORD_HISTORIES=1 to add the history of a new workflow type; never regenerate old ones.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Worker, type WorkflowBundleOption } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitWindows, sessions } from '../../../db/schema/index.ts';
import { createWorker } from '../../../worker/create-worker.ts';
import { createTestContext, type TestContext } from '../../harness/app.ts';
import { HISTORIES_DIR, recordHistoryIfAsked } from '../../harness/histories.ts';
import { prebuiltWorkflowBundle } from '../../harness/workflow-bundle.ts';

let t: TestContext;
let bundle: WorkflowBundleOption;

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `workflows-${randomUUID()}` });
  bundle = prebuiltWorkflowBundle();
});
afterAll(() => t.close());

describe('purgeExpiredIdentityRecordsWorkflow', () => {
  it('deletes expired and revoked sessions and ended rate-limit windows, and keeps live ones', async () => {
    const live = await t.login('pharmacy@example.com');
    const old = await t.login('supplier@example.com');
    await t.sql`update sessions set expires_at = now() - interval '1 minute' where id in (
      select id from sessions order by created_at desc limit 1)`;
    const before = await t.db.select().from(sessions);
    const hour = 3_600_000;
    await t.db.insert(rateLimitWindows).values([
      {
        key: 'cards:account:ended',
        windowStart: new Date(Date.now() - 2 * hour),
        windowEnd: new Date(Date.now() - hour),
        hits: 3,
      },
      {
        key: 'cards:account:current',
        windowStart: new Date(),
        windowEnd: new Date(Date.now() + hour),
        hits: 1,
      },
    ]);
    const { worker, connection } = await createWorker({
      address: t.env.temporal.address,
      namespace: t.env.temporal.namespace,
      taskQueue: t.env.temporal.taskQueue,
      deps: { db: t.db, env: t.env, now: () => new Date() },
      workflowBundle: bundle,
    });
    const workflowId = `purge-${randomUUID()}`;
    const result = await worker.runUntil(
      t.temporal.client.workflow.execute<() => Promise<{ sessions: number }>>(
        'purgeExpiredIdentityRecordsWorkflow',
        {
          taskQueue: t.env.temporal.taskQueue,
          workflowId,
        },
      ),
    );
    await connection.close();
    expect(result).toMatchObject({ sessions: 1, rateLimitWindows: 1 });
    const windows = await t.db.select({ key: rateLimitWindows.key }).from(rateLimitWindows);
    expect(windows.map((w) => w.key)).toEqual(['cards:account:current']);
    const after = await t.db.select().from(sessions);
    expect(after.length).toBe(before.length - 1);
    expect((await t.call('GET', '/api/v1/users/me', { as: live })).status).toBe(200);
    expect((await t.call('GET', '/api/v1/users/me', { as: old })).status).toBe(401);

    await recordHistoryIfAsked('purge-expired-identity-records', workflowId, t.env.temporal.address);
  });
});

describe('replay of committed histories', () => {
  it('replays every history in test/histories without a determinism error', async () => {
    const files = readdirSync(HISTORIES_DIR).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    const histories = files.map((f) => ({
      workflowId: basename(f, '.json'),
      history: JSON.parse(readFileSync(join(HISTORIES_DIR, f), 'utf8')) as object,
    }));
    const failures: string[] = [];
    for await (const result of Worker.runReplayHistories({ workflowBundle: bundle }, histories)) {
      if (result.error) failures.push(`${result.workflowId}: ${result.error.message}`);
    }
    expect(failures).toEqual([]);
  });
});
