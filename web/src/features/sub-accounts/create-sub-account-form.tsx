import { Button, Grid, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BUSINESS_TYPES } from '../../../../domain/sub-accounts/sub-account-schema.ts';
import { createSubAccount, subAccountsQueryKey, type NewSubAccount } from '../../api/sub-accounts.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { showServerErrors } from '../../ui/server-errors.ts';

type Values = Omit<NewSubAccount, 'state_id' | 'master_user_id' | 'type' | 'status' | 'u_type'> & {
  state_id: string;
};

const FIELDS: { name: keyof Values; label: string; placeholder?: string; span?: number }[] = [
  { name: 'business_legal_name', label: 'Business legal name', span: 12 },
  { name: 'first_name', label: 'First name' },
  { name: 'last_name', label: 'Last name' },
  { name: 'email', label: 'Email' },
  { name: 'phone', label: 'Phone', placeholder: '(999) 999-9999' },
  { name: 'dob', label: 'Date of birth', placeholder: 'MM-DD-YYYY' },
  { name: 'federal_tax_id', label: 'Federal tax id', placeholder: '99-9999999' },
  { name: 'address', label: 'Address', span: 12 },
  { name: 'city', label: 'City' },
  { name: 'state_id', label: 'State id', placeholder: '48' },
  { name: 'zip', label: 'ZIP', placeholder: '99999' },
  { name: 'dea_number', label: 'DEA number' },
  { name: 'dea_expiry', label: 'DEA expiry', placeholder: 'MM-DD-YYYY' },
  { name: 'state_license_num', label: 'State licence number' },
  { name: 'state_license_expiry', label: 'State licence expiry', placeholder: 'MM-DD-YYYY' },
  { name: 'gln_number', label: 'GLN (13 digits)' },
  { name: 'sgln_number', label: 'SGLN (13 digits)' },
];

const EMPTY: Values = {
  business_legal_name: '',
  email: '',
  first_name: '',
  last_name: '',
  phone: '',
  dob: '',
  address: '',
  city: '',
  state_id: '',
  zip: '',
  business_type: 'independent',
  federal_tax_id: '',
  dea_number: '',
  dea_expiry: '',
  state_license_num: '',
  state_license_expiry: '',
  gln_number: '',
  sgln_number: '',
};

/**
 * A new sub-account (pharmacy-side §3 payload, §5 masks): the API checks every field and answers
 * the spec's messages on them, shown under each input.
 */
export function CreateSubAccountForm({ masterUserId }: { masterUserId: string }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({ initialValues: EMPTY });
  const create = useMutation({
    mutationFn: (values: Values) =>
      createSubAccount({
        ...values,
        type: 'sub',
        state_id: Number(values.state_id),
        master_user_id: masterUserId,
      }),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: subAccountsQueryKey });
    },
    onError: (error) => showServerErrors(form, error),
  });
  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(values))} data-testid="create-sub-account-form">
      <Grid>
        {FIELDS.map((field) => (
          <Grid.Col key={field.name} span={{ base: 12, sm: field.span ?? 6 }}>
            <TextInput
              label={field.label}
              placeholder={field.placeholder}
              data-testid={`sub-${field.name}`}
              {...form.getInputProps(field.name)}
            />
          </Grid.Col>
        ))}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Business type"
            data={BUSINESS_TYPES.map((value) => ({ value, label: value.replaceAll('_', ' ') }))}
            allowDeselect={false}
            {...form.getInputProps('business_type')}
          />
        </Grid.Col>
      </Grid>
      <Button type="submit" mt="md" loading={create.isPending} data-testid="create-sub-account">
        Create sub-account
      </Button>
    </form>
  );
}
