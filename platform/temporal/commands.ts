/**
 * Starting, updating and signalling workflows: the three things the API and activities ask of
 * Temporal. Every workflow id is its business key, so a repeated start finds the same run.
 */
import type { Client, Connection } from '@temporalio/client';
import type { SignalDefinition, UpdateDefinition } from '@temporalio/common';
import { decodeClientError } from './failure-codec.ts';
import { searchAttributesOf, type ProcessAttributes } from './search-attributes.ts';

/** The client and its connection, as the API and the worker hold them. */
export type Temporal = { client: Client; connection: Connection };

/** An update answers within this; past it the API says 503 and the command may still complete. */
export const UPDATE_DEADLINE_MS = 15_000;

/**
 * Starts `workflowType` as `workflowId` unless it already runs (starting twice is harmless), with
 * the search attributes that say what it is about and whose it is.
 */
export async function startWorkflowOnce<I>(
  client: Client,
  workflowType: string,
  options: { taskQueue: string; workflowId: string; input: I; attributes: ProcessAttributes },
): Promise<void> {
  await client.workflow.start(workflowType, {
    taskQueue: options.taskQueue,
    workflowId: options.workflowId,
    args: [options.input],
    workflowIdConflictPolicy: 'USE_EXISTING',
    typedSearchAttributes: searchAttributesOf(options.attributes),
  });
}

/**
 * Sends an update and answers the workflow's reply, or throws the refusal as its DomainError
 * (nothing changed). `updateId` (the request's Idempotency-Key) makes a retried request the same
 * update; `unavailable` is the 503's message when the deadline passes.
 */
export async function executeWorkflowUpdate<R, I>(
  temporal: Temporal,
  workflowId: string,
  update: UpdateDefinition<R, [I]>,
  payload: I,
  options: { updateId?: string | undefined; unavailable: string },
): Promise<R> {
  const handle = temporal.client.workflow.getHandle(workflowId);
  try {
    return await temporal.connection.withDeadline(Date.now() + UPDATE_DEADLINE_MS, () =>
      handle.executeUpdate(update, {
        args: [payload],
        ...(options.updateId ? { updateId: options.updateId } : {}),
      }),
    );
  } catch (error) {
    throw decodeClientError(error, options.unavailable);
  }
}

/** Signals a running workflow (a fact, answered by nothing), within `deadlineMs` when given. */
export async function signalWorkflow<I>(
  client: Client,
  workflowId: string,
  signal: SignalDefinition<[I]>,
  payload: I,
  options: { deadlineMs?: number } = {},
): Promise<void> {
  const handle = client.workflow.getHandle(workflowId);
  if (options.deadlineMs === undefined) return handle.signal(signal, payload);
  await client.withDeadline(Date.now() + options.deadlineMs, () => handle.signal(signal, payload));
}
