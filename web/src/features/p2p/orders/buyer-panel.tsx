/**
 * The p2p panel of the buyer's order page (issue 13): the payout hold and tracking, Confirm receipt
 * (releases the seller's payout), a dispute within the inspection window, the T3 PDF of each line,
 * and the rating of the seller after delivery (a down rating needs a message). Renders nothing for
 * an order that is not p2p.
 */
import { Alert, Badge, Button, Card, Group, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isDownRating, RATING_MESSAGES } from '../../../../../domain/p2p/rating.ts';
import { downloadFile } from '../../../api/download.ts';
import { confirmAction } from '../../../ui/confirm.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { showServerErrors } from '../../../ui/server-errors.ts';
import {
  buyerP2pQueryOptions,
  cancelPurchase,
  confirmReceipt,
  openDispute,
  p2pKey,
  rateSeller,
  type P2pSale,
} from './p2p-api.ts';

function RateSeller({ order }: { order: P2pSale }) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { rating: 0, message: '' },
    validate: {
      rating: (v) => (v >= 1 && v <= 5 ? null : 'Please choose 1 to 5 stars.'),
      message: (v, values) =>
        values.rating >= 1 && isDownRating(values.rating) && v.trim() === ''
          ? RATING_MESSAGES.downNeedsMessage
          : null,
    },
  });
  async function submit(values: { rating: number; message: string }) {
    try {
      const answer = await rateSeller(order.seller_account_id, {
        order_id: order.id,
        rating: values.rating,
        ...(values.message.trim() ? { message: values.message.trim() } : {}),
      });
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: p2pKey });
    } catch (error) {
      showServerErrors(form, error);
    }
  }
  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Stack gap="xs">
        <Text fw={600}>Rate {order.seller_name}</Text>
        <Rating {...form.getInputProps('rating')} data-testid="p2p-rating" />
        {form.errors.rating && (
          <Text c="red" size="sm">
            {form.errors.rating}
          </Text>
        )}
        <Textarea
          label="Message"
          maxLength={2000}
          {...form.getInputProps('message')}
          data-testid="p2p-rating-message"
        />
        <Button type="submit" w="fit-content" loading={form.submitting} data-testid="p2p-rate-submit">
          Rate the seller
        </Button>
      </Stack>
    </form>
  );
}

function Dispute({ order }: { order: P2pSale }) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const open = useMutation({
    mutationFn: () => openDispute(order.id, message.trim()),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: p2pKey });
    },
    onError: notifyError,
  });
  return (
    <Stack gap="xs">
      <Textarea
        label="Something wrong? Tell support before the inspection window ends"
        value={message}
        maxLength={2000}
        onChange={(e) => setMessage(e.currentTarget.value)}
        data-testid="p2p-dispute-message"
      />
      <Button
        color="orange"
        variant="light"
        w="fit-content"
        disabled={message.trim() === ''}
        loading={open.isPending}
        onClick={() =>
          confirmAction({
            message: 'Open a dispute? The seller’s payout stays held until support decides.',
            onConfirm: () => open.mutate(),
          })
        }
        data-testid="p2p-dispute-open"
      >
        Open a dispute
      </Button>
    </Stack>
  );
}

export function P2pBuyerPanel({ orderId }: { orderId: string }) {
  const queryClient = useQueryClient();
  const p2p = useQuery(buyerP2pQueryOptions(orderId));
  const receipt = useMutation({
    mutationFn: () => confirmReceipt(orderId),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: p2pKey });
    },
    onError: notifyError,
  });
  const cancel = useMutation({
    mutationFn: () => cancelPurchase(orderId),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries();
    },
    onError: notifyError,
  });
  if (!p2p.data) return null;
  const o = p2p.data;
  const canReceive = o.phase === 'shipped' || o.phase === 'delivered';
  const delivered =
    ['delivered', 'disputed', 'released', 'refunded'].includes(o.phase) && o.shipment?.delivered_at !== null;
  return (
    <Card withBorder data-testid="p2p-buyer-panel">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>Pharmacy-to-pharmacy order from {o.seller_name}</Title>
          <Badge data-testid="p2p-buyer-phase">{o.phase}</Badge>
        </Group>
        {o.label && (
          <Text size="sm">
            Sandbox carrier, tracking number {o.label.tracking_number}
            {o.shipment ? ` — ${o.shipment.latest_status.replaceAll('_', ' ')}` : ''}
          </Text>
        )}
        {o.payout?.status === 'held' && (
          <Text size="sm">
            Your payment is held by the marketplace
            {o.payout.hold_until
              ? ` until ${formatDateTime(o.payout.hold_until)}`
              : ' until delivery and inspection'}
            .
          </Text>
        )}
        {o.dispute && (
          <Alert color="orange">
            Your dispute: {o.dispute.message}
            {o.dispute.decision ? ` — support decided: ${o.dispute.decision}` : ' — waiting for support.'}
          </Alert>
        )}
        {canReceive && (
          <Button
            w="fit-content"
            loading={receipt.isPending}
            onClick={() =>
              confirmAction({
                message: 'Confirm you received the order in good condition? The seller is paid.',
                onConfirm: () => receipt.mutate(),
              })
            }
            data-testid="p2p-confirm-receipt"
          >
            Confirm receipt
          </Button>
        )}
        {o.phase === 'placed' && (
          <Button
            color="red"
            variant="light"
            w="fit-content"
            loading={cancel.isPending}
            onClick={() =>
              confirmAction({
                message: `Cancel order #${o.number}? Your payment is refunded in full.`,
                danger: true,
                onConfirm: () => cancel.mutate(),
              })
            }
            data-testid="p2p-buyer-cancel"
          >
            Cancel p2p order
          </Button>
        )}
        {o.phase === 'delivered' && <Dispute order={o} />}
        {o.dscsa_records.length > 0 && (
          <Stack gap={4}>
            <Text fw={600}>DSCSA transaction records (T3)</Text>
            {o.dscsa_records.map((r) => {
              const line = o.lines.find((l) => l.id === r.order_item_id);
              return (
                <Button
                  key={r.id}
                  variant="subtle"
                  w="fit-content"
                  onClick={() =>
                    void downloadFile(
                      `/api/v1/dscsa/records/${r.id}/pdf`,
                      `t3-${line?.ndc ?? r.id}-v${r.version}.pdf`,
                    ).catch(notifyError)
                  }
                  data-testid="p2p-t3-download"
                >
                  T3 PDF: {line?.name ?? 'line'} (version {r.version})
                </Button>
              );
            })}
          </Stack>
        )}
        {delivered && !o.rating && <RateSeller order={o} />}
        {o.rating && (
          <Text size="sm" data-testid="p2p-rated">
            You rated the seller {o.rating.rating} of 5.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
