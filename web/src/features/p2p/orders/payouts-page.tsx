/** /pharmacy/p2p/payouts (issue 13): the seller's payout ledger with totals. */
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatCents } from '../../../../../domain/money.ts';
import { DataTable, type Column } from '../../../ui/data-table/data-table.tsx';
import { useLocalPaging } from '../../../ui/data-table/use-local-paging.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { payoutsQueryOptions } from './p2p-api.ts';

type Ledger = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof payoutsQueryOptions>['queryFn']>>>
>;
type Row = Ledger['data'][number];

const COLUMNS: Column<Row>[] = [
  { key: 'order', header: 'Order', render: (r) => `#${r.order_number}` },
  {
    key: 'status',
    header: 'Status',
    render: (r) => <Badge data-testid="p2p-payout-status">{r.status}</Badge>,
  },
  { key: 'gross', header: 'Paid by buyer', render: (r) => formatCents(r.gross_cents), align: 'right' },
  { key: 'fee', header: 'Marketplace fee', render: (r) => formatCents(r.fee_cents), align: 'right' },
  { key: 'net', header: 'Your payout', render: (r) => formatCents(r.net_cents), align: 'right' },
  {
    key: 'when',
    header: 'Released / refunded',
    render: (r) => formatDateTime(r.released_at ?? r.refunded_at ?? null),
    noWrap: true,
  },
];

export function PayoutsPage() {
  const paging = useLocalPaging(25);
  const ledger = useQuery(payoutsQueryOptions(paging.page, paging.perPage));
  const totals = ledger.data?.totals;
  return (
    <Stack>
      <Title order={1}>P2P payouts</Title>
      {totals && (
        <Group data-testid="p2p-payout-totals">
          <Text>Held: {formatCents(totals.held_cents)}</Text>
          <Text>Released: {formatCents(totals.released_cents)}</Text>
          <Text>Fees: {formatCents(totals.fees_cents)}</Text>
          <Text>Refunded to buyers: {formatCents(totals.refunded_cents)}</Text>
        </Group>
      )}
      <DataTable
        rows={ledger.data?.data}
        rowKey={(r) => r.order_id}
        columns={COLUMNS}
        status={ledger}
        empty={{
          title: 'No payouts yet',
          description: 'Each p2p sale’s payout is held until delivery and inspection, then released here.',
          testId: 'p2p-payouts-empty',
        }}
        testId="p2p-payouts"
        loadingTestId="p2p-payouts-loading"
        rowTestId="p2p-payout-row"
        rowAttributes={(r) => ({ 'data-id': r.order_id })}
        paging={{ ...paging, total: ledger.data?.total ?? 0, noun: 'payout', testId: 'p2p-payouts-paging' }}
      />
    </Stack>
  );
}
