import { Checkbox, Table, Text, VisuallyHidden } from '@mantine/core';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/checkout/payment-methods.ts';
import { formatUsDate } from '../../../../domain/orders/date-range.ts';
import { AnchorLink } from '../products/product-link.tsx';
import { OrderFavStar } from './order-fav-star.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import type { OrderRow } from './orders-api.ts';

type OrdersTableProps = {
  rows: OrderRow[];
  selected: Set<string>;
  onSelect: (ids: string[], checked: boolean) => void;
};

/** The orders table (§2): favourite star per row, select-all and row checkboxes, sticky headers. */
export function OrdersTable({ rows, selected, onSelect }: OrdersTableProps) {
  const ids = rows.map((r) => r.id);
  const checked = ids.filter((id) => selected.has(id)).length;
  return (
    // The header sticks to the top of the scroll area, which holds about a page of rows.
    <Table.ScrollContainer minWidth={900} maxHeight="calc(100vh - 260px)">
      <Table striped highlightOnHover stickyHeader data-testid="orders-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all orders on this page"
                data-testid="orders-select-all"
                checked={checked > 0 && checked === ids.length}
                indeterminate={checked > 0 && checked < ids.length}
                onChange={(event) => onSelect(ids, event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th w={40}>
              <VisuallyHidden>Favorite</VisuallyHidden>
            </Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th>Placed</Table.Th>
            <Table.Th>Supplier</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Items</Table.Th>
            <Table.Th>Total</Table.Th>
            <Table.Th>Payment</Table.Th>
            <Table.Th>Memo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="order-row" data-id={row.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select order #${row.number}`}
                  checked={selected.has(row.id)}
                  onChange={(event) => onSelect([row.id], event.currentTarget.checked)}
                  data-testid="order-select"
                />
              </Table.Td>
              <Table.Td>
                <OrderFavStar orderId={row.id} fav={row.fav} />
              </Table.Td>
              <Table.Td>
                <AnchorLink
                  to="/pharmacy/orders/$orderId"
                  params={{ orderId: row.id }}
                  data-testid="order-link"
                >
                  #{row.number}
                </AnchorLink>
              </Table.Td>
              <Table.Td>{formatUsDate(row.placed_at.slice(0, 10))}</Table.Td>
              <Table.Td>{row.supplier.name}</Table.Td>
              <Table.Td>
                <OrderStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>{row.item_count}</Table.Td>
              <Table.Td>{row.total}</Table.Td>
              <Table.Td>{PAYMENT_METHOD_LABELS[row.payment_method]}</Table.Td>
              <Table.Td maw={220}>
                <Text size="sm" truncate="end" title={row.memo ?? undefined}>
                  {row.memo ?? ''}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
