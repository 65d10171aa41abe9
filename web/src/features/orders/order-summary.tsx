import { Group, Stack, Table, Text, Timeline } from '@mantine/core';
import { formatDateTime } from '../../ui/format.ts';
import type { OrderAddress, OrderDetails } from './orders-api.ts';

const STEP_LABELS: Record<string, string> = {
  placed: 'Placed',
  accepted: 'Accepted',
  shipped: 'Shipped',
  delivered: 'Delivered',
  invoiced: 'Invoiced',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

/** The status timeline: every step, the reached ones marked with their time. */
export function OrderTimeline({ timeline }: { timeline: OrderDetails['timeline'] }) {
  const reached = timeline.filter((s) => s.at).length;
  return (
    <Timeline active={reached - 1} bulletSize={16} lineWidth={2} data-testid="order-timeline">
      {timeline.map((step) => (
        <Timeline.Item key={step.status} title={STEP_LABELS[step.status] ?? step.status}>
          <Text size="xs" c="dimmed">
            {step.at ? formatDateTime(step.at) : '—'}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** The order's lines with prices (§3 Line item). */
export function OrderItemsTable({ order }: { order: OrderDetails }) {
  return (
    <Table data-testid="order-items">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Item</Table.Th>
          <Table.Th>NDC</Table.Th>
          <Table.Th>Quantity</Table.Th>
          <Table.Th>Price</Table.Th>
          <Table.Th>Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {order.items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              {item.name} {item.is_brand ? '(brand)' : ''}
            </Table.Td>
            <Table.Td>{item.ndc}</Table.Td>
            <Table.Td>
              {item.quantity}
              {item.quantity !== item.original_quantity && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  (ordered {item.original_quantity})
                </Text>
              )}
            </Table.Td>
            <Table.Td>{item.unit_price}</Table.Td>
            <Table.Td>{item.total}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const TOTAL_ROWS: [keyof OrderDetails['totals'], string][] = [
  ['item_total', 'Items'],
  ['shipping', 'Shipping'],
  ['ach_discount', 'ACH discount'],
  ['tax', 'Tax'],
  ['card_fee', 'Card processing fee'],
  ['total', 'Total'],
];

/** Subtotal, shipping, discount, tax, card fee and total (§3 Order). */
export function OrderTotals({ totals }: { totals: OrderDetails['totals'] }) {
  return (
    <Stack gap={4} data-testid="order-totals">
      {TOTAL_ROWS.filter(
        ([key]) => key === 'total' || key === 'item_total' || totals[key].cents !== 0 || key === 'shipping',
      ).map(([key, label]) => (
        <Group key={key} justify="space-between">
          <Text size="sm" fw={key === 'total' ? 700 : 400}>
            {label}
          </Text>
          <Text size="sm" fw={key === 'total' ? 700 : 400} data-testid={`order-total-${key}`}>
            {key === 'ach_discount' ? `-${totals[key].formatted}` : totals[key].formatted}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

export function AddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Text size="sm">
        {address.firstname} {address.lastname}
      </Text>
      <Text size="sm">
        {address.address1}
        {address.address2 ? `, ${address.address2}` : ''}
      </Text>
      <Text size="sm">
        {address.city}, {address.state_code} {address.zipcode}
      </Text>
      {address.phone && <Text size="sm">{address.phone}</Text>}
    </Stack>
  );
}
