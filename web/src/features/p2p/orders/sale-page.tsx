/**
 * /pharmacy/p2p/sales/$orderId (issue 13): the rph2rph fulfil form. Lots per line first; once all
 * are confirmed the notice hides and the shipping-label button enables; the label (sandbox) ships
 * the order; then the label PDF, the tracking, the payout and a dispute, if any.
 */
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCents } from '../../../../../domain/money.ts';
import { downloadFile } from '../../../api/download.ts';
import { confirmAction } from '../../../ui/confirm.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import type { LotDraft } from '../../orders/index.ts';
import { LabelForm } from './label-form.tsx';
import {
  cancelSale,
  createLabel,
  p2pKey,
  saleQueryOptions,
  type P2pSale,
  type PackageForm,
} from './p2p-api.ts';
import { allSaleLotsConfirmed, SaleLots } from './sale-lots.tsx';

function Shipped({ sale }: { sale: P2pSale }) {
  return (
    <Card withBorder data-testid="p2p-shipped">
      <Stack gap="xs">
        <Text>
          Sandbox carrier, tracking number{' '}
          <b data-testid="p2p-tracking-number">{sale.label?.tracking_number}</b>
          {sale.shipment ? ` — ${sale.shipment.latest_status.replaceAll('_', ' ')}` : ''}
        </Text>
        <Button
          variant="light"
          w="fit-content"
          onClick={() =>
            void downloadFile(
              `/api/v1/pharmacy/p2p/sales/${sale.id}/label.pdf`,
              `label-${sale.number}.pdf`,
            ).catch(notifyError)
          }
          data-testid="p2p-label-download"
        >
          Download label (PDF)
        </Button>
      </Stack>
    </Card>
  );
}

function Payout({ sale }: { sale: P2pSale }) {
  if (!sale.payout) return null;
  const p = sale.payout;
  return (
    <Card withBorder data-testid="p2p-sale-payout">
      <Text>
        Payout <Badge data-testid="p2p-sale-payout-status">{p.status}</Badge>: {formatCents(p.net_cents)} (
        {formatCents(p.gross_cents)} less the marketplace fee of {formatCents(p.fee_cents)})
        {p.hold_until && p.status === 'held' ? `, held until ${formatDateTime(p.hold_until)}` : ''}
      </Text>
      {sale.dispute && (
        <Alert color="orange" mt="sm">
          The buyer opened a dispute: {sale.dispute.message}
          {sale.dispute.decision ? ` — support decided: ${sale.dispute.decision}` : ' — waiting for support.'}
        </Alert>
      )}
    </Card>
  );
}

export function SalePage({ orderId }: { orderId: string }) {
  const queryClient = useQueryClient();
  const sale = useQuery(saleQueryOptions(orderId));
  const [drafts, setDrafts] = useState<Record<string, LotDraft>>({});
  const refresh = () => queryClient.invalidateQueries({ queryKey: p2pKey });
  const label = useMutation({
    mutationFn: (packages: PackageForm[]) => createLabel(orderId, packages),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: () => cancelSale(orderId),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await refresh();
    },
    onError: notifyError,
  });
  if (sale.isPending) return <PageLoader />;
  if (sale.isError) return <Alert color="red">This sale could not be loaded.</Alert>;
  const s = sale.data;
  const placed = s.phase === 'placed';
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>P2P sale #{s.number}</Title>
        <Badge size="lg" data-testid="p2p-sale-phase">
          {s.phase}
        </Badge>
      </Group>
      <Text>
        Buyer: {s.buyer_name}, {s.ship_address.city}, {s.ship_address.state_code} — placed{' '}
        {formatDateTime(s.placed_at)}, total {formatCents(s.total_cents)}
      </Text>
      <SaleLots saleId={s.id} lines={s.lines} locked={!placed} drafts={drafts} setDrafts={setDrafts} />
      {placed && (
        <Card withBorder>
          <LabelForm enabled={allSaleLotsConfirmed(s.lines, drafts)} onCreate={(p) => label.mutateAsync(p)} />
        </Card>
      )}
      {s.label && <Shipped sale={s} />}
      <Payout sale={s} />
      {placed && (
        <Button
          color="red"
          variant="light"
          w="fit-content"
          onClick={() =>
            confirmAction({
              message: `Cancel sale #${s.number}? The buyer is refunded in full.`,
              danger: true,
              onConfirm: () => cancel.mutate(),
            })
          }
          data-testid="p2p-sale-cancel"
        >
          Cancel sale
        </Button>
      )}
    </Stack>
  );
}
