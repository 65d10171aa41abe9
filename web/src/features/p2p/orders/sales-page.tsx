/** /pharmacy/p2p/sales (issue 13): the seller's p2p sales, newest first, each opening its fulfil form. */
import { Badge, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatCents } from '../../../../../domain/money.ts';
import { AnchorLink } from '../../../ui/anchor-link.tsx';
import { DataTable, type Column } from '../../../ui/data-table/data-table.tsx';
import { useLocalPaging } from '../../../ui/data-table/use-local-paging.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { salesQueryOptions } from './p2p-api.ts';

type Row = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof salesQueryOptions>['queryFn']>>>
>['data'][number];

const COLUMNS: Column<Row>[] = [
  {
    key: 'number',
    header: 'Order',
    render: (r) => (
      <AnchorLink to="/pharmacy/p2p/sales/$orderId" params={{ orderId: r.id }} data-testid="p2p-sale-link">
        #{r.number}
      </AnchorLink>
    ),
  },
  { key: 'buyer', header: 'Buyer', render: (r) => r.buyer_name },
  { key: 'placed', header: 'Placed', render: (r) => formatDateTime(r.placed_at), noWrap: true },
  { key: 'total', header: 'Total', render: (r) => formatCents(r.total_cents), align: 'right' },
  { key: 'phase', header: 'Status', render: (r) => <Badge>{r.phase}</Badge> },
  { key: 'payout', header: 'Payout', render: (r) => r.payout_status ?? '—' },
];

export function SalesPage() {
  const paging = useLocalPaging(25);
  const sales = useQuery(salesQueryOptions(paging.page, paging.perPage));
  return (
    <Stack>
      <Title order={1}>P2P sales</Title>
      <DataTable
        rows={sales.data?.data}
        rowKey={(r) => r.id}
        columns={COLUMNS}
        status={sales}
        empty={{
          title: 'No p2p sales yet',
          description: 'Orders other pharmacies place on your p2p listings appear here.',
          testId: 'p2p-sales-empty',
        }}
        testId="p2p-sales"
        loadingTestId="p2p-sales-loading"
        rowTestId="p2p-sale-row"
        rowAttributes={(r) => ({ 'data-id': r.id })}
        paging={{ ...paging, total: sales.data?.total ?? 0, noun: 'sale', testId: 'p2p-sales-paging' }}
      />
    </Stack>
  );
}
