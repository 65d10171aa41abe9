import { Alert, EmptyState, Group, Select, Skeleton, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/checkout/payment-methods.ts';
import { formatCents } from '../../../../domain/money.ts';
import { serviceTypeName } from '../../../../domain/shipping/shipping-options.ts';
import { formatDateTime } from '../../ui/format.ts';
import { AnchorLink } from '../products/product-link.tsx';
import { errorMessageOf } from '../../ui/notify.ts';
import { PagingFooter } from '../../ui/paging-footer.tsx';
import { OrderStatusBadge } from './supplier-order-status-badge.tsx';
import {
  ORDER_STATUSES,
  ordersQueryOptions,
  STATUS_LABELS,
  type OrdersParams,
} from './supplier-orders-api.ts';

type OrdersPageProps = { params: OrdersParams; onParams: (next: Partial<OrdersParams>) => void };

/** /suppliers/orders: the supplier's orders, newest first, filtered by status and paged (issue 4). */
export function OrdersPage({ params, onParams }: OrdersPageProps) {
  const orders = useQuery(ordersQueryOptions(params));
  const rows = orders.data?.data ?? [];
  const total = orders.data?.total ?? 0;
  return (
    <Stack>
      <Title order={1}>Orders</Title>
      <Group align="flex-end">
        <Select
          label="Status"
          placeholder="All orders"
          clearable
          data={ORDER_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          value={params.status ?? null}
          onChange={(value) => onParams({ status: (value as OrdersParams['status']) ?? undefined, page: 1 })}
          data-testid="orders-status-filter"
        />
      </Group>
      {orders.isPending && <Skeleton height={240} data-testid="orders-loading" />}
      {orders.isError && <Alert color="red">{errorMessageOf(orders.error)}</Alert>}
      {orders.isSuccess && rows.length === 0 && (
        <EmptyState
          title="No orders"
          description={
            params.status
              ? `No ${STATUS_LABELS[params.status].toLowerCase()} orders.`
              : 'Orders your customers place will appear here.'
          }
          data-testid="orders-empty"
        />
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={800}>
          <Table striped highlightOnHover data-testid="orders-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>Placed</Table.Th>
                <Table.Th>Pharmacy</Table.Th>
                <Table.Th>Items</Table.Th>
                <Table.Th>Shipping</Table.Th>
                <Table.Th>Payment</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((order) => (
                <Table.Tr key={order.id} data-testid="order-row" data-id={order.id}>
                  <Table.Td>
                    <AnchorLink
                      to="/suppliers/orders/$orderId"
                      params={{ orderId: order.id }}
                      data-testid="order-link"
                    >
                      #{order.number}
                    </AnchorLink>
                  </Table.Td>
                  <Table.Td>{formatDateTime(order.placed_at)}</Table.Td>
                  <Table.Td>{order.pharmacy_name}</Table.Td>
                  <Table.Td>{order.item_count}</Table.Td>
                  <Table.Td>{serviceTypeName(order.shipping_method)}</Table.Td>
                  <Table.Td>{PAYMENT_METHOD_LABELS[order.payment_method]}</Table.Td>
                  <Table.Td ta="right">{formatCents(order.total_cents)}</Table.Td>
                  <Table.Td>
                    <OrderStatusBadge status={order.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PagingFooter
        total={total}
        noun="order"
        page={params.page}
        perPage={params.per_page}
        onParams={onParams}
        testId="orders"
      />
    </Stack>
  );
}
