/**
 * What every workflow area shares with the edge (the seam api/ and platform/ may import): the
 * custom search attributes a workflow is started with (issue 22, "Temporal for operators"), used by
 * platform/temporal/ for the starts from the API and by the workflows that start other workflows.
 */
import { defineSearchAttributeKey, type SearchAttributePair } from '@temporalio/common';

/** The process: the area's word (`order`, `p2p-order`, `offer`, `customer-request`, …). */
export const APP_PROCESS = defineSearchAttributeKey('AppProcess', 'KEYWORD');
/** The business object the workflow is about (the order, offer, request … id). */
export const APP_SUBJECT_ID = defineSearchAttributeKey('AppSubjectId', 'KEYWORD');
/** Every account the workflow concerns: the pharmacy, the supplier or seller. */
export const APP_ACCOUNT_IDS = defineSearchAttributeKey('AppAccountIds', 'KEYWORD_LIST');

/** What a start says about its workflow. */
export type ProcessAttributes = { process: string; subjectId: string; accountIds: readonly string[] };

export function searchAttributesOf(attributes: ProcessAttributes): SearchAttributePair[] {
  return [
    { key: APP_PROCESS, value: attributes.process },
    { key: APP_SUBJECT_ID, value: attributes.subjectId },
    { key: APP_ACCOUNT_IDS, value: [...new Set(attributes.accountIds)] },
  ];
}

/**
 * The patch behind which a workflow gives the workflows it starts their search attributes (issue
 * 22): runs that started children without them replay down the old path (docs/decisions.md,
 * "Changing running workflows").
 */
export const CHILD_SEARCH_ATTRIBUTES_PATCH = 'child-search-attributes';

/**
 * The task queues, one per kind of work (issue 22): `interactive` (offers, orders, checkout,
 * requests: a person waits on each step), `imports` (large files parsed in chunks) and `exports`
 * (documents written in bulk), so a burst of imports never delays an offer's answer. Each lane has
 * its own workers and limits (worker/create-worker.ts). The interactive lane is the deployment's
 * TEMPORAL_TASK_QUEUE itself; the others add their name to it.
 */
export const TASK_QUEUE_LANES = ['interactive', 'imports', 'exports'] as const;
export type TaskQueueLane = (typeof TASK_QUEUE_LANES)[number];

/** The task queue of `lane` in the deployment whose interactive queue is `base`. */
export function laneTaskQueue(base: string, lane: TaskQueueLane): string {
  return lane === 'interactive' ? base : `${base}-${lane}`;
}

/** The deployment's base queue from any of its lanes' queues (a workflow knows only its own). */
export function baseTaskQueueOf(queue: string): string {
  const lane = TASK_QUEUE_LANES.find((l) => l !== 'interactive' && queue.endsWith(`-${l}`));
  return lane ? queue.slice(0, -(lane.length + 1)) : queue;
}

/** The patch behind which the relays start an import or an export on its own lane's queue. */
export const TASK_QUEUE_LANES_PATCH = 'task-queue-lanes';

/**
 * The Temporal header that carries the API request's id (issue 22, "every log line carries the
 * request id"): the client writes it on each start, signal, update and query made while a request
 * runs (platform/temporal/request-id.ts), the workflow hands the latest one it received to every
 * activity and child workflow it starts (workflows/shared/request-id-interceptors.ts), and the
 * worker binds it into the log lines of the activity (worker/request-id.ts).
 */
export const REQUEST_ID_HEADER = 'x-request-id';
