/** Support's workflow calls (api/routes/support/): list, inspect, signal, cancel. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiClient, data } from './client.ts';
import type { Schema } from './contract.ts';

export type WorkflowSummary = Schema<'WorkflowSummary'>;
export type WorkflowDetails = Schema<'WorkflowDetails'>;
export type WorkflowEvent = WorkflowDetails['events'][number];

const path = (id: string) => ({ params: { path: { id } } });

/** Workflows matching a Temporal visibility query, one page per server page token. */
export const workflowsQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: ['support', 'workflows', { query }],
    queryFn: ({ pageParam, signal }) =>
      data(
        apiClient.GET('/api/v1/support/workflows', {
          params: { query: { query, page_token: pageParam } },
          signal,
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_page_token || undefined,
  });

export const workflowQueryOptions = (workflowId: string) =>
  queryOptions({
    queryKey: ['support', 'workflows', 'detail', workflowId],
    queryFn: ({ signal }) =>
      data(apiClient.GET('/api/v1/support/workflows/{id}', { ...path(workflowId), signal })),
  });

export async function signalWorkflow(workflowId: string, name: string, args: unknown[]): Promise<void> {
  await apiClient.POST('/api/v1/support/workflows/{id}/signal', {
    ...path(workflowId),
    body: { name, args },
  });
}

export async function cancelWorkflow(workflowId: string, reason: string): Promise<void> {
  await apiClient.POST('/api/v1/support/workflows/{id}/cancel', { ...path(workflowId), body: { reason } });
}
