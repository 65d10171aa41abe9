import { Group, Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/checkout/payment-methods.ts';
import { formatCents } from '../../../../domain/money.ts';
import { serviceTypeName } from '../../../../domain/shipping/shipping-options.ts';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { AnchorLink } from '../../ui/anchor-link.tsx';
import { OrderStatusBadge } from './supplier-order-status-badge.tsx';
import {
  ORDER_STATUSES,
  ordersQueryOptions,
  STATUS_LABELS,
  type OrderRow,
  type OrdersParams,
} from './supplier-orders-api.ts';

const COLUMNS: Column<OrderRow>[] = [
  {
    key: 'number',
    header: 'Order',
    render: (order) => (
      <AnchorLink to="/suppliers/orders/$orderId" params={{ orderId: order.id }} data-testid="order-link">
        #{order.number}
      </AnchorLink>
    ),
  },
  { key: 'placed', header: 'Placed', render: (order) => formatDateTime(order.placed_at) },
  { key: 'pharmacy', header: 'Pharmacy', render: (order) => order.pharmacy_name },
  { key: 'items', header: 'Items', render: (order) => order.item_count },
  { key: 'shipping', header: 'Shipping', render: (order) => serviceTypeName(order.shipping_method) },
  { key: 'payment', header: 'Payment', render: (order) => PAYMENT_METHOD_LABELS[order.payment_method] },
  { key: 'total', header: 'Total', align: 'right', render: (order) => formatCents(order.total_cents) },
  { key: 'status', header: 'Status', render: (order) => <OrderStatusBadge status={order.status} /> },
];

type OrdersPageProps = { params: OrdersParams; onParams: (next: Partial<OrdersParams>) => void };

/** /suppliers/orders: the supplier's orders, newest first, filtered by status and paged (issue 4). */
export function OrdersPage({ params, onParams }: OrdersPageProps) {
  const orders = useQuery(ordersQueryOptions(params));
  return (
    <Stack>
      <Title order={1}>Orders</Title>
      <DataTable
        rows={orders.data?.data}
        rowKey={(order) => order.id}
        columns={COLUMNS}
        status={orders}
        empty={{
          title: 'No orders',
          description: params.status
            ? `No ${STATUS_LABELS[params.status].toLowerCase()} orders.`
            : 'Orders your customers place will appear here.',
          testId: 'orders-empty',
        }}
        testId="orders-table"
        loadingTestId="orders-loading"
        rowTestId="order-row"
        rowAttributes={(order) => ({ 'data-id': order.id })}
        paging={{
          page: params.page,
          perPage: params.per_page,
          onParams,
          total: orders.data?.total ?? 0,
          noun: 'order',
          testId: 'orders',
        }}
        toolbar={
          <Group align="flex-end">
            <Select
              label="Status"
              placeholder="All orders"
              clearable
              data={ORDER_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
              value={params.status ?? null}
              onChange={(value) =>
                onParams({ status: (value as OrdersParams['status']) ?? undefined, page: 1 })
              }
              data-testid="orders-status-filter"
            />
          </Group>
        }
      />
    </Stack>
  );
}
