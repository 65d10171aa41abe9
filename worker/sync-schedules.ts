import { type Client, ScheduleAlreadyRunning, ScheduleOverlapPolicy } from '@temporalio/client';
import type { Duration } from '@temporalio/common';
import { SCHEDULES } from '../workflows/schedules.ts';
import { laneTaskQueue } from '../workflows/shared/messages.ts';

/**
 * Creates each recurring workflow's schedule, or updates it when it already exists, on its lane's
 * queue of the deployment whose base queue is `taskQueue`.
 */
export async function syncSchedules(client: Client, taskQueue: string): Promise<void> {
  for (const schedule of SCHEDULES) {
    const options = {
      scheduleId: schedule.scheduleId,
      // An interval ('every') or a calendar (e.g. the 1st of each month), in UTC.
      spec:
        'every' in schedule ? { intervals: [{ every: schedule.every }] } : { calendars: [schedule.calendar] },
      action: {
        type: 'startWorkflow' as const,
        workflowType: schedule.workflowType,
        taskQueue: laneTaskQueue(taskQueue, 'lane' in schedule ? schedule.lane : 'interactive'),
        args: [],
      },
      policies: {
        overlap: ScheduleOverlapPolicy.SKIP,
        catchupWindow: ('catchupWindow' in schedule
          ? schedule.catchupWindow
          : '1 hour') satisfies Duration as Duration,
      },
    };
    try {
      await client.schedule.create(options);
    } catch (error) {
      if (!(error instanceof ScheduleAlreadyRunning)) throw error;
      await client.schedule.getHandle(schedule.scheduleId).update((previous) => ({
        ...previous,
        spec: options.spec,
        action: options.action,
        policies: options.policies,
      }));
    }
  }
}
