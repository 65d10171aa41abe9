/**
 * The worker's side of the request id (issue 22): an activity whose headers carry one
 * (workflows/shared/request-id-interceptors.ts) runs inside the logger's fields
 * (platform/logger.ts withLogFields), so every line it writes through our logger names the request,
 * with the active span's trace id while tracing is on; the SDK's own lines about it ("Activity
 * completed", `log` from @temporalio/activity) name it through their log attributes. A Temporal
 * call the activity makes carries the id on (platform/temporal/request-id.ts).
 */
import { defaultPayloadConverter } from '@temporalio/common';
import type { ActivityInterceptorsFactory } from '@temporalio/worker';
import { withLogFields } from '../platform/logger.ts';
import { REQUEST_ID_HEADER } from '../workflows/shared/messages.ts';

export const requestIdActivities: ActivityInterceptorsFactory = () => {
  let requestId: string | undefined;
  return {
    inbound: {
      async execute(input, next) {
        const header = input.headers[REQUEST_ID_HEADER];
        const received: unknown = header ? defaultPayloadConverter.fromPayload(header) : undefined;
        if (typeof received !== 'string') return next(input);
        requestId = received;
        return withLogFields({ requestId }, () => next(input));
      },
    },
    outbound: {
      getLogAttributes: (attributes, next) => next(requestId ? { ...attributes, requestId } : attributes),
    },
  };
};
