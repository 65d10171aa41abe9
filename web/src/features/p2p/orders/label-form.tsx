/**
 * The rph2rph fulfil form (pharmacy-side §2, §9): the order's package editor, checked with the API's
 * own rule (domain/shipping/packages.ts) before the sandbox label is created.
 */
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateShipment } from '../../../../../domain/shipping/packages.ts';
import { firstMessages, showServerErrors } from '../../../ui/server-errors.ts';
import { AddPackageButton, EMPTY_PACKAGE, PackageRows } from '../../orders/index.ts';
import type { PackageForm } from './p2p-api.ts';

const TEST_IDS = { row: 'p2p-package', prefix: 'p2p-' };

export function LabelForm(props: {
  enabled: boolean;
  onCreate: (packages: PackageForm[]) => Promise<unknown>;
}) {
  const form = useForm<{ packages: PackageForm[] }>({
    initialValues: { packages: [{ ...EMPTY_PACKAGE }] },
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
  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Stack>
        <PackageRows form={form} testIds={TEST_IDS} />
        <Group>
          <AddPackageButton form={form} testIds={TEST_IDS} />
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
