import { Alert, Skeleton, Stack, Table, Text, Timeline } from '@mantine/core';
import { formatCents } from '../../../../domain/money.ts';
import { serviceTypeName } from '../../../../domain/shipping/shipping-options.ts';
import { formatDateTime } from '../../ui/format.ts';
import { errorMessageOf } from '../../ui/notify.ts';
import { eventActor, eventTime, useOfferDetail, type BundleVariant } from './offer-detail-api.ts';
import { OfferStatusBadge, OFFER_STATUS_LABELS } from './offer-status-badge.tsx';
import type { OfferRow } from './offers-api.ts';

const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

/** A bundle's variants: offered terms, any counter, and which were chosen. */
export function VariantsTable({ variants }: { variants: BundleVariant[] }) {
  return (
    <Table striped data-testid="offer-detail-variants">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Product</Table.Th>
          <Table.Th ta="right">Price</Table.Th>
          <Table.Th ta="right">Qty</Table.Th>
          <Table.Th ta="right">Counter</Table.Th>
          <Table.Th>Chosen</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {variants.map((v) => (
          <Table.Tr key={v.id}>
            <Table.Td>
              {v.name} {v.strength}{' '}
              <Text span size="xs" c="dimmed">
                NDC {v.ndc}
              </Text>
            </Table.Td>
            <Table.Td ta="right">{formatCents(v.price_cents)}</Table.Td>
            <Table.Td ta="right">{v.quantity}</Table.Td>
            <Table.Td ta="right">
              {v.counter_price_cents === null
                ? '—'
                : `${formatCents(v.counter_price_cents)} × ${v.counter_quantity ?? v.quantity}`}
            </Table.Td>
            <Table.Td>{v.chosen ? 'Yes' : ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** §2 offer detail modal body: parties, terms, notes and the audit trail (who, what, when, which price). */
export function OfferDetailBody({ row }: { row: OfferRow }) {
  return <DetailBody kind={row.kind} id={row.id} row={row} />;
}

/** The same body opened by kind and id alone (the rph2rph modal paths of pharmacy-side §2). */
export function OfferDetailById({ kind, id }: { kind: OfferRow['kind']; id: string }) {
  return <DetailBody kind={kind} id={id} />;
}

function DetailBody({ kind, id, row }: { kind: OfferRow['kind']; id: string; row?: OfferRow }) {
  const { query, detail, bundle } = useOfferDetail(kind, id);
  if (query.isPending) return <Skeleton height={200} data-testid="offer-detail-loading" />;
  if (query.isError || !detail) return <Alert color="red">{errorMessageOf(query.error)}</Alert>;
  return (
    <Stack gap="sm" data-testid="offer-detail">
      <Text size="sm">
        {detail.buyer.name} ↔ {detail.seller.name} · <OfferStatusBadge status={detail.status} />
      </Text>
      {row?.product && (
        <Text size="sm">{`${row.product.name} (NDC ${row.product.ndc}): ${row.price} × ${row.quantity}`}</Text>
      )}
      {bundle && <VariantsTable variants={bundle.variants} />}
      {row?.counter_price && (
        <Text size="sm">{`Counter: ${row.counter_price} × ${row.counter_quantity ?? ''}`}</Text>
      )}
      {detail.shipping_method && <Text size="sm">Shipping: {serviceTypeName(detail.shipping_method)}</Text>}
      {detail.note && <Text size="sm">Note: {detail.note}</Text>}
      {detail.counter_note && <Text size="sm">Counter note: {detail.counter_note}</Text>}
      {detail.memo && <Text size="sm">Memo: {detail.memo}</Text>}
      <Text size="sm">Expires: {formatDateTime(detail.expires_at)}</Text>
      {detail.events.length > 0 && (
        <Timeline bulletSize={12} lineWidth={2} data-testid="offer-detail-events">
          {detail.events.map((e, index) => (
            <Timeline.Item key={index} title={OFFER_STATUS_LABELS[e.to_status]}>
              <Text size="xs" c="dimmed">
                {`${formatDateTime(eventTime(e))} · ${eventActor(e)}`}
                {e.to_price_cents !== null
                  ? ` · ${money(e.from_price_cents)} → ${money(e.to_price_cents)}`
                  : ''}
                {e.quantity !== null ? ` × ${e.quantity}` : ''}
              </Text>
              {e.note && <Text size="xs">{e.note}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
