/** The workflow answers support staff read: summaries, one workflow's state and its history outline. */
import { z } from 'zod';
import type { WorkflowSummary } from '../../../platform/temporal/admin.ts';
import { iso } from '../../contract/wire-format.ts';

export const WorkflowSummarySchema = z
  .strictObject({
    workflow_id: z.string(),
    run_id: z.string(),
    type: z.string(),
    status: z.string(),
    start_time: z.iso.datetime().nullable(),
    close_time: z.iso.datetime().nullable(),
    task_queue: z.string(),
  })
  .meta({ id: 'WorkflowSummary' });

export function serializeSummary(w: WorkflowSummary): z.input<typeof WorkflowSummarySchema> {
  return {
    workflow_id: w.workflowId,
    run_id: w.runId,
    type: w.type,
    status: w.status,
    start_time: iso(w.startTime),
    close_time: iso(w.closeTime),
    task_queue: w.taskQueue,
  };
}

export const WorkflowPageSchema = z
  .strictObject({ data: z.array(WorkflowSummarySchema), next_page_token: z.string().nullable() })
  .meta({ id: 'WorkflowPage' });

export const WorkflowDetailsSchema = WorkflowSummarySchema.extend({
  history_length: z.number().int(),
  pending_activities: z.array(
    z.strictObject({
      activity_id: z.string(),
      activity_type: z.string(),
      attempt: z.number().int(),
      last_failure: z.string().nullable(),
    }),
  ),
  events: z.array(
    z.strictObject({
      event_id: z.number().int(),
      event_type: z.string(),
      event_time: z.iso.datetime().nullable(),
    }),
  ),
}).meta({ id: 'WorkflowDetails' });
