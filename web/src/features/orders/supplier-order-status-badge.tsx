import { Badge } from '@mantine/core';
import { STATUS_LABELS, type OrderStatus } from './supplier-orders-api.ts';

const COLORS: Record<OrderStatus, string> = {
  placed: 'blue',
  accepted: 'teal',
  modified: 'grape',
  shipped: 'indigo',
  delivered: 'green',
  invoiced: 'yellow',
  paid: 'green',
  overdue: 'red',
  cancelled: 'gray',
  awaiting_approval: 'yellow',
};

/** An order's status as a coloured badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="order-status">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
