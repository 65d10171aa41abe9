import { Anchor, Badge, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../ui/format.ts';
import { importJobsQueryOptions, KIND_LABELS } from './imports-api.ts';
import { STATUS_COLORS } from './job-progress.tsx';

/** The supplier's recent imports, newest first; choosing one shows its progress and errors. */
export function RecentJobs({ onOpen }: { onOpen: (jobId: string) => void }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useQuery(importJobsQueryOptions(page));
  return (
    <Stack gap="xs" data-testid="import-recent-jobs">
      <Title order={2}>Recent imports</Title>
      {isLoading && <Text c="dimmed">Loading…</Text>}
      {isError && <Text c="red">Recent imports could not be loaded.</Text>}
      {data?.total === 0 && <Text c="dimmed">No imports yet.</Text>}
      {data && data.total > 0 && (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>File</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Imported</Table.Th>
              <Table.Th>Failed</Table.Th>
              <Table.Th>Started</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.data.map((job) => (
              <Table.Tr key={job.id}>
                <Table.Td>
                  <Anchor component="button" type="button" onClick={() => onOpen(job.id)}>
                    {job.file_name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{KIND_LABELS[job.kind]}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[job.status]}>{job.status}</Badge>
                </Table.Td>
                <Table.Td>{job.imported_rows}</Table.Td>
                <Table.Td>{job.failed_rows}</Table.Td>
                <Table.Td>{formatDateTime(job.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {data && data.total > data.per_page && (
        <Pagination total={Math.ceil(data.total / data.per_page)} value={page} onChange={setPage} size="sm" />
      )}
    </Stack>
  );
}
