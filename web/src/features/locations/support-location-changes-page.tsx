/** /support/location_changes (issue 23): store moves awaiting approval; approve (the wholesalers are told) or reject with a reason. */
import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '../../ui/confirm.ts';
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
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') => decideLocationChange(c.id, decision, reason.trim()),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: locationsKey });
    },
    onError: notifyError,
  });
  const ask = (decision: 'approve' | 'reject') =>
    confirmAction({
      message: `${decision === 'approve' ? 'Approve' : 'Reject'} moving ${c.location_name} to ${line(c.requested)}?`,
      danger: decision === 'reject',
      onConfirm: () => decide.mutate(decision),
    });
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        size="xs"
        placeholder="Reason (to reject)"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      <Button size="xs" color="green" onClick={() => ask('approve')} data-testid="approve-location-change">
        Approve
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        disabled={reason.trim() === ''}
        onClick={() => ask('reject')}
      >
        Reject
      </Button>
    </Group>
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
