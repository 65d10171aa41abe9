import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateShipment } from '../../../../domain/shipping/packages.ts';
import { makeSandboxTrackingNumber, SANDBOX_CARRIER } from '../../../../domain/shipping/sandbox-carrier.ts';
import { firstMessages, showServerErrors } from '../../ui/server-errors.ts';
import { AddPackageButton, EMPTY_PACKAGE, PackageRows } from './package-rows.tsx';
import { CARRIERS, type ShipForm } from './supplier-orders-api.ts';

type ShipOrderFormProps = {
  orderNumber: number;
  opened: boolean;
  onClose: () => void;
  onShip: (form: ShipForm) => Promise<unknown>;
};

const TEST_IDS = { row: 'ship-package', prefix: '' };

/**
 * The ship form (pharmacy-side §3 Shipment, §9): a carrier (the sandbox carrier by default), a
 * tracking number (one can be generated for the sandbox carrier) and at least one package, weight
 * in lbs required, each dimension at least 1. Checked here with the API's own rules first.
 */
export function ShipOrderForm({ orderNumber, opened, onClose, onShip }: ShipOrderFormProps) {
  const form = useForm<ShipForm>({
    initialValues: { carrier: SANDBOX_CARRIER, tracking_number: '', packages: [{ ...EMPTY_PACKAGE }] },
    validate: (values) =>
      firstMessages(
        validateShipment({
          carrier: values.carrier,
          trackingNumber: values.tracking_number,
          packages: values.packages,
        }),
      ),
  });

  async function submit(values: ShipForm) {
    try {
      await onShip(values);
      onClose();
    } catch (error) {
      showServerErrors(form, error);
    }
  }

  const { carrier } = form.values;
  return (
    <Modal opened={opened} onClose={onClose} title={`Ship order #${orderNumber}`} size="lg">
      <form onSubmit={form.onSubmit(submit)}>
        <Stack>
          <Select
            label="Carrier"
            data={CARRIERS.map((c) => ({ value: c.value, label: c.label }))}
            allowDeselect={false}
            {...form.getInputProps('carrier')}
            data-testid="ship-carrier"
          />
          {carrier !== SANDBOX_CARRIER && (
            <Text size="xs" c="dimmed">
              This carrier is not tracked live: record its statuses on the order page as they come.
            </Text>
          )}
          <Group align="flex-end">
            <TextInput
              label="Tracking number"
              required
              flex={1}
              {...form.getInputProps('tracking_number')}
              data-testid="ship-tracking-number"
            />
            {carrier === SANDBOX_CARRIER && (
              <Button
                variant="light"
                onClick={() =>
                  form.setFieldValue('tracking_number', makeSandboxTrackingNumber(crypto.randomUUID()))
                }
                data-testid="ship-generate-tracking"
              >
                Generate sandbox tracking number
              </Button>
            )}
          </Group>
          <PackageRows form={form} testIds={TEST_IDS} />
          <AddPackageButton form={form} testIds={TEST_IDS} w="fit-content" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={form.submitting} data-testid="ship-submit">
              Ship order
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
