import { Badge } from '@mantine/core';
import type { OrderStatus } from './orders-api.ts';

const COLORS: Record<OrderStatus, string> = {
  placed: 'blue',
  accepted: 'cyan',
  modified: 'orange',
  shipped: 'indigo',
  delivered: 'teal',
  invoiced: 'grape',
  paid: 'green',
  overdue: 'red',
  cancelled: 'gray',
  awaiting_approval: 'yellow',
};

/** An order's status as a coloured badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="order-status">
      {status}
    </Badge>
  );
}
