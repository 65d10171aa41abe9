/**
 * Logs and workflow failures carry no SQL parameters (issue 10, Limits): a failed query is told by
 * its SQLSTATE and constraint. Each test plants a unique index the product does not have, so a
 * real unique violation happens in a real path, with a value that must appear nowhere.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNdc } from '../../../domain/catalog/ndc.ts';
import { createWorker } from '../../../worker/create-worker.ts';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { createTestContext, type TestContext } from '../../harness/app.ts';
import { insertProduct } from '../../harness/catalog-fixtures.ts';
import { prebuiltWorkflowBundle } from '../../harness/workflow-bundle.ts';

let t: TestContext;
const filesDir = mkdtempSync(join(tmpdir(), 'sql-parameters-'));

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `sql-parameters-${randomUUID()}`, filesDir });
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

/** Plants a unique index as the tables' owner: the application role may not create one (migration 0036). */
async function asOwner(statement: string) {
  const owner = postgres(t.env.databaseOwnerUrl, { max: 1, onnotice: () => {} });
  await owner.unsafe(statement).finally(() => owner.end());
}

describe('no SQL parameters in logs or workflow failures', () => {
  it('logs a request’s failed query by its SQLSTATE and constraint, without the parameter values', async () => {
    await asOwner(
      `create unique index access_tokens_name_planted on access_tokens (name) where name like 'canary-%'`,
    );
    const canary = `canary-${randomUUID()}`;
    const support = await t.login('support@example.com');
    const first = await t.call('POST', '/api/v1/access_tokens', {
      as: support,
      body: { name: canary, current_password: DEMO_PASSWORD },
    });
    expect(first.status).toBe(201);
    const second = await t.call('POST', '/api/v1/access_tokens', {
      as: support,
      body: { name: canary, current_password: DEMO_PASSWORD },
    });
    expect(second.status).toBe(500);

    const failed = t.logs
      .map((line) => JSON.parse(line) as { msg: string; error?: Record<string, string> })
      .find((entry) => entry.msg === 'request failed');
    expect(failed?.error).toMatchObject({
      name: 'DatabaseFailure',
      sqlstate: '23505',
      constraint: 'access_tokens_name_planted',
      table: 'access_tokens',
    });
    expect(t.logs.filter((line) => line.includes(canary))).toEqual([]);
  });

  it('records an activity’s failed query in the workflow without the parameter values', async () => {
    await asOwner(`create unique index listings_lot_planted on listings (lot) where lot like 'CANARY-%'`);
    const canary = `CANARY-${randomUUID()}`;
    const product = await insertProduct(t.db, { isBrand: false, awpCents: 10_000 });
    const workflowBundle = prebuiltWorkflowBundle();
    const created = await createWorker({
      address: t.env.temporal.address,
      namespace: t.env.temporal.namespace,
      taskQueue: t.env.temporal.taskQueue,
      deps: { db: t.db, env: t.env, now: () => new Date() },
      workflowBundle,
    });
    const worker = created.worker;
    const running = worker.run();
    try {
      // Two SKUs with one lot: the chunk's upsert violates the planted index on every attempt.
      const ndc = formatNdc(product.ndc);
      const csv = ['ndc,sku,price,stock,lot', `${ndc},A-1,10.00,1,${canary}`, `${ndc},A-2,10.00,1,${canary}`];
      const form = new FormData();
      form.set('kind', 'inventory');
      form.set('file', new Blob([csv.join('\n')]), 'planted.csv');
      const supplier = await t.login('supplier@example.com');
      const response = await t.call('POST', '/api/v1/imports', { as: supplier, body: form });
      expect(response.status).toBe(202);
      const { id } = (await response.json()) as { id: string };

      const handle = t.temporal.client.workflow.getHandle(`import:${id}`);
      const lastFailure = async () =>
        (await handle.describe()).raw.pendingActivities?.find((a) => a.lastFailure)?.lastFailure;
      await expect.poll(lastFailure, { timeout: 30_000, interval: 200 }).toBeTruthy();
      const failure = (await lastFailure())!;
      expect(failure.message).toContain('Database error 23505');
      expect(failure.message).toContain('listings_lot_planted');
      expect(failure.applicationFailureInfo?.type).toBe('DatabaseFailure');
      expect(JSON.stringify(failure)).not.toContain(canary);
      await handle.terminate('test over');
    } finally {
      worker.shutdown();
      await running;
      await created.connection.close();
    }
  });
});
