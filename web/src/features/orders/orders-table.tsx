import { Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/checkout/payment-methods.ts';
import { formatUsDate } from '../../../../domain/orders/date-range.ts';
import { isoDateIn } from '../../../../domain/zoned-dates.ts';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import type { RowSelection } from '../../ui/data-table/use-row-selection.ts';
import type { PagingParams } from '../../ui/paging-footer.tsx';
import { AnchorLink } from '../../ui/anchor-link.tsx';
import { OrderFavStar } from './order-fav-star.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import type { OrderRow, OrdersPage } from './orders-api.ts';

function columns(timeZone: string): Column<OrderRow>[] {
  return [
    {
      key: 'fav',
      header: <VisuallyHidden>Favorite</VisuallyHidden>,
      width: 40,
      render: (row) => <OrderFavStar orderId={row.id} fav={row.fav} />,
    },
    {
      key: 'number',
      header: 'Order',
      render: (row) => (
        <AnchorLink to="/pharmacy/orders/$orderId" params={{ orderId: row.id }} data-testid="order-link">
          #{row.number}
        </AnchorLink>
      ),
    },
    // The day it was placed on the account's own calendar.
    {
      key: 'placed',
      header: 'Placed',
      render: (row) => formatUsDate(isoDateIn(new Date(row.placed_at), timeZone)),
    },
    { key: 'supplier', header: 'Supplier', render: (row) => row.supplier.name },
    { key: 'status', header: 'Status', render: (row) => <OrderStatusBadge status={row.status} /> },
    { key: 'items', header: 'Items', render: (row) => row.item_count },
    { key: 'total', header: 'Total', render: (row) => row.total },
    { key: 'payment', header: 'Payment', render: (row) => PAYMENT_METHOD_LABELS[row.payment_method] },
    {
      key: 'memo',
      header: 'Memo',
      maxWidth: 220,
      render: (row) => (
        <Text size="sm" truncate="end" title={row.memo ?? undefined}>
          {row.memo ?? ''}
        </Text>
      ),
    },
  ];
}

type OrdersTableProps = {
  orders: UseQueryResult<OrdersPage>;
  selection: RowSelection;
  paging: PagingParams;
  timeZone: string;
  /** Why the list may be empty (a date range that matched nothing, or no orders yet). */
  emptyDescription: string;
  toolbar: ReactNode;
};

/** The orders table (§2): favourite star per row, select-all and row checkboxes, sticky headers, paging. */
export function OrdersTable({
  orders,
  selection,
  paging,
  timeZone,
  emptyDescription,
  toolbar,
}: OrdersTableProps) {
  return (
    <DataTable
      rows={orders.data?.data}
      rowKey={(row) => row.id}
      columns={columns(timeZone)}
      status={orders}
      empty={{ title: 'No orders', description: emptyDescription, testId: 'orders-empty' }}
      testId="orders-table"
      loadingTestId="orders-loading"
      rowTestId="order-row"
      rowAttributes={(row) => ({ 'data-id': row.id })}
      selection={{
        state: selection,
        selectAllLabel: 'Select all orders on this page',
        rowLabel: (row) => `Select order #${row.number}`,
        selectAllTestId: 'orders-select-all',
        rowTestId: 'order-select',
      }}
      paging={{ ...paging, total: orders.data?.total ?? 0, noun: 'order', testId: 'orders' }}
      minWidth={900}
      // The header sticks to the top of the scroll area, which holds about a page of rows.
      maxHeight="calc(100vh - 260px)"
      toolbar={toolbar}
    />
  );
}
