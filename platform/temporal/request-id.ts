/**
 * Carries the request id into Temporal (issue 22): every start, signal, update and query the client
 * makes while a request runs (or an activity that has one, worker/request-id.ts) writes it in the
 * call's headers, where the workflow reads it and hands it on to its activities. Outside a request
 * (a schedule, the CLI) nothing is written. Headers are recorded in the history but change no
 * command, so replay is unaffected.
 */
import { defaultPayloadConverter, type Headers } from '@temporalio/common';
import type { WorkflowClientInterceptor } from '@temporalio/client';
import { currentLogField } from '../logger.ts';
import { REQUEST_ID_HEADER } from '../../workflows/shared/messages.ts';

/** The headers with the surrounding request's id added, or as they are outside a request. */
function withRequestId(headers: Headers): Headers {
  const requestId = currentLogField('requestId');
  if (typeof requestId !== 'string') return headers;
  return { ...headers, [REQUEST_ID_HEADER]: defaultPayloadConverter.toPayload(requestId) };
}

export const requestIdClientInterceptor: WorkflowClientInterceptor = {
  startWithDetails: (input, next) => next({ ...input, headers: withRequestId(input.headers) }),
  signal: (input, next) => next({ ...input, headers: withRequestId(input.headers) }),
  signalWithStart: (input, next) => next({ ...input, headers: withRequestId(input.headers) }),
  startUpdate: (input, next) => next({ ...input, headers: withRequestId(input.headers) }),
  startUpdateWithStart: (input, next) =>
    next({
      ...input,
      workflowStartHeaders: withRequestId(input.workflowStartHeaders),
      updateHeaders: withRequestId(input.updateHeaders),
    }),
  query: (input, next) => next({ ...input, headers: withRequestId(input.headers) }),
};
