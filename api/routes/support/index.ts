/**
 * Support staff list, inspect, signal and cancel workflows by hand; every change is audited. A
 * cancel says why, and never reaches a workflow holding an order's money (./cancels.ts).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { recordAuditEvent } from '../../../activities/audit.ts';
import {
  cancelWorkflow,
  describeWorkflow,
  listWorkflows,
  signalWorkflow,
} from '../../../platform/temporal/admin.ts';
import { accountQuery } from '../../../platform/temporal/search-attributes.ts';
import { invoiceHasPayment } from '../../../db/queries/invoices.ts';
import { DomainError } from '../../../domain/errors.ts';
import { MessageSchema } from '../../contract/common-schemas.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { iso } from '../../contract/wire-format.ts';
import type { AppEnv } from '../../context.ts';
import { assertSupportMayCancel } from './cancels.ts';
import { SIGNAL_MESSAGES, supportSignalsOf } from './signals.ts';
import { serializeSummary, WorkflowDetailsSchema, WorkflowPageSchema } from './workflows.ts';

const area = 'support';
const access = ['support'] as const;

const ListQuery = z.strictObject({
  query: z.string().max(1000).optional(),
  /** One account's workflows (the AppAccountIds search attribute), with `query` if both are given. */
  account: z.uuid('not a valid id').optional(),
  page_token: z.string().max(2000).optional(),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
/** A workflow id is its business key (`order:<uuid>`, `import:<uuid>` …). */
const IdParam = z.strictObject({ id: z.string().min(1).max(255) });
const SignalBody = z.strictObject({
  name: z.string().min(1).max(200),
  // The payload is checked against the signal's own schema (./signals.ts) once the type is known.
  args: z.array(z.unknown()).max(20).default([]),
});
/** Every cancel by hand says why (issue 22): the reason is kept in the audit trail. */
const CancelBody = z.strictObject({ reason: z.string().trim().min(1, 'is required').max(500) });

const listRoute = defineRoute({
  method: 'get',
  path: '/support/workflows',
  area,
  access,
  summary: 'Workflows matching a Temporal visibility query and/or concerning one account, newest first',
  request: { query: ListQuery },
  responses: { 200: jsonContent(WorkflowPageSchema, 'One page, and the token of the next') },
});

const detailRoute = defineRoute({
  method: 'get',
  path: '/support/workflows/{id}',
  area,
  access,
  summary: 'One workflow: its state, pending activities and the outline of its history',
  request: { params: IdParam },
  responses: { 200: jsonContent(WorkflowDetailsSchema, 'The workflow') },
  problems: [404],
});

const signalRoute = defineRoute({
  method: 'post',
  path: '/support/workflows/{id}/signal',
  area,
  access,
  summary: 'Send a workflow one of the signals allowed for its type, with a valid payload (audited)',
  request: { params: IdParam, body: SignalBody },
  responses: { 202: jsonContent(MessageSchema, 'The signal is sent') },
  problems: [404, 422],
});

const cancelRoute = defineRoute({
  method: 'post',
  path: '/support/workflows/{id}/cancel',
  area,
  access,
  summary:
    'Ask a workflow to cancel, saying why (audited); a workflow holding an order’s money is refused (422)',
  request: { params: IdParam, body: CancelBody },
  responses: { 202: jsonContent(MessageSchema, 'Cancellation is requested') },
  problems: [404, 422],
});

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

export const supportRoutes = createRouter();

addRoute(supportRoutes, listRoute, async (c) => {
  const q = c.req.valid('query');
  const query = [q.account ? accountQuery(q.account) : undefined, q.query ? `(${q.query})` : undefined]
    .filter(Boolean)
    .join(' AND ');
  const page = await listWorkflows(c.get('deps').temporal.client, {
    query,
    pageToken: q.page_token,
    pageSize: q.page_size,
  });
  return c.json({ data: page.workflows.map(serializeSummary), next_page_token: page.nextPageToken }, 200);
});

addRoute(supportRoutes, detailRoute, async (c) => {
  const d = await describeWorkflow(c.get('deps').temporal.client, c.req.valid('param').id);
  const body = {
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
  };
  return c.json(body, 200);
});

/** The one argument of an allowed signal, parsed by its schema; anything else is a 422. */
async function allowedSignal(c: Context<AppEnv>, workflowId: string, name: string, args: unknown[]) {
  const { temporal, db } = c.get('deps');
  const { type } = await describeWorkflow(temporal.client, workflowId);
  const allowed = supportSignalsOf(type, workflowId);
  const schema = allowed[name];
  const refuse = (field: string, message: string) =>
    new DomainError('SUPPORT_SIGNAL_NOT_ALLOWED', message, { fields: { [field]: [message] } });
  if (!schema) throw refuse('name', SIGNAL_MESSAGES.notAllowed(name, type, allowed));
  if (args.length !== 1) throw refuse('args', SIGNAL_MESSAGES.oneArgument);
  const parsed = schema.safeParse(args[0]);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw refuse(['args', '0', ...issue.path.map(String)].join('.'), issue.message);
  }
  if (name === 'invoicePaid') {
    const { invoiceId } = parsed.data as { invoiceId: string };
    const orderId = workflowId.replace(/^order:/, '');
    if (!(await invoiceHasPayment(db, orderId, invoiceId)))
      throw refuse('args.0.invoiceId', SIGNAL_MESSAGES.unpaidInvoice);
  }
  return parsed.data;
}

addRoute(supportRoutes, signalRoute, async (c) => {
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  const payload = await allowedSignal(c, id, body.name, body.args);
  await signalWorkflow(c.get('deps').temporal.client, id, body.name, [payload]);
  await audit(c, 'workflow.signalled', id, { signal: body.name });
  return c.json({ message: `Signal ${body.name} sent to ${id}.` }, 202);
});

addRoute(supportRoutes, cancelRoute, async (c) => {
  const { id } = c.req.valid('param');
  const { reason } = c.req.valid('json');
  const { client } = c.get('deps').temporal;
  const { type, runId } = await describeWorkflow(client, id);
  assertSupportMayCancel(type, id);
  // The run that was checked, not one started under the same id since.
  await cancelWorkflow(client, id, runId);
  await audit(c, 'workflow.cancelled', id, { reason, type });
  return c.json({ message: `Cancellation requested for ${id}.` }, 202);
});
