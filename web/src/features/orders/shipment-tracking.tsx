import { Badge, Group, Paper, Stack, Stepper, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatUsDate } from '../../../../domain/orders/date-range.ts';
import type { Schema } from '../../api/contract.ts';
import { formatDateTime } from '../../ui/format.ts';

export type ShipmentDetail = Schema<'ShipmentDetail'>;

/** Who typed a manual status in, as each side reads it. */
const MANUAL_SOURCE = { supplier: 'Entered by you', pharmacy: 'Entered by the supplier' } as const;

function ShipmentEvents({ shipment, viewer }: { shipment: ShipmentDetail; viewer: 'supplier' | 'pharmacy' }) {
  return (
    <Table striped data-testid="shipment-events">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Where</Table.Th>
          <Table.Th>Source</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shipment.events.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={4}>
              <Text size="sm" c="dimmed">
                No tracking events yet.
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {shipment.events.map((event) => (
          <Table.Tr key={`${event.occurred_at}-${event.status}-${event.source}`} data-testid="shipment-event">
            <Table.Td>{formatDateTime(event.occurred_at)}</Table.Td>
            <Table.Td>{event.label}</Table.Td>
            <Table.Td>
              {[event.location_city, event.location_state].filter(Boolean).join(', ') || '—'}
            </Table.Td>
            <Table.Td>{event.source === 'manual' ? MANUAL_SOURCE[viewer] : 'Carrier'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A shipment's tracking as both parties' order pages show it: carrier and tracking number, the
 * three progress points (pharmacy-side §4 Tracking progress), latest status and place, estimated
 * delivery (N/A when unknown), packages and every event, newest first. `children` sits above the
 * events (the supplier's manual status entry).
 */
export function ShipmentTracking({
  shipment,
  viewer,
  children,
}: {
  shipment: ShipmentDetail;
  viewer: 'supplier' | 'pharmacy';
  children?: ReactNode;
}) {
  const place = [shipment.location_city, shipment.location_state].filter(Boolean).join(', ');
  return (
    <Paper withBorder p="md" data-testid="shipment-panel">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>
            <span data-testid="shipment-carrier">{shipment.carrier_label}</span> ·{' '}
            <span data-testid="shipment-tracking-number">{shipment.tracking_number}</span>
          </Title>
          <Badge variant="light" data-testid="shipment-latest-status">
            {shipment.latest_status_label}
          </Badge>
        </Group>
        <Stepper
          active={shipment.progress_point === 3 ? 3 : shipment.progress_point - 1}
          size="sm"
          data-testid="shipment-progress"
          data-point={shipment.progress_point}
        >
          <Stepper.Step label="Shipment information sent" />
          <Stepper.Step label="On its way" />
          <Stepper.Step label="Delivered" />
        </Stepper>
        <Text size="sm">
          Estimated delivery:{' '}
          <b data-testid="shipment-estimated-delivery">
            {shipment.estimated_delivery ? formatUsDate(shipment.estimated_delivery) : 'N/A'}
          </b>
          {place && ` · Last seen in ${place}`} · Last checked{' '}
          {formatDateTime(shipment.last_status_check_date)}
          {shipment.tracking_end_reason === 'gave_up' && ' · Tracking ended without a delivery scan'}
        </Text>
        <Text size="sm" c="dimmed">
          {shipment.packages.length} package{shipment.packages.length === 1 ? '' : 's'}:{' '}
          {shipment.packages.map((p) => `${p.weight} lbs, ${p.length}×${p.width}×${p.height} in`).join('; ')}
        </Text>
        {children}
        <ShipmentEvents shipment={shipment} viewer={viewer} />
      </Stack>
    </Paper>
  );
}
