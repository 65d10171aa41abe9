import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankAccountErrors } from '../../../../domain/payments/bank-account-rules.ts';
import { isApiError } from '../../api/client.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { addBankAccount, paymentMethodsQueryKey, type NewBankAccount } from './payment-methods-api.ts';

type Values = NewBankAccount;
const FIELDS = ['holder_name', 'routing_number', 'account_number', 'account_type'] as const;

/**
 * The bank account form (issue 23; pharmacy-side §5 routing number 9 digits): checked in the
 * browser by the rules the server applies (ABA checksum, 4–17 digit account) with their messages.
 */
export function BankAccountForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: { holder_name: '', routing_number: '', account_number: '', account_type: 'checking' },
    validate: (v) => {
      const errors =
        bankAccountErrors({
          holderName: v.holder_name,
          routingNumber: v.routing_number,
          accountNumber: v.account_number,
          accountType: v.account_type,
        }) ?? {};
      return Object.fromEntries(FIELDS.map((f) => [f, errors[f]?.[0] ?? null]));
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) => addBankAccount({ ...values, holder_name: values.holder_name.trim() }),
    onSuccess: async ({ message }) => {
      notifySuccess(message);
      await queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['checkout'] });
      onDone();
    },
    onError: (error) => {
      const fields = isApiError(error) ? error.fieldErrors : {};
      const shown = FIELDS.filter((f) => fields[f]?.[0]);
      for (const f of shown) form.setFieldError(f, fields[f]![0]);
      if (shown.length === 0) notifyError(error);
    },
  });
  return (
    <form onSubmit={form.onSubmit((v) => save.mutate(v))} data-testid="bank-account-form" noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name on the account"
          maxLength={100}
          data-testid="bank-holder"
          {...form.getInputProps('holder_name')}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Routing number"
            inputMode="numeric"
            maxLength={9}
            data-testid="bank-routing"
            {...form.getInputProps('routing_number')}
          />
          <TextInput
            label="Account number"
            inputMode="numeric"
            maxLength={17}
            data-testid="bank-account-number"
            {...form.getInputProps('account_number')}
          />
          <Select
            label="Account type"
            data={[
              { value: 'checking', label: 'Checking' },
              { value: 'savings', label: 'Savings' },
            ]}
            allowDeselect={false}
            data-testid="bank-type"
            {...form.getInputProps('account_type')}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="bank-save">
            Add bank account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
