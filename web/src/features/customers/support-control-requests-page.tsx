import { Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { confirmAction } from '../../ui/confirm.ts';
import { formatDateTime } from '../../ui/format.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { KIND_LABELS, reasonsText } from './customer-control-requests.tsx';
import { decideRequest, queueKey, queueQueryOptions, type QueueRow } from './customers-api.ts';

function Decide({ row }: { row: QueueRow }) {
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (verdict: 'approve' | 'decline') => decideRequest(row.id, verdict),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: queueKey });
    },
    onError: notifyError,
  });
  const ask = (verdict: 'approve' | 'decline') =>
    confirmAction({
      message: `${verdict === 'approve' ? 'Approve' : 'Decline'} ${row.supplier_name}’s ${KIND_LABELS[row.kind].toLowerCase()} request for ${row.customer_name}?`,
      danger: verdict === 'approve',
      onConfirm: () => decide.mutate(verdict),
    });
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        color="red"
        loading={decide.isPending}
        onClick={() => ask('approve')}
        data-testid="approve-request"
      >
        Approve
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={decide.isPending}
        onClick={() => ask('decline')}
        data-testid="decline-request"
      >
        Decline
      </Button>
    </Group>
  );
}

const columns = (pending: boolean): Column<QueueRow>[] => [
  { key: 'kind', header: 'Request', render: (r) => KIND_LABELS[r.kind] },
  { key: 'supplier', header: 'Supplier', render: (r) => r.supplier_name },
  { key: 'customer', header: 'Customer', render: (r) => r.customer_name },
  {
    key: 'reasons',
    header: 'Reasons',
    render: (r) => [reasonsText(r.reasons), r.memo, r.message].filter(Boolean).join(' — ') || '—',
  },
  { key: 'sent', header: 'Sent', render: (r) => formatDateTime(r.created_at) },
  pending
    ? { key: 'decide', header: '', render: (r) => <Decide row={r} /> }
    : {
        key: 'status',
        header: 'Decision',
        render: (r) => `${r.status} ${r.decided_at ? formatDateTime(r.decided_at) : ''}`,
      },
];

/** Support's queue of suspension and disable-controls requests, approved or declined here (supplier-side §4). */
export function SupportControlRequestsPage() {
  const [status, setStatus] = useState<'pending' | 'history'>('pending');
  const queue = useQuery(queueQueryOptions(status));
  return (
    <Stack>
      <Title order={1}>Customer suspension requests</Title>
      <DataTable
        rows={queue.data?.data}
        rowKey={(r) => r.id}
        columns={columns(status === 'pending')}
        status={queue}
        empty={{
          title: status === 'pending' ? 'Nothing to decide' : 'No decided requests',
          description: 'Suppliers’ suspension and disable-controls requests appear here.',
          testId: 'control-queue-empty',
        }}
        testId="control-queue"
        rowTestId="control-queue-row"
        rowAttributes={(r) => ({ 'data-id': r.id, 'data-customer': r.customer_name })}
        toolbar={
          <SegmentedControl
            value={status}
            onChange={(v) => setStatus(v === 'history' ? 'history' : 'pending')}
            data={[
              { value: 'pending', label: 'Pending' },
              { value: 'history', label: 'History' },
            ]}
            data-testid="control-queue-status"
          />
        }
      />
    </Stack>
  );
}
