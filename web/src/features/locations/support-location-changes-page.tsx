/** /support/location_changes (issue 23): store moves awaiting approval; approve (the wholesalers are told) or reject with a reason. */
import { Badge, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApproveOrReject, type Decision } from '../../ui/approve-or-reject.tsx';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import {
  decideLocationChange,
  locationChangesQueryOptions,
  locationsKey,
  type LocationChange,
} from './locations-api.ts';

const line = (a: LocationChange['current']) =>
  `${a.address1}${a.address2 ? `, ${a.address2}` : ''}, ${a.city}, ${a.state} ${a.zipcode}`;

function Decide({ c }: { c: LocationChange }) {
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: ({ decision, reason }: { decision: Decision; reason: string }) =>
      decideLocationChange(c.id, decision, reason),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: locationsKey });
    },
    onError: notifyError,
  });
  return (
    <ApproveOrReject
      question={(decision) =>
        `${decision === 'approve' ? 'Approve' : 'Reject'} moving ${c.location_name} to ${line(c.requested)}?`
      }
      onDecide={(decision, reason) => decide.mutate({ decision, reason })}
      approveTestId="approve-location-change"
    />
  );
}

const COLUMNS: Column<LocationChange>[] = [
  { key: 'pharmacy', header: 'Pharmacy', render: (c) => c.pharmacy_name },
  { key: 'location', header: 'Location', render: (c) => c.location_name },
  {
    key: 'move',
    header: 'Now → requested',
    render: (c) => (
      <Stack gap={2}>
        <Text size="sm">{line(c.current)}</Text>
        <Text size="sm" fw={600}>
          → {line(c.requested)}
        </Text>
      </Stack>
    ),
  },
  { key: 'status', header: 'Status', render: (c) => <Badge>{c.status}</Badge> },
  { key: 'requested', header: 'Requested', render: (c) => formatDateTime(c.requested_at), noWrap: true },
  { key: 'decide', header: 'Decision', render: (c) => <Decide c={c} /> },
];

export function SupportLocationChangesPage() {
  const queue = useQuery(locationChangesQueryOptions());
  return (
    <Stack>
      <Title order={1}>Location changes</Title>
      <DataTable
        rows={queue.data?.data}
        rowKey={(c) => c.id}
        columns={COLUMNS}
        status={queue}
        empty={{
          title: 'No location changes',
          description: 'Store moves awaiting approval appear here.',
          testId: 'location-changes-empty',
        }}
        testId="location-changes"
        loadingTestId="location-changes-loading"
        rowTestId="location-change-row"
        rowAttributes={(c) => ({ 'data-id': c.id, 'data-location': c.location_name })}
        minWidth={1000}
      />
    </Stack>
  );
}
