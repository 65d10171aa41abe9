import { Anchor, Badge, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { useLocalPaging } from '../../ui/data-table/use-local-paging.ts';
import { formatDateTime } from '../../ui/format.ts';
import { importJobsQueryOptions, KIND_LABELS, type ImportJob } from './imports-api.ts';
import { STATUS_COLORS } from './job-progress.tsx';

function columns(onOpen: (jobId: string) => void): Column<ImportJob>[] {
  return [
    {
      key: 'file',
      header: 'File',
      render: (job) => (
        <Anchor component="button" type="button" onClick={() => onOpen(job.id)}>
          {job.file_name}
        </Anchor>
      ),
    },
    { key: 'kind', header: 'Kind', render: (job) => KIND_LABELS[job.kind] },
    {
      key: 'status',
      header: 'Status',
      render: (job) => <Badge color={STATUS_COLORS[job.status]}>{job.status}</Badge>,
    },
    { key: 'imported', header: 'Imported', align: 'right', render: (job) => job.imported_rows },
    { key: 'failed', header: 'Failed', align: 'right', render: (job) => job.failed_rows },
    { key: 'started', header: 'Started', render: (job) => formatDateTime(job.created_at) },
  ];
}

/** The supplier's recent imports, newest first; choosing one shows its progress and errors. */
export function RecentJobs({ onOpen }: { onOpen: (jobId: string) => void }) {
  const paging = useLocalPaging(10);
  const jobs = useQuery(importJobsQueryOptions(paging.page, paging.perPage));
  return (
    <Stack gap="xs" data-testid="import-recent-jobs">
      <Title order={2}>Recent imports</Title>
      <DataTable
        rows={jobs.data?.data}
        rowKey={(job) => job.id}
        columns={columns(onOpen)}
        status={jobs}
        empty={{ title: 'No imports yet', description: 'Files you import appear here with their progress.' }}
        testId="import-jobs-table"
        rowTestId="import-job-row"
        paging={{ ...paging, total: jobs.data?.total ?? 0, noun: 'import', testId: 'import-jobs' }}
        minWidth={640}
      />
    </Stack>
  );
}
