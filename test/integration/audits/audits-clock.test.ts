/**
 * An audit's clock (issue 11: "The workflow reminds the wholesaler before the auditor's deadline
 * and escalates to support when it passes"), with short durations from the workflow's input; and
 * the start-stranded-workflows relay starting an audit whose workflow never started (outbox).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAudit } from '../../../activities/audits/create-audit.ts';
import { audits } from '../../../db/schema/index.ts';
import type { Caller } from '../../../domain/identity/caller.ts';
import { startAuditWorkflow } from '../../../platform/temporal/audits.ts';
import { auditWorkflowId } from '../../../workflows/audits/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import {
  call,
  KEYSTONE,
  newAuditBody,
  noticesOf,
  openAuditsContext,
  PHARMACY,
  SUPPORT,
  waitFor,
} from './audits-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let support: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, supplier, support, close } = await openAuditsContext('audits-clock'));
});
afterAll(() => close());

const pharmacyCaller = {
  user: { id: PHARMACY.user.id },
  account: { id: PHARMACY.id, kind: 'pharmacy' },
} as unknown as Caller;

/** An audit row committed `createdAt`, its workflow not started. */
async function auditRow(createdAt = new Date()) {
  const body = (await newAuditBody(t)) as Parameters<typeof createAudit>[1]['body'];
  const audit = await createAudit(t.db, { caller: pharmacyCaller, body, now: createdAt });
  return audit.id;
}
const readAudit = async (id: string) => (await t.db.select().from(audits).where(eq(audits.id, id)))[0]!;

describe('the auditor’s deadline', () => {
  it('reminds the wholesaler before the deadline, then tells support when it passes unanswered', async () => {
    const id = await auditRow();
    await startAuditWorkflow(
      t.temporal.client,
      t.env.temporal.taskQueue,
      {
        auditId: id,
        dueAt: new Date(Date.now() + 3_000).toISOString(),
        reminderBeforeMs: 2_000,
      },
      [KEYSTONE.id],
    );
    const reminded = await waitFor(
      () => readAudit(id),
      (a) => a.remindedAt !== null,
    );
    expect(reminded.escalatedAt).toBeNull();
    expect((await noticesOf(t, KEYSTONE.id, 'audit_deadline_near')).length).toBeGreaterThan(0);
    await waitFor(
      () => readAudit(id),
      (a) => a.escalatedAt !== null,
    );
    const queue = await call<{ data: { kind: string; audit: { id: string } }[] }>(
      t,
      'GET',
      '/support/audit_notices',
      support,
    );
    expect(queue.body.data.filter((n) => n.audit.id === id).map((n) => n.kind)).toEqual(['deadline_passed']);
    expect((await noticesOf(t, SUPPORT.id, 'audit_deadline_passed')).length).toBeGreaterThan(0);
  });

  it('neither reminds nor escalates once the wholesaler sent the details', async () => {
    const id = await auditRow();
    await startAuditWorkflow(
      t.temporal.client,
      t.env.temporal.taskQueue,
      {
        auditId: id,
        dueAt: new Date(Date.now() + 4_000).toISOString(),
        reminderBeforeMs: 2_000,
      },
      [KEYSTONE.id],
    );
    const sent = await call(t, 'PATCH', `/customers/audits/${id}/update_status`, supplier, {
      status: 'required_details_sent',
    });
    expect(sent.status).toBe(200);
    await new Promise((r) => setTimeout(r, 5_000));
    const row = await readAudit(id);
    expect({ remindedAt: row.remindedAt, escalatedAt: row.escalatedAt }).toEqual({
      remindedAt: null,
      escalatedAt: null,
    });
  });
});

describe('the start-stranded-workflows relay (outbox)', () => {
  it('starts the workflow of an audit committed without one, once, under audit:<id>', async () => {
    const id = await auditRow(new Date(Date.now() - 120_000));
    const fresh = await auditRow();
    const run = () =>
      t.temporal.client.workflow.execute<() => Promise<number>>('startStrandedWorkflowsWorkflow', {
        taskQueue: t.env.temporal.taskQueue,
        workflowId: `start-stranded-workflows-${randomUUID()}`,
      });
    expect(await run()).toBeGreaterThanOrEqual(1);
    const described = await t.temporal.client.workflow.getHandle(auditWorkflowId(id)).describe();
    expect(described.status.name).toBe('RUNNING');
    expect((await readAudit(id)).workflowStartedAt).not.toBeNull();
    // A fresh row is the API's to start (grace period): the relay leaves it alone.
    expect((await readAudit(fresh)).workflowStartedAt).toBeNull();
    await run();
    expect((await readAudit(id)).workflowStartedAt).not.toBeNull();
  });
});
