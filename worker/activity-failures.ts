/**
 * Every activity's error passes through the failure codec before the SDK turns it into a failure:
 * a failed query is recorded in the history (and shown in the Temporal UI, and logged by the SDK)
 * by its SQLSTATE and constraint, never with its parameters.
 */
import type { ActivityInterceptorsFactory } from '@temporalio/worker';
import { toSafeActivityError } from '../platform/temporal/failure-codec.ts';

export const safeActivityFailures: ActivityInterceptorsFactory = () => ({
  inbound: {
    async execute(input, next) {
      try {
        return await next(input);
      } catch (error) {
        throw toSafeActivityError(error);
      }
    },
  },
});
