/** A location's account details (issue 23, `PATCH /api/v1/locations/{id}/account`): GLN and SGLN, 13 digits with the GS1 check digit. */
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { glnProblem } from '../../../../domain/locations/gln.ts';
import { showServerErrors } from '../../ui/server-errors.ts';
import type { Location, LocationAccount } from './locations-api.ts';

const optionalGln = (v: string) => (v.trim() === '' ? null : glnProblem(v.trim()));

type Props = {
  location: Location | null;
  onClose: () => void;
  onSave: (id: string, body: LocationAccount) => Promise<unknown>;
};

export function LocationAccountModal({ location, onClose, onSave }: Props) {
  return (
    <Modal opened={location !== null} onClose={onClose} title="Account details">
      {location && <AccountForm location={location} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function AccountForm({ location, onClose, onSave }: { location: Location } & Omit<Props, 'location'>) {
  const form = useForm({
    initialValues: { gln_number: location.gln_number ?? '', sgln_number: location.sgln_number ?? '' },
    validate: { gln_number: optionalGln, sgln_number: optionalGln },
  });
  async function submit(values: { gln_number: string; sgln_number: string }) {
    try {
      await onSave(location.id, values);
      onClose();
    } catch (error) {
      showServerErrors(form, error);
    }
  }
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} data-testid="location-account-form">
      <Stack>
        <TextInput
          label="GLN"
          description="13 digits"
          maxLength={13}
          inputMode="numeric"
          data-testid="account-gln"
          {...form.getInputProps('gln_number')}
        />
        <TextInput
          label="SGLN"
          description="13 digits"
          maxLength={13}
          inputMode="numeric"
          data-testid="account-sgln"
          {...form.getInputProps('sgln_number')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" data-testid="save-location-account">
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
