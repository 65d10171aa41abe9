/**
 * The workflow's side of the request id (issue 22): the latest id received with the start, a signal
 * or an update (queries change nothing) is handed on in the headers of every activity, child
 * workflow, external signal and continue-as-new the workflow schedules after it, so an activity's
 * log lines name the request that caused it. Bundled into every workflow bundle
 * (worker/workflow-bundle.ts); the state lives in this factory's closure, one per workflow run.
 * Deterministic: the ids come from the history's own headers, and headers change no command.
 */
import type { Headers, WorkflowInterceptors } from '@temporalio/workflow';
import { REQUEST_ID_HEADER } from './messages.ts';

export function interceptors(): WorkflowInterceptors {
  let requestId: Headers[string] | undefined;
  const remember = (headers: Headers) => {
    const received = headers[REQUEST_ID_HEADER];
    if (received) requestId = received;
  };
  const handOn = (headers: Headers): Headers =>
    requestId && !headers[REQUEST_ID_HEADER] ? { ...headers, [REQUEST_ID_HEADER]: requestId } : headers;
  return {
    inbound: [
      {
        execute: (input, next) => {
          remember(input.headers);
          return next(input);
        },
        handleSignal: (input, next) => {
          remember(input.headers);
          return next(input);
        },
        handleUpdate: (input, next) => {
          remember(input.headers);
          return next(input);
        },
      },
    ],
    outbound: [
      {
        scheduleActivity: (input, next) => next({ ...input, headers: handOn(input.headers) }),
        scheduleLocalActivity: (input, next) => next({ ...input, headers: handOn(input.headers) }),
        startChildWorkflowExecution: (input, next) => next({ ...input, headers: handOn(input.headers) }),
        signalWorkflow: (input, next) => next({ ...input, headers: handOn(input.headers) }),
        continueAsNew: (input, next) => next({ ...input, headers: handOn(input.headers) }),
      },
    ],
  };
}
