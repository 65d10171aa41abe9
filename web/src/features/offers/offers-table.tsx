import { Badge, Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatUsDate } from '../../../../domain/orders/date-range.ts';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import type { RowSelection } from '../../ui/data-table/use-row-selection.ts';
import { formatDateTime } from '../../ui/format.ts';
import type { PagingParams } from '../../ui/paging-footer.tsx';
import { rowKey } from './bulk-selection.ts';
import { OfferRowActions, type OfferModalKind } from './offer-row-actions.tsx';
import { OfferStatusBadge } from './offer-status-badge.tsx';
import type { OfferRow, OffersPageData } from './offers-api.ts';

function ProductCell({ row }: { row: OfferRow }) {
  if (row.product)
    return (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {row.product.name}
        </Text>
        <Text size="xs" c="dimmed">
          NDC {row.product.ndc}
        </Text>
      </Stack>
    );
  const names = row.variant_names ?? [];
  return (
    <Stack gap={0}>
      <Text
        size="sm"
        fw={500}
      >{`${row.variant_count ?? names.length} product${names.length === 1 ? '' : 's'}`}</Text>
      <Text size="xs" c="dimmed" maw={260} truncate="end" title={names.join(', ')}>
        {names.join(', ')}
      </Text>
    </Stack>
  );
}

/** Unit price × packs for an offer; a bundle's figures are totals over its variants. */
const terms = (bundle: 0 | 1, price: string | null, quantity: number | null) => {
  if (price === null) return '—';
  if (quantity === null) return price;
  return bundle ? `${price} · ${quantity} packs` : `${price} × ${quantity}`;
};

function columns(
  counterpartyLabel: string,
  onOpen: (modal: OfferModalKind, row: OfferRow) => void,
): Column<OfferRow>[] {
  return [
    {
      key: 'number',
      header: 'Offer, created',
      render: (row) => (
        <>
          <Group gap={6} wrap="nowrap">
            <Text size="sm">#{row.number}</Text>
            {row.bundle === 1 && (
              <Badge size="xs" variant="outline" data-testid="offer-bundle-badge">
                Bundle
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" title={formatDateTime(row.created_at)}>
            {formatUsDate(row.created_at.slice(0, 10))}
          </Text>
        </>
      ),
    },
    { key: 'counterparty', header: counterpartyLabel, render: (row) => row.counterparty.name },
    { key: 'product', header: 'Product', render: (row) => <ProductCell row={row} /> },
    {
      key: 'offer',
      header: 'Offer',
      align: 'right',
      noWrap: true,
      render: (row) => terms(row.bundle, row.price, row.quantity),
    },
    {
      key: 'counter',
      header: 'Counter',
      align: 'right',
      noWrap: true,
      render: (row) => terms(row.bundle, row.counter_price, row.counter_quantity),
    },
    {
      key: 'agreed',
      header: 'Agreed',
      align: 'right',
      noWrap: true,
      render: (row) => terms(row.bundle, row.agreed_price, row.agreed_quantity),
    },
    { key: 'expires', header: 'Expires', render: (row) => formatDateTime(row.expires_at) },
    {
      key: 'status',
      header: 'Status',
      minWidth: 112,
      noWrap: true,
      render: (row) => <OfferStatusBadge status={row.status} />,
    },
    { key: 'actions', header: 'Actions', render: (row) => <OfferRowActions row={row} onOpen={onOpen} /> },
  ];
}

type OffersTableProps = {
  offers: UseQueryResult<OffersPageData>;
  /** Who the other party is on this page: 'Supplier' or 'Pharmacy'. */
  counterpartyLabel: string;
  selection: RowSelection;
  paging: PagingParams;
  emptyText: string;
  toolbar: ReactNode;
  onOpen: (modal: OfferModalKind, row: OfferRow) => void;
};

/** Individual and bundle offers in one table (§3: the bundle flag 0 or 1 on a row), with select-all and paging. */
export function OffersTable(props: OffersTableProps) {
  const { offers, selection } = props;
  return (
    <DataTable
      rows={offers.data?.data}
      rowKey={rowKey}
      columns={columns(props.counterpartyLabel, props.onOpen)}
      status={offers}
      empty={{ title: 'No offers', description: props.emptyText, testId: 'offers-empty' }}
      testId="offers-table"
      loadingTestId="offers-loading"
      rowTestId="offer-row"
      rowAttributes={(row) => ({ 'data-id': row.id, 'data-bundle': row.bundle })}
      selection={{
        state: selection,
        selectAllLabel: 'Select all offers on this page',
        rowLabel: (row) => `Select ${row.bundle ? 'bundle offer' : 'offer'} #${row.number}`,
        selectAllTestId: 'offers-select-all',
        rowTestId: 'offer-select',
      }}
      paging={{ ...props.paging, total: offers.data?.total ?? 0, noun: 'offer', testId: 'offers' }}
      minWidth={1020}
      toolbar={props.toolbar}
    />
  );
}
