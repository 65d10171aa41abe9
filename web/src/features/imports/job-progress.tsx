import { Alert, Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCable } from '../../realtime/use-cable.ts';
import {
  importJobKey,
  importJobQueryOptions,
  importJobsKey,
  isFinished,
  type ImportJob,
} from './imports-api.ts';
import { RowErrorsTable } from './row-errors-table.tsx';

type ProgressEvent = Pick<
  ImportJob,
  'status' | 'processed_rows' | 'imported_rows' | 'failed_rows' | 'total_rows'
> & {
  type: 'import.progress';
  job_id: string;
};

function isProgressEvent(data: unknown): data is ProgressEvent {
  return !!data && typeof data === 'object' && (data as { type?: unknown }).type === 'import.progress';
}

export const STATUS_COLORS = { queued: 'gray', running: 'blue', completed: 'green', failed: 'red' } as const;

/**
 * A job's live progress: events on the account's cable stream update it at once; the job query's
 * own 3-second poll covers a dropped connection (delivery is at most once).
 */
export function JobProgress({
  jobId,
  accountId,
  notice,
}: {
  jobId: string;
  accountId: string;
  notice?: string | undefined;
}) {
  const queryClient = useQueryClient();
  const { data: job, isError } = useQuery(importJobQueryOptions(jobId));
  useCable(
    { channel: 'AccountChannel', account_id: accountId },
    {
      received(data) {
        if (!isProgressEvent(data) || data.job_id !== jobId) return;
        const { type: _type, job_id: _id, ...counters } = data;
        queryClient.setQueryData(
          importJobKey(jobId),
          (old: ImportJob | undefined) => old && { ...old, ...counters },
        );
        if (isFinished(data.status)) {
          void queryClient.invalidateQueries({ queryKey: importJobKey(jobId) });
          void queryClient.invalidateQueries({ queryKey: importJobsKey });
        }
      },
      connected: () => void queryClient.invalidateQueries({ queryKey: importJobKey(jobId) }),
    },
  );

  if (isError) return <Alert color="red">This import could not be loaded.</Alert>;
  const percent = job?.total_rows
    ? Math.round((100 * job.processed_rows) / job.total_rows)
    : job?.status === 'completed'
      ? 100
      : 0;
  return (
    <Stack gap="sm" data-testid="import-job">
      {notice && (
        <Alert color="blue" data-testid="import-started-notice">
          {notice}
        </Alert>
      )}
      {job && (
        <>
          <Group justify="space-between">
            <Text fw={500}>{job.file_name}</Text>
            <Badge color={STATUS_COLORS[job.status]} data-testid="import-status">
              {job.status}
            </Badge>
          </Group>
          <Progress value={percent} animated={!isFinished(job.status)} aria-label="Import progress" />
          <Text size="sm" data-testid="import-counters">
            {job.processed_rows} of {job.total_rows ?? '…'} rows processed: {job.imported_rows} imported,{' '}
            {job.failed_rows} failed
          </Text>
          {job.failure && (
            <Alert color="red" data-testid="import-failure">
              {job.failure}
            </Alert>
          )}
          {job.failed_rows > 0 && <RowErrorsTable jobId={job.id} finished={isFinished(job.status)} />}
        </>
      )}
    </Stack>
  );
}
