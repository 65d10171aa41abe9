import {
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Stepper,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatUsDate } from '../../../../domain/orders/date-range.ts';
import { trackingStatusLabel } from '../../../../domain/shipping/tracking-progress.ts';
import { formatDateTime } from '../../ui/format.ts';
import { notifyError } from '../../ui/notify.ts';
import { TRACKING_STATUSES, type Shipment, type TrackingStatus } from './supplier-orders-api.ts';

type ManualEntry = { status: TrackingStatus; location_city?: string; location_state?: string };

/** Manual status entry: what a carrier without live tracking reported (issue 4 "manual status entry"). */
function ManualStatusForm({ onRecord }: { onRecord: (entry: ManualEntry) => Promise<unknown> }) {
  const form = useForm({
    initialValues: { status: 'in_transit' as TrackingStatus, city: '', state: '' },
  });
  async function submit({ status, city, state }: typeof form.values) {
    try {
      await onRecord({
        status,
        ...(city.trim() ? { location_city: city.trim() } : {}),
        ...(state.trim() ? { location_state: state.trim() } : {}),
      });
      form.setValues({ city: '', state: '' });
    } catch (error) {
      notifyError(error);
    }
  }
  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Group align="flex-end">
        <Select
          label="Status"
          data={TRACKING_STATUSES.map((value) => ({ value, label: trackingStatusLabel(value) }))}
          allowDeselect={false}
          {...form.getInputProps('status')}
          data-testid="manual-status"
        />
        <TextInput label="City" maxLength={80} {...form.getInputProps('city')} data-testid="manual-city" />
        <TextInput
          label="State"
          w={90}
          maxLength={40}
          {...form.getInputProps('state')}
          data-testid="manual-state"
        />
        <Button type="submit" variant="light" loading={form.submitting} data-testid="manual-record">
          Record status
        </Button>
      </Group>
    </form>
  );
}

/**
 * A shipment's tracking: the three progress points (pharmacy-side §4 Tracking progress), latest
 * status and place, estimated delivery (N/A when unknown), packages and every event.
 */
export function ShipmentPanel({
  shipment,
  canRecord,
  onRecord,
}: {
  shipment: Shipment;
  canRecord: boolean;
  onRecord: (entry: ManualEntry) => Promise<unknown>;
}) {
  const place = [shipment.location_city, shipment.location_state].filter(Boolean).join(', ');
  return (
    <Paper withBorder p="md" data-testid="shipment-panel">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>
            {shipment.carrier_label} · {shipment.tracking_number}
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
        {canRecord && <ManualStatusForm onRecord={onRecord} />}
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
              <Table.Tr
                key={`${event.occurred_at}-${event.status}-${event.source}`}
                data-testid="shipment-event"
              >
                <Table.Td>{formatDateTime(event.occurred_at)}</Table.Td>
                <Table.Td>{event.label}</Table.Td>
                <Table.Td>
                  {[event.location_city, event.location_state].filter(Boolean).join(', ') || '—'}
                </Table.Td>
                <Table.Td>{event.source === 'manual' ? 'Entered by you' : 'Carrier'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
