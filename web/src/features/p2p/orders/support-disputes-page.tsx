/** /support/p2p-disputes (issue 13): buyers' disputes of p2p orders; support releases the payout or refunds the buyer, with a note. */
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCents } from '../../../../../domain/money.ts';
import { confirmAction } from '../../../ui/confirm.ts';
import { DataTable, type Column } from '../../../ui/data-table/data-table.tsx';
import { rowsOfPage, useLocalPaging } from '../../../ui/data-table/use-local-paging.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { decideDispute, disputesQueryOptions, p2pKey } from './p2p-api.ts';

type Row = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof disputesQueryOptions>['queryFn']>>>
>['data'][number];

function Decide({ row }: { row: Row }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'release' | 'refund') => decideDispute(row.order_id, decision, note.trim()),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: p2pKey });
    },
    onError: notifyError,
  });
  const ask = (decision: 'release' | 'refund') =>
    confirmAction({
      message:
        decision === 'release'
          ? `Release the payout of order #${row.order_number} to ${row.seller_name}?`
          : `Refund ${row.buyer_name} in full for order #${row.order_number}?`,
      danger: decision === 'refund',
      onConfirm: () => decide.mutate(decision),
    });
  const blank = note.trim() === '';
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        size="xs"
        placeholder="Note (required)"
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <Button
        size="xs"
        color="green"
        disabled={blank}
        onClick={() => ask('release')}
        data-testid="dispute-release"
      >
        Release
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        disabled={blank}
        onClick={() => ask('refund')}
        data-testid="dispute-refund"
      >
        Refund
      </Button>
    </Group>
  );
}

const COLUMNS: Column<Row>[] = [
  { key: 'order', header: 'Order', render: (r) => `#${r.order_number}` },
  { key: 'seller', header: 'Seller', render: (r) => r.seller_name },
  { key: 'buyer', header: 'Buyer', render: (r) => r.buyer_name },
  {
    key: 'amount',
    header: 'Paid',
    render: (r) => (r.gross_cents === null ? '—' : formatCents(r.gross_cents)),
  },
  { key: 'opened', header: 'Opened', render: (r) => formatDateTime(r.opened_at), noWrap: true },
  { key: 'message', header: 'Buyer’s message', render: (r) => r.message ?? '' },
  { key: 'decide', header: 'Decision', render: (r) => <Decide row={r} /> },
];

export function SupportDisputesPage() {
  const disputes = useQuery(disputesQueryOptions());
  const paging = useLocalPaging(25);
  const rows = disputes.data?.data;
  return (
    <Stack>
      <Title order={1}>P2P disputes</Title>
      <DataTable
        rows={rowsOfPage(rows, paging)}
        rowKey={(r) => r.order_id}
        columns={COLUMNS}
        status={disputes}
        empty={{
          title: 'No open disputes',
          description: 'Disputes buyers open on p2p orders appear here.',
          testId: 'p2p-disputes-empty',
        }}
        testId="p2p-disputes"
        loadingTestId="p2p-disputes-loading"
        rowTestId="p2p-dispute-row"
        rowAttributes={(r) => ({ 'data-id': r.order_id })}
        minWidth={1000}
        paging={{ ...paging, total: rows?.length ?? 0, noun: 'dispute', testId: 'p2p-disputes-paging' }}
      />
    </Stack>
  );
}
