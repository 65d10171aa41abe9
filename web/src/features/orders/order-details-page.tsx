import { Alert, Button, Card, Grid, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { confirmAction } from '../../ui/confirm.ts';
import { errorMessageOf, notifyError, notifySuccess } from '../../ui/notify.ts';
import { AnchorLink } from '../../ui/anchor-link.tsx';
import { PayInvoiceModal, type PayableInvoice } from '../invoices/index.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { EditProposalPanel } from './edit-proposal-panel.tsx';
import { EstimatedDelivery } from './estimated-delivery.tsx';
import { OrderFavStar } from './order-fav-star.tsx';
import { OrderInvoice } from './order-invoice.tsx';
import { OrderLots } from './order-lots.tsx';
import { OrderMemo } from './order-memo.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { AddressBlock, OrderItemsTable, OrderTimeline, OrderTotals } from './order-summary.tsx';
import { markDelivered, orderQueryOptions, ordersKey, type OrderDetails } from './orders-api.ts';
import { ShipmentTracking } from './shipment-tracking.tsx';

const LOT_STATUSES = new Set(['shipped', 'delivered', 'invoiced', 'paid', 'overdue']);

function OrderActions({ order }: { order: OrderDetails }) {
  const queryClient = useQueryClient();
  const delivered = useMutation({
    mutationFn: () => markDelivered(order.id),
    onSuccess: async (result) => {
      notifySuccess(result.message);
      await queryClient.invalidateQueries({ queryKey: ordersKey });
    },
    onError: notifyError,
  });
  return (
    <Group>
      {order.can_edit && (
        <ButtonLink
          to="/pharmacy/orders/$orderId/edit"
          params={{ orderId: order.id }}
          variant="default"
          data-testid="order-edit-link"
        >
          Edit order
        </ButtonLink>
      )}
      {order.can_mark_delivered && (
        <Button
          loading={delivered.isPending}
          onClick={() =>
            confirmAction({
              message: `Mark order #${order.number} as delivered?`,
              onConfirm: () => delivered.mutate(),
            })
          }
          data-testid="order-mark-delivered"
        >
          Mark delivered
        </Button>
      )}
    </Group>
  );
}

/**
 * The order details page (pharmacy-side §2 Order details: memo, estimated delivery, lot
 * confirmation), with the shipment as the supplier sees it (carrier, tracking number, every
 * tracking event) and the invoice as a document (issue 10).
 */
type OrderDetailsPageProps = {
  orderId: string;
  /** The panel a p2p order shows above its details (the route passes the p2p buyer panel). */
  p2pPanel?: ((orderId: string) => ReactNode) | undefined;
};

export function OrderDetailsPage({ orderId, p2pPanel }: OrderDetailsPageProps) {
  const order = useQuery(orderQueryOptions(orderId));
  const [paying, setPaying] = useState<PayableInvoice | null>(null);
  if (order.isPending) return <Skeleton height={320} data-testid="order-loading" />;
  if (order.isError) return <Alert color="red">{errorMessageOf(order.error)}</Alert>;
  const o = order.data;
  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="xs">
          <AnchorLink to="/pharmacy/orders" size="sm">
            ← Orders
          </AnchorLink>
          <Title order={1}>Order #{o.number}</Title>
          <OrderStatusBadge status={o.status} />
          <OrderFavStar orderId={o.id} fav={o.fav} />
        </Group>
        <OrderActions order={o} />
      </Group>
      {o.change_summary.length > 0 && (
        <Alert color="orange" title={`${o.supplier.name} changed this order`} data-testid="order-changes">
          <List size="sm">
            {o.change_summary.map((change) => (
              <List.Item key={change}>{change}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <EditProposalPanel order={o} />
      {o.is_p2p && p2pPanel?.(o.id)}
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <Card withBorder>
              <Text fw={600} mb="xs">
                {o.supplier.name}
              </Text>
              <OrderItemsTable order={o} />
            </Card>
            {o.shipments.map((shipment) => (
              <ShipmentTracking key={shipment.id} shipment={shipment} viewer="pharmacy" />
            ))}
            {!o.is_p2p && LOT_STATUSES.has(o.status) && (
              <Card withBorder>
                <Text fw={600} mb="xs">
                  Lot numbers
                </Text>
                <OrderLots orderId={o.id} items={o.items} />
              </Card>
            )}
            <Card withBorder>
              <OrderMemo key={o.memo ?? ''} orderId={o.id} memo={o.memo} />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <Card withBorder>
              <OrderTimeline timeline={o.timeline} />
              <Text size="sm" mt="sm">
                Estimated delivery: <EstimatedDelivery orderId={o.id} />
              </Text>
            </Card>
            <Card withBorder>
              <OrderTotals totals={o.totals} />
              {o.invoice && (
                <OrderInvoice
                  invoice={o.invoice}
                  onPay={() => setPaying({ ...o.invoice!, supplier: o.supplier })}
                />
              )}
            </Card>
            <Card withBorder>
              <Stack gap="sm">
                <AddressBlock title="Ship to" address={o.ship_address} />
                <AddressBlock title="Bill to" address={o.bill_address} />
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      <PayInvoiceModal invoice={paying} onClose={() => setPaying(null)} />
    </Stack>
  );
}
