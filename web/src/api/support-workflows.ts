import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from './client.ts';

export type WorkflowSummary = {
  workflow_id: string;
  run_id: string;
  type: string;
  status: string;
  start_time: string | null;
  close_time: string | null;
  task_queue: string;
};

export type WorkflowEvent = { event_id: string | number; event_type: string; event_time: string | null };

export type WorkflowDetails = WorkflowSummary & {
  history_length: number;
  pending_activities: unknown[];
  events: WorkflowEvent[];
};

type WorkflowPage = { data: WorkflowSummary[]; next_page_token: string | null };

const base = '/api/v1/support/workflows';

/** Workflows matching a Temporal visibility query, one page per server page token. */
export const workflowsQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: ['support', 'workflows', { query }],
    queryFn: ({ pageParam, signal }) =>
      api.get<WorkflowPage>(base, { query: { query, page_token: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_page_token || undefined,
  });

export const workflowQueryOptions = (workflowId: string) =>
  queryOptions({
    queryKey: ['support', 'workflows', 'detail', workflowId],
    queryFn: ({ signal }) =>
      api.get<WorkflowDetails>(`${base}/${encodeURIComponent(workflowId)}`, { signal }),
  });

export function signalWorkflow(workflowId: string, name: string, args: unknown[]): Promise<void> {
  return api.post(`${base}/${encodeURIComponent(workflowId)}/signal`, { name, args });
}

export function cancelWorkflow(workflowId: string, reason: string): Promise<void> {
  return api.post(`${base}/${encodeURIComponent(workflowId)}/cancel`, { reason });
}
