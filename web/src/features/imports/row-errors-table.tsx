import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { downloadFile } from '../../api/download.ts';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { useLocalPaging } from '../../ui/data-table/use-local-paging.ts';
import { notifyError } from '../../ui/notify.ts';
import { errorsReportUrl, rowErrorsQueryOptions, type RowError } from './imports-api.ts';

const COLUMNS: Column<RowError>[] = [
  { key: 'line', header: 'Line', width: 90, render: (error) => error.line_number },
  { key: 'reasons', header: 'Reasons', render: (error) => error.reasons.join(' ') },
];

/** The rejected rows of a job by line, paged, and the CSV report (supplier-side §8 Import errors). */
export function RowErrorsTable({ jobId, finished }: { jobId: string; finished: boolean }) {
  const paging = useLocalPaging(25);
  const errors = useQuery(rowErrorsQueryOptions(jobId, paging.page, paging.perPage));
  const { refetch } = errors;
  useEffect(() => {
    if (finished) void refetch();
  }, [finished, refetch]);

  return (
    <Stack gap="xs" data-testid="import-row-errors">
      <Group justify="space-between">
        <Title order={3}>Rows not imported</Title>
        <Anchor
          href={errorsReportUrl(jobId)}
          onClick={(event) => void download(event, jobId)}
          data-testid="import-errors-download"
        >
          Download error report (CSV)
        </Anchor>
      </Group>
      <DataTable
        rows={errors.data?.data}
        rowKey={(error) => String(error.line_number)}
        columns={COLUMNS}
        status={errors}
        empty={{ title: 'No rejected rows', description: 'Every row read so far was imported.' }}
        testId="import-row-errors-table"
        rowTestId="import-row-error"
        paging={{
          ...paging,
          total: errors.data?.total ?? 0,
          noun: 'rejected row',
          testId: 'import-row-errors',
        }}
        minWidth={480}
      />
    </Stack>
  );
}

/** The report needs the session's header, which a plain link cannot send: fetch, then save. */
async function download(event: React.MouseEvent, jobId: string) {
  event.preventDefault();
  try {
    await downloadFile(errorsReportUrl(jobId), `import-${jobId}-errors.csv`);
  } catch (error) {
    notifyError(error);
  }
}
