/**
 * What support staff may do to workflows by hand (list, inspect, signal, cancel), over the
 * Temporal client. The API exposes it to support accounts only; the CLI calls the API.
 */
import { type Client, WorkflowNotFoundError } from '@temporalio/client';
import { optionalTsToDate } from '@temporalio/common/lib/time.js';
import proto from '@temporalio/proto';
import { DomainError, notFound } from '../../domain/errors.ts';

/** gRPC status INVALID_ARGUMENT. */
const INVALID_ARGUMENT = 3;

function isGrpcError(error: unknown): error is { code: number; details?: string } {
  return (
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'number'
  );
}

// @temporalio/proto is CommonJS: Node's ESM loader sees only its default export.
const { temporal } = proto;

type RawInfo = proto.temporal.api.workflow.v1.IWorkflowExecutionInfo;

export type WorkflowSummary = {
  workflowId: string;
  runId: string;
  type: string;
  status: string;
  startTime: Date | null;
  closeTime: Date | null;
  taskQueue: string;
};

function statusName(code: number | null | undefined): string {
  const name = temporal.api.enums.v1.WorkflowExecutionStatus[code ?? 0] ?? 'UNKNOWN';
  return name.replace('WORKFLOW_EXECUTION_STATUS_', '');
}

function summarise(raw: RawInfo): WorkflowSummary {
  return {
    workflowId: raw.execution?.workflowId ?? '',
    runId: raw.execution?.runId ?? '',
    type: raw.type?.name ?? '',
    status: statusName(raw.status),
    startTime: optionalTsToDate(raw.startTime) ?? null,
    closeTime: optionalTsToDate(raw.closeTime) ?? null,
    taskQueue: raw.taskQueue ?? '',
  };
}

/** One page of workflows matching a visibility query (eventually consistent, newest first). */
export async function listWorkflows(
  client: Client,
  input: { query?: string; pageToken?: string; pageSize: number },
) {
  const response = await client.workflowService
    .listWorkflowExecutions({
      namespace: client.options.namespace,
      pageSize: input.pageSize,
      query: input.query ?? '',
      nextPageToken: input.pageToken ? Buffer.from(input.pageToken, 'base64url') : null,
    })
    .catch((error: unknown) => {
      // Temporal refuses a query it cannot read (gRPC INVALID_ARGUMENT): the caller's mistake, a 400.
      if (isGrpcError(error) && error.code === INVALID_ARGUMENT) {
        const message = `The visibility query is not valid: ${error.details ?? 'Temporal could not read it'}.`;
        throw new DomainError('REQUEST_INVALID', message, { fields: { query: [message] } });
      }
      throw error;
    });
  const token = response.nextPageToken?.length
    ? Buffer.from(response.nextPageToken).toString('base64url')
    : null;
  return { workflows: response.executions.map(summarise), nextPageToken: token };
}

/** A workflow's current state and the outline of its history (newest events last, at most 200). */
export async function describeWorkflow(client: Client, workflowId: string) {
  return withNotFound(async () => {
    const handle = client.workflow.getHandle(workflowId);
    const description = await handle.describe();
    const history = await handle.fetchHistory();
    const events = (history.events ?? []).slice(-200).map((e) => ({
      eventId: Number(e.eventId ?? 0),
      eventType: pascalCase(
        (temporal.api.enums.v1.EventType[e.eventType ?? 0] ?? 'UNKNOWN').replace('EVENT_TYPE_', ''),
      ),
      eventTime: optionalTsToDate(e.eventTime) ?? null,
    }));
    const pendingActivities = (description.raw.pendingActivities ?? []).map((a) => ({
      activityId: a.activityId ?? '',
      activityType: a.activityType?.name ?? '',
      attempt: a.attempt ?? 0,
      lastFailure: a.lastFailure?.message ?? null,
    }));
    return {
      ...summarise(description.raw.workflowExecutionInfo ?? {}),
      historyLength: description.historyLength,
      pendingActivities,
      events,
    };
  });
}

export function signalWorkflow(client: Client, workflowId: string, name: string, args: unknown[]) {
  return withNotFound(() => client.workflow.getHandle(workflowId).signal(name, ...args));
}

/** Requests cancellation of the workflow's latest run, or of `runId` when given. */
export function cancelWorkflow(client: Client, workflowId: string, runId?: string) {
  return withNotFound(async () => {
    await client.workflow.getHandle(workflowId, runId || undefined).cancel();
  });
}

/** WORKFLOW_EXECUTION_STARTED → WorkflowExecutionStarted, as Temporal's UI and CLI print event types. */
function pascalCase(name: string): string {
  return name
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

async function withNotFound<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) throw notFound('Workflow');
    throw error;
  }
}
