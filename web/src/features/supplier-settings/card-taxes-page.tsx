import {
  Alert,
  Button,
  Fieldset,
  Group,
  Radio,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessageOf, notifySuccess } from '../../ui/notify.ts';
import { CardTaxStateTable } from './card-tax-state-table.tsx';
import { showServerErrors } from '../../ui/server-errors.ts';
import {
  cardTaxesQueryKey,
  cardTaxesQueryOptions,
  saveCardTaxes,
  type CardTaxes,
  type CardTaxForm,
} from './settings-api.ts';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { AdminOnlyNotice } from '../../ui/admin-only-notice.tsx';

function formOf({ states: _states, ...form }: CardTaxes): CardTaxForm {
  return form;
}

function CardTaxesForm({ initial }: { initial: CardTaxes }) {
  const queryClient = useQueryClient();
  const form = useForm<CardTaxForm>({ initialValues: formOf(initial) });
  const isAdmin = useHasAdminRole();
  const save = useMutation({
    mutationFn: saveCardTaxes,
    onSuccess: ({ message, ...saved }) => {
      queryClient.setQueryData(cardTaxesQueryKey, saved);
      form.setValues(formOf(saved));
      form.resetDirty(formOf(saved));
      notifySuccess(message);
    },
    onError: (error) => showServerErrors(form, error),
  });
  const { cc_payment_processing_tax: charge, tax_mode } = form.values;
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} data-testid="card-taxes-form">
      {/* Settings are the account admin's to change (issue 10): a member reads them. */}
      <Fieldset variant="unstyled" disabled={!isAdmin}>
        <Stack>
          <Fieldset legend="Card payments">
            <Radio.Group label="Accept card payments" {...form.getInputProps('accept_cards')}>
              <Group mt="xs">
                <Radio value="all_states" label="In all states" data-testid="accept-all-states" />
                <Radio value="by_state" label="By state" data-testid="accept-by-state" />
              </Group>
            </Radio.Group>
          </Fieldset>
          <Fieldset legend="Card processing tax">
            <Stack>
              <Switch
                label="Charge a card processing tax"
                data-testid="charge-card-tax"
                {...form.getInputProps('cc_payment_processing_tax', { type: 'checkbox' })}
              />
              {charge && (
                <Radio.Group label="Tax" {...form.getInputProps('tax_mode')}>
                  <Group mt="xs">
                    <Radio value="global" label="One global tax" data-testid="tax-global" />
                    <Radio value="individual" label="Individual tax per state" data-testid="tax-individual" />
                  </Group>
                </Radio.Group>
              )}
              {charge && tax_mode === 'global' && (
                <TextInput
                  label="Global tax"
                  description="Greater than zero, e.g. 3.00"
                  rightSection="%"
                  inputMode="decimal"
                  maxLength={6}
                  w={200}
                  data-testid="global-tax"
                  {...form.getInputProps('global_tax')}
                  value={form.values.global_tax ?? ''}
                />
              )}
            </Stack>
          </Fieldset>
          <CardTaxStateTable form={form} states={initial.states} />
          <Fieldset legend="Bank transfers">
            <TextInput
              label="ACH payment discount"
              description="Taken off orders paid by bank transfer; 0 for none."
              rightSection="%"
              inputMode="decimal"
              maxLength={6}
              w={200}
              data-testid="ach-discount"
              {...form.getInputProps('ach_payment_discount')}
            />
          </Fieldset>
          <Group>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!form.isDirty()}
              data-testid="save-card-taxes"
            >
              Save
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

/** Card-processing taxes (supplier-side §2 /suppliers/cc_payment_taxes): modes, rates, state table, ACH discount. */
export function CardTaxesPage() {
  const query = useQuery(cardTaxesQueryOptions());
  const isAdmin = useHasAdminRole();
  return (
    <Stack maw={760}>
      <Title order={1}>Card processing</Title>
      {!isAdmin && <AdminOnlyNotice can="change how cards are accepted and taxed" />}
      <Text c="dimmed" size="sm">
        Cards are accepted in all states or only in the states you choose; the tax is one global rate or a
        rate per state.
      </Text>
      {query.isPending && <Skeleton height={360} />}
      {query.isError && <Alert color="red">{errorMessageOf(query.error)}</Alert>}
      {query.isSuccess && <CardTaxesForm initial={query.data} />}
    </Stack>
  );
}
