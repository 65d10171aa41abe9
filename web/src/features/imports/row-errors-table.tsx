import { Anchor, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { notifyError } from '../../ui/notify.ts';
import { errorsReportUrl, rowErrorsQueryOptions } from './imports-api.ts';

/** The rejected rows of a job by line, paged, and the CSV report (supplier-side §8 Import errors). */
export function RowErrorsTable({ jobId, finished }: { jobId: string; finished: boolean }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useQuery(rowErrorsQueryOptions(jobId, page));
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
      {isLoading && <Text c="dimmed">Loading…</Text>}
      {isError && <Text c="red">The row errors could not be loaded.</Text>}
      {data && (
        <>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={90}>Line</Table.Th>
                <Table.Th>Reasons</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((error) => (
                <Table.Tr key={error.line_number} data-testid="import-row-error">
                  <Table.Td>{error.line_number}</Table.Td>
                  <Table.Td>{error.reasons.join(' ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {data.total > data.per_page && (
            <Pagination
              total={Math.ceil(data.total / data.per_page)}
              value={page}
              onChange={setPage}
              size="sm"
            />
          )}
        </>
      )}
    </Stack>
  );
}

/** The report needs the `Authorization: Web` header, which a plain link cannot send: fetch, then save. */
async function download(event: React.MouseEvent, jobId: string) {
  event.preventDefault();
  try {
    const response = await fetch(errorsReportUrl(jobId), {
      headers: { Authorization: 'Web' },
      credentials: 'same-origin',
    });
    if (!response.ok) throw new ApiError(response.status, response.statusText, undefined);
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: `import-${jobId}-errors.csv`,
    });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  } catch (error) {
    notifyError(error);
  }
}
