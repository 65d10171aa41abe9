import { Alert, Anchor, Button, Group, Modal, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatCents } from '../../../../domain/money.ts';
import { formatUsDate } from '../../../../domain/orders/date-range.ts';
import { serviceTypeName } from '../../../../domain/shipping/shipping-options.ts';
import { formatDateTime } from '../../ui/format.ts';
import { errorMessageOf, notifyError, notifySuccess } from '../../ui/notify.ts';
import { ProposalLines } from './edit-proposal-panel.tsx';
import { ModifyOrderForm } from './supplier-modify-order-form.tsx';
import { OrderStatusBadge } from './supplier-order-status-badge.tsx';
import { OrderSummary } from './supplier-order-summary.tsx';
import {
  acceptOrder,
  cancelOrder,
  modifyOrder,
  orderKey,
  orderQueryOptions,
  ordersKey,
  recordShipmentStatus,
  shipOrder,
  type OrderDetail,
} from './supplier-orders-api.ts';
import { ShipmentPanel } from './supplier-shipment-panel.tsx';
import { ShipOrderForm } from './supplier-ship-order-form.tsx';

type Dialog = 'modify' | 'ship' | 'cancel' | null;

/** Cancelling asks first, with an optional reason the pharmacy reads. */
function CancelDialog({
  order,
  opened,
  onClose,
  onCancel,
}: {
  order: OrderDetail;
  opened: boolean;
  onClose: () => void;
  onCancel: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title="Confirmation">
      <Stack>
        <Text>
          Cancel order #{order.number}? Its stock goes back to your inventory and the pharmacy is told.
        </Text>
        <Textarea
          label="Reason (optional)"
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-testid="cancel-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="confirm-cancel">
            Keep order
          </Button>
          <Button color="red" onClick={() => onCancel(reason)} data-testid="confirm-yes">
            Cancel order
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** /suppliers/orders/{id}: the order, its shipment and the supplier's next steps (issue 4). */
export function OrderDetailPage({ orderId }: { orderId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(orderQueryOptions(orderId));
  const [dialog, setDialog] = useState<Dialog>(null);
  const settle = async (answer: { message: string; order: OrderDetail }) => {
    notifySuccess(answer.message);
    queryClient.setQueryData(orderKey(orderId), answer.order);
    await queryClient.invalidateQueries({ queryKey: ordersKey });
  };
  const accept = useMutation({
    mutationFn: () => acceptOrder(orderId),
    onSuccess: settle,
    onError: notifyError,
  });
  const cancel = useMutation({
    mutationFn: (reason: string) => cancelOrder(orderId, reason),
    onSuccess: settle,
    onError: notifyError,
  });

  if (query.isPending) return <Skeleton height={320} data-testid="order-loading" />;
  if (query.isError) return <Alert color="red">{errorMessageOf(query.error)}</Alert>;
  const order = query.data;
  const shipment = order.shipments[0];

  return (
    <Stack>
      <Anchor component={Link} to="/suppliers/orders" size="sm">
        ← All orders
      </Anchor>
      <Group justify="space-between">
        <Group>
          <Title order={1}>Order #{order.number}</Title>
          <OrderStatusBadge status={order.status} />
        </Group>
        <Group>
          {order.actions.accept && (
            <Button loading={accept.isPending} onClick={() => accept.mutate()} data-testid="order-accept">
              Accept
            </Button>
          )}
          {order.actions.modify && (
            <Button variant="light" onClick={() => setDialog('modify')} data-testid="order-modify">
              Modify
            </Button>
          )}
          {order.actions.ship && (
            <Button variant="light" onClick={() => setDialog('ship')} data-testid="order-ship">
              Ship
            </Button>
          )}
          {order.actions.cancel && (
            <Button
              color="red"
              variant="subtle"
              loading={cancel.isPending}
              onClick={() => setDialog('cancel')}
              data-testid="order-cancel"
            >
              Cancel order
            </Button>
          )}
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {order.pharmacy.name} · placed {formatDateTime(order.placed_at)} ·{' '}
        {serviceTypeName(order.shipping_method)} · {order.payment_method.replace('_', ' ')}
        {order.invoice &&
          ` · invoice #${order.invoice.number}: ${formatCents(order.invoice.amount_cents)}, ${order.invoice.status}, due ${formatUsDate(order.invoice.due_on)}`}
      </Text>
      {order.edit_proposal && (
        <Alert
          color="blue"
          title={`Waiting for ${order.pharmacy.name} to accept your change`}
          data-testid="edit-proposal-waiting"
        >
          <Stack gap="xs">
            <Text size="sm">
              Raising a quantity above what was ordered needs the pharmacy’s agreement: nothing changes until
              it accepts. Shipping or cancelling the order, or another modification, withdraws this proposal.
            </Text>
            <ProposalLines proposal={order.edit_proposal} />
          </Stack>
        </Alert>
      )}
      <OrderSummary order={order} />
      {shipment && (
        <ShipmentPanel
          shipment={shipment}
          canRecord={order.actions.record_status}
          onRecord={async (entry) => settle(await recordShipmentStatus(orderId, entry))}
        />
      )}
      {dialog === 'modify' && (
        <ModifyOrderForm
          order={order}
          opened
          onClose={() => setDialog(null)}
          onSave={async (edit) => settle(await modifyOrder(orderId, edit))}
        />
      )}
      {dialog === 'ship' && (
        <ShipOrderForm
          orderNumber={order.number}
          opened
          onClose={() => setDialog(null)}
          onShip={async (form) => settle(await shipOrder(orderId, form))}
        />
      )}
      <CancelDialog
        order={order}
        opened={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        onCancel={(reason) => {
          setDialog(null);
          cancel.mutate(reason);
        }}
      />
    </Stack>
  );
}
