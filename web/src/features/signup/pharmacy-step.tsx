/**
 * Step 2 of the signup: the pharmacy, pre-filled from the NCPDP directory (the SANDBOX directory
 * here, labelled so) by its NCPDP number and ZIP code; the GPO name only when part of a GPO.
 */
import { Alert, Badge, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { notifyError } from '../../ui/notify.ts';
import { lookUpNcpdp, trackSignup } from './signup-api.ts';
import { US_STATES, type SignupForm } from './signup-form.ts';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: String(s.id), label: s.name }));
const BUSINESS_TYPES = [
  { value: 'independent', label: 'Independent pharmacy' },
  { value: 'chain', label: 'Chain pharmacy' },
  { value: 'hospital', label: 'Hospital pharmacy' },
  { value: 'clinic', label: 'Clinic' },
  { value: 'long_term_care', label: 'Long-term care' },
  { value: 'other', label: 'Other' },
];

export function PharmacyStep({ form }: { form: SignupForm }) {
  const [notice, setNotice] = useState<{ sandbox: boolean; found: boolean; unavailable: boolean } | null>(
    null,
  );
  const [wholesalers, setWholesalers] = useState<number | null>(null);

  async function lookUp() {
    try {
      const answer = await lookUpNcpdp(form.values.ncpdp_number.trim(), form.values.zip.trim());
      setNotice({
        sandbox: answer.sandbox,
        found: !!answer.user_data,
        unavailable: answer.state_unavailable,
      });
      if (answer.user_data) {
        const d = answer.user_data;
        form.setValues({
          business_legal_name: d.business_legal_name,
          address: d.address,
          city: d.city,
          state_id: String(d.state_id),
          zip: d.zip,
          phone: d.phone,
        });
      }
    } catch (error) {
      notifyError(error);
    }
  }

  async function stateChosen(value: string | null) {
    form.setFieldValue('state_id', value ?? '');
    if (!value) return;
    const answer = await trackSignup('state_id', value).catch(() => null);
    setWholesalers(answer?.show_wholesalers_count ? answer.wholesalers_count : null);
    if (answer?.state_unavailable) setNotice({ sandbox: false, found: false, unavailable: true });
  }

  return (
    <Stack>
      <Group align="end">
        <TextInput label="NCPDP number" {...form.getInputProps('ncpdp_number')} data-testid="signup-ncpdp" />
        <TextInput label="ZIP code" required {...form.getInputProps('zip')} data-testid="signup-zip" />
        <Button variant="light" onClick={() => void lookUp()} data-testid="signup-ncpdp-lookup">
          Look up
        </Button>
      </Group>
      {notice?.sandbox && (
        <Alert color={notice.found ? 'blue' : 'yellow'} data-testid="signup-ncpdp-notice">
          <Badge mr="xs">Sandbox</Badge>
          {notice.found
            ? 'Pre-filled from the sandbox NCPDP directory (synthetic pharmacies).'
            : 'No pharmacy with this NCPDP number at this ZIP code in the sandbox directory.'}
        </Alert>
      )}
      {notice?.unavailable && (
        <Alert color="orange" data-testid="signup-state-unavailable">
          No wholesaler on the marketplace serves this state yet.
        </Alert>
      )}
      <TextInput
        label="Business legal name"
        required
        {...form.getInputProps('business_legal_name')}
        data-testid="signup-business-name"
      />
      <Select
        label="Business type"
        data={BUSINESS_TYPES}
        allowDeselect={false}
        {...form.getInputProps('business_type')}
      />
      <TextInput label="Address" required {...form.getInputProps('address')} data-testid="signup-address" />
      <TextInput label="City" required {...form.getInputProps('city')} data-testid="signup-city" />
      <Select
        label="State"
        required
        searchable
        data={STATE_OPTIONS}
        {...form.getInputProps('state_id')}
        onChange={(value: string | null) => void stateChosen(value)}
        data-testid="signup-state"
      />
      {wholesalers !== null && (
        <Alert color="green" data-testid="signup-wholesalers-count">
          {wholesalers} wholesalers are licensed in this state.
        </Alert>
      )}
      <TextInput
        label="Phone"
        placeholder="(999) 999-9999"
        required
        {...form.getInputProps('phone')}
        data-testid="signup-phone"
      />
      <TextInput label="GLN" placeholder="13 digits" {...form.getInputProps('gln_number')} />
      <Select
        label="Part of a group purchasing organisation?"
        data={['Yes', 'No']}
        allowDeselect={false}
        {...form.getInputProps('part_of_a_gpo')}
        data-testid="signup-gpo"
      />
      {form.values.part_of_a_gpo === 'Yes' && (
        <TextInput
          label="Group purchasing organisation"
          required
          {...form.getInputProps('gpo_name')}
          data-testid="signup-gpo-name"
        />
      )}
    </Stack>
  );
}
