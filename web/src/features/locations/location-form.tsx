/**
 * The location form of the add and edit modals (pharmacy-side §3 Location, §5 masks): the phone
 * takes the (999) 999-9999 mask, GLN and SGLN 13 digits with their GS1 check digit, the ZIP five
 * digits; a P.O. box shows the notice. Editing where an approved store is waits for support.
 */
import { Alert, Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  applyPhoneMask,
  hasPoBox,
  PO_BOX_NOTICE,
  validateUsPhone,
} from '../../../../domain/addresses/address-rules.ts';
import { glnProblem } from '../../../../domain/locations/gln.ts';
import { US_STATES } from '../../../../domain/signup/us-states.ts';
import { showServerErrors } from '../../ui/server-errors.ts';
import type { Location } from './locations-api.ts';

export type LocationDraft = {
  name: string;
  address1: string;
  address2: string;
  city: string;
  state_id: string;
  zipcode: string;
  phone: string;
  default: boolean;
  default_billing: boolean;
  gln_number: string;
  sgln_number: string;
};

const STATE_OPTIONS = US_STATES.map((s) => ({ value: String(s.id), label: s.name }));
const REQUIRED = 'This field is required.';
const required = (v: string) => (v.trim() ? null : REQUIRED);
const optionalGln = (v: string) => (v.trim() === '' ? null : glnProblem(v.trim()));

export const draftOf = (l: Location | null): LocationDraft => ({
  name: l?.name ?? '',
  address1: l?.address1 ?? '',
  address2: l?.address2 ?? '',
  city: l?.city ?? '',
  state_id: l ? String(l.state_id) : '',
  zipcode: l?.zipcode ?? '',
  phone: l?.phone ?? '',
  default: l?.default ?? false,
  default_billing: l?.default_billing ?? false,
  gln_number: l?.gln_number ?? '',
  sgln_number: l?.sgln_number ?? '',
});

type Props = {
  /** The location being edited, 'new' to add one, null when closed. */
  editing: Location | 'new' | null;
  onClose: () => void;
  onSave: (draft: LocationDraft) => Promise<unknown>;
};

export function LocationModal({ editing, onClose, onSave }: Props) {
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? 'Add location' : 'Edit location'}
    >
      {editing && (
        <LocationForm
          initial={draftOf(editing === 'new' ? null : editing)}
          isNew={editing === 'new'}
          onClose={onClose}
          onSave={onSave}
        />
      )}
    </Modal>
  );
}

function LocationForm({
  initial,
  isNew,
  onClose,
  onSave,
}: { initial: LocationDraft; isNew: boolean } & Omit<Props, 'editing'>) {
  const form = useForm<LocationDraft>({
    initialValues: initial,
    validate: {
      name: required,
      address1: required,
      city: required,
      state_id: required,
      zipcode: (v) => (/^\d{5}$/.test(v.trim()) ? null : 'Please enter a 5-digit ZIP code'),
      phone: (v) => (v.trim() === '' ? null : validateUsPhone(v)),
      gln_number: optionalGln,
      sgln_number: optionalGln,
    },
  });

  async function submit(values: LocationDraft) {
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      showServerErrors(form, error);
    }
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} data-testid="location-form">
      <Stack>
        <TextInput
          label="Name"
          required
          maxLength={120}
          data-testid="location-name"
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Address"
          required
          maxLength={200}
          data-testid="location-address1"
          {...form.getInputProps('address1')}
        />
        <TextInput
          label="Address line 2"
          maxLength={200}
          data-testid="location-address2"
          {...form.getInputProps('address2')}
        />
        {hasPoBox(form.values.address1, form.values.address2) && (
          <Alert color="yellow">{PO_BOX_NOTICE}</Alert>
        )}
        <Group grow>
          <TextInput
            label="City"
            required
            maxLength={100}
            data-testid="location-city"
            {...form.getInputProps('city')}
          />
          <Select
            label="State"
            required
            searchable
            data={STATE_OPTIONS}
            data-testid="location-state"
            {...form.getInputProps('state_id')}
          />
          <TextInput
            label="ZIP"
            required
            maxLength={5}
            inputMode="numeric"
            data-testid="location-zipcode"
            {...form.getInputProps('zipcode')}
          />
        </Group>
        <TextInput
          label="Phone"
          placeholder="(999) 999-9999"
          data-testid="location-phone"
          {...form.getInputProps('phone')}
          onChange={(e) => form.setFieldValue('phone', applyPhoneMask(e.currentTarget.value))}
        />
        {isNew && (
          <Group grow>
            <TextInput
              label="GLN"
              maxLength={13}
              inputMode="numeric"
              data-testid="location-gln"
              {...form.getInputProps('gln_number')}
            />
            <TextInput
              label="SGLN"
              maxLength={13}
              inputMode="numeric"
              data-testid="location-sgln"
              {...form.getInputProps('sgln_number')}
            />
          </Group>
        )}
        <Checkbox label="Default shipping address" {...form.getInputProps('default', { type: 'checkbox' })} />
        <Checkbox
          label="Default billing address"
          {...form.getInputProps('default_billing', { type: 'checkbox' })}
        />
        {!isNew && (
          <Alert color="blue" data-testid="location-move-note">
            A change of the street, city, state or ZIP of an approved store waits for support’s approval; the
            store keeps its address until then.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" data-testid="save-location">
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
