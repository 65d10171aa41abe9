import type { ActivityOptions } from '@temporalio/workflow';

/** Moves answer a person waiting on the page: a few quick attempts, then the refusal or the fault. */
export const MOVE_ACTIVITY_OPTIONS: ActivityOptions = {
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '500 milliseconds', maximumInterval: '5 seconds', maximumAttempts: 5 },
};

/** The clock's own steps have nobody waiting: they retry until they succeed. */
export const CLOCK_ACTIVITY_OPTIONS: ActivityOptions = {
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute' },
};
