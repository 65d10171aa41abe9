/**
 * The rph2rph fulfil form's packages (pharmacy-side §2, §9): rows to add and remove, weight in lbs
 * required, length, width and height at least 1, at least one package; checked with the API's own
 * rule (domain/shipping/packages.ts) before the sandbox label is created.
 */
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateShipment } from '../../../../../domain/shipping/packages.ts';
import { firstMessages, showServerErrors } from '../../../ui/server-errors.ts';
import type { PackageForm } from './p2p-api.ts';

const EMPTY: PackageForm = { weight: '', length: '', width: '', height: '' };
const SIDES = ['length', 'width', 'height'] as const;

export function LabelForm(props: {
  enabled: boolean;
  onCreate: (packages: PackageForm[]) => Promise<unknown>;
}) {
  const form = useForm<{ packages: PackageForm[] }>({
    initialValues: { packages: [{ ...EMPTY }] },
    validate: (values) =>
      firstMessages(validateShipment({ carrier: null, trackingNumber: null, packages: values.packages })),
  });
  async function submit(values: { packages: PackageForm[] }) {
    try {
      await props.onCreate(values.packages);
    } catch (error) {
      showServerErrors(form, error);
    }
  }
  const { packages } = form.values;
  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Stack>
        <Text fw={600} size="sm">
          Packages
        </Text>
        {form.errors.packages && (
          <Text c="red" size="sm">
            {form.errors.packages}
          </Text>
        )}
        {packages.map((_pkg, index) => (
          <Group key={index} align="flex-start" data-testid="p2p-package">
            <TextInput
              label="Weight (lbs)"
              required
              w={120}
              {...form.getInputProps(`packages.${index}.weight`)}
              data-testid="p2p-package-weight"
            />
            {SIDES.map((side) => (
              <TextInput
                key={side}
                label={`${side[0]!.toUpperCase()}${side.slice(1)} (in)`}
                required
                w={100}
                inputMode="numeric"
                {...form.getInputProps(`packages.${index}.${side}`)}
                data-testid={`p2p-package-${side}`}
              />
            ))}
            <ActionIcon
              mt={28}
              color="red"
              variant="subtle"
              aria-label={`Remove package ${index + 1}`}
              disabled={packages.length === 1}
              onClick={() => form.removeListItem('packages', index)}
              data-testid="p2p-package-remove"
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            onClick={() => form.insertListItem('packages', { ...EMPTY })}
            data-testid="p2p-package-add"
          >
            Add package
          </Button>
          <Button
            type="submit"
            disabled={!props.enabled}
            loading={form.submitting}
            data-testid="p2p-create-label"
          >
            Create shipping label
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
