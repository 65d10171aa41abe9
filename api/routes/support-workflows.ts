import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { recordAuditEvent } from '../../activities/audit.ts';
import {
  cancelWorkflow,
  describeWorkflow,
  listWorkflows,
  signalWorkflow,
  type WorkflowSummary,
} from '../../platform/temporal/admin.ts';
import type { AppEnv } from '../context.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { parseWith, readJson, readQuery } from '../validation.ts';
import { iso } from '../contract/wire-format.ts';

const ListQuery = z.strictObject({
  query: z.string().max(1000).optional(),
  page_token: z.string().max(2000).optional(),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
const IdParam = z.strictObject({ id: z.string().min(1).max(255) });
const SignalBody = z.strictObject({
  name: z.string().min(1).max(200),
  args: z.array(z.unknown()).max(20).default([]),
});
const CancelBody = z.strictObject({ reason: z.string().max(500).optional() });

/** Support staff list, inspect, signal and cancel workflows by hand; every change is audited. */
export const supportWorkflowRoutes = new Hono<AppEnv>()
  .use('/support/*', requireAccountKind('support'))
  .get('/support/workflows', async (c) => {
    const q = readQuery(c, ListQuery);
    const page = await listWorkflows(c.get('deps').temporal.client, {
      query: q.query,
      pageToken: q.page_token,
      pageSize: q.page_size,
    });
    return c.json({ data: page.workflows.map(serializeSummary), next_page_token: page.nextPageToken });
  })
  .get('/support/workflows/:id', async (c) => {
    const { id } = parseWith(IdParam, c.req.param());
    const d = await describeWorkflow(c.get('deps').temporal.client, id);
    return c.json({
      ...serializeSummary(d),
      history_length: d.historyLength,
      pending_activities: d.pendingActivities.map((a) => ({
        activity_id: a.activityId,
        activity_type: a.activityType,
        attempt: a.attempt,
        last_failure: a.lastFailure,
      })),
      events: d.events.map((e) => ({
        event_id: e.eventId,
        event_type: e.eventType,
        event_time: iso(e.eventTime),
      })),
    });
  })
  .post('/support/workflows/:id/signal', async (c) => {
    const { id } = parseWith(IdParam, c.req.param());
    const body = await readJson(c, SignalBody);
    await signalWorkflow(c.get('deps').temporal.client, id, body.name, body.args);
    await audit(c, 'workflow.signalled', id, { signal: body.name });
    return c.json({ message: `Signal ${body.name} sent to ${id}.` }, 202);
  })
  .post('/support/workflows/:id/cancel', async (c) => {
    const { id } = parseWith(IdParam, c.req.param());
    const body = await readJson(c, CancelBody);
    await cancelWorkflow(c.get('deps').temporal.client, id);
    await audit(c, 'workflow.cancelled', id, { reason: body.reason ?? null });
    return c.json({ message: `Cancellation requested for ${id}.` }, 202);
  });

function serializeSummary(w: WorkflowSummary) {
  return {
    workflow_id: w.workflowId,
    run_id: w.runId,
    type: w.type,
    status: w.status,
    start_time: iso(w.startTime),
    close_time: iso(w.closeTime),
    task_queue: w.taskQueue,
  };
}

function audit(c: Context<AppEnv>, action: string, target: string, details: Record<string, unknown>) {
  const caller = c.get('caller');
  return recordAuditEvent(c.get('deps').db, {
    action,
    actorUserId: caller.user.id,
    actorAccountId: caller.account.id,
    target,
    requestId: c.get('requestId'),
    details,
  });
}
