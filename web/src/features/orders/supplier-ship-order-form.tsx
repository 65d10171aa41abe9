import { ActionIcon, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { validateShipment } from '../../../../domain/shipping/packages.ts';
import { makeSandboxTrackingNumber, SANDBOX_CARRIER } from '../../../../domain/shipping/sandbox-carrier.ts';
import { isApiError } from '../../api/client.ts';
import { notifyError } from '../../ui/notify.ts';
import { CARRIERS, type PackageForm, type ShipForm } from './supplier-orders-api.ts';

type ShipOrderFormProps = {
  orderNumber: number;
  opened: boolean;
  onClose: () => void;
  onShip: (form: ShipForm) => Promise<unknown>;
};

const EMPTY_PACKAGE: PackageForm = { weight: '', length: '', width: '', height: '' };
const SIDES = ['length', 'width', 'height'] as const;

/**
 * The ship form (pharmacy-side §3 Shipment, §9): a carrier (the sandbox carrier by default), a
 * tracking number (one can be generated for the sandbox carrier) and at least one package, weight
 * in lbs required, each dimension at least 1. Checked here with the API's own rules first.
 */
export function ShipOrderForm({ orderNumber, opened, onClose, onShip }: ShipOrderFormProps) {
  const [form, setForm] = useState<ShipForm>({
    carrier: SANDBOX_CARRIER,
    tracking_number: '',
    packages: [{ ...EMPTY_PACKAGE }],
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const setPackage = (index: number, change: Partial<PackageForm>) =>
    setForm({ ...form, packages: form.packages.map((p, i) => (i === index ? { ...p, ...change } : p)) });

  async function submit() {
    const found = validateShipment({
      carrier: form.carrier,
      trackingNumber: form.tracking_number,
      packages: form.packages,
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onShip(form);
      onClose();
    } catch (error) {
      if (isApiError(error)) setErrors(error.fieldErrors);
      notifyError(error);
    } finally {
      setSaving(false);
    }
  }

  const error = (field: string) => errors[field]?.[0];
  return (
    <Modal opened={opened} onClose={onClose} title={`Ship order #${orderNumber}`} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Select
            label="Carrier"
            data={CARRIERS.map((c) => ({ value: c.value, label: c.label }))}
            value={form.carrier}
            allowDeselect={false}
            onChange={(value) => {
              const carrier = CARRIERS.find((c) => c.value === value)?.value;
              if (carrier) setForm({ ...form, carrier });
            }}
            data-testid="ship-carrier"
          />
          {form.carrier !== SANDBOX_CARRIER && (
            <Text size="xs" c="dimmed">
              This carrier is not tracked live: record its statuses on the order page as they come.
            </Text>
          )}
          <Group align="flex-end">
            <TextInput
              label="Tracking number"
              required
              flex={1}
              value={form.tracking_number}
              error={error('tracking_number')}
              onChange={(e) => setForm({ ...form, tracking_number: e.currentTarget.value })}
              data-testid="ship-tracking-number"
            />
            {form.carrier === SANDBOX_CARRIER && (
              <Button
                variant="light"
                onClick={() =>
                  setForm({ ...form, tracking_number: makeSandboxTrackingNumber(crypto.randomUUID()) })
                }
                data-testid="ship-generate-tracking"
              >
                Generate sandbox tracking number
              </Button>
            )}
          </Group>
          <Text fw={600} size="sm">
            Packages
          </Text>
          {error('packages') && (
            <Text c="red" size="sm">
              {error('packages')}
            </Text>
          )}
          {form.packages.map((pkg, index) => (
            <Group key={index} align="flex-start" data-testid="ship-package">
              <TextInput
                label="Weight (lbs)"
                required
                w={120}
                value={pkg.weight}
                error={error(`packages.${index}.weight`)}
                onChange={(e) => setPackage(index, { weight: e.currentTarget.value })}
                data-testid="package-weight"
              />
              {SIDES.map((side) => (
                <TextInput
                  key={side}
                  label={`${side[0]!.toUpperCase()}${side.slice(1)} (in)`}
                  required
                  w={100}
                  inputMode="numeric"
                  value={pkg[side]}
                  error={error(`packages.${index}.${side}`)}
                  onChange={(e) => setPackage(index, { [side]: e.currentTarget.value })}
                  data-testid={`package-${side}`}
                />
              ))}
              <ActionIcon
                mt={28}
                color="red"
                variant="subtle"
                aria-label={`Remove package ${index + 1}`}
                disabled={form.packages.length === 1}
                onClick={() => setForm({ ...form, packages: form.packages.filter((_, i) => i !== index) })}
                data-testid="package-remove"
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="subtle"
            w="fit-content"
            onClick={() => setForm({ ...form, packages: [...form.packages, { ...EMPTY_PACKAGE }] })}
            data-testid="package-add"
          >
            Add package
          </Button>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={saving} data-testid="ship-submit">
              Ship order
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
