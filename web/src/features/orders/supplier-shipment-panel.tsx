import { Button, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { trackingStatusLabel } from '../../../../domain/shipping/tracking-progress.ts';
import { notifyError } from '../../ui/notify.ts';
import { ShipmentTracking } from './shipment-tracking.tsx';
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

/** The supplier's view of a shipment: the shared tracking, with manual status entry while it may record one. */
export function ShipmentPanel({
  shipment,
  canRecord,
  onRecord,
}: {
  shipment: Shipment;
  canRecord: boolean;
  onRecord: (entry: ManualEntry) => Promise<unknown>;
}) {
  return (
    <ShipmentTracking shipment={shipment} viewer="supplier">
      {canRecord && <ManualStatusForm onRecord={onRecord} />}
    </ShipmentTracking>
  );
}
