import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CustomerTermsUpdateSchema } from '../../../../domain/customers/customer-terms.ts';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { putFieldErrors } from '../../ui/server-errors.ts';
import { customerKey, customersKey, updateCustomer, type Customer } from './customers-api.ts';
import { centsToDecimal } from '../../../../domain/money.ts';

type TermsForm = {
  credit_allocated: string;
  net_days: string;
  credit_hold: boolean;
  external_customer_id: string;
  hide_brand_products: boolean;
};

const initialOf = (c: Customer): TermsForm => ({
  credit_allocated: centsToDecimal(c.credit_allocated_cents),
  net_days: String(c.net_days),
  credit_hold: c.credit_hold,
  external_customer_id: c.external_customer_id ?? '',
  hide_brand_products: c.hide_brand_products,
});

/** The same rules as the server (domain/customers/customer-terms.ts), field by field. */
function validate(values: TermsForm) {
  const parsed = CustomerTermsUpdateSchema.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
}

/** The edit form of `PATCH /api/v1/customers/{id}` (supplier-side §7): failures in a toast and on the field. */
export function CustomerTermsForm({ customer }: { customer: Customer }) {
  const isAdmin = useHasAdminRole();
  const queryClient = useQueryClient();
  const form = useForm<TermsForm>({ initialValues: initialOf(customer), validate });
  const save = useMutation({
    mutationFn: (values: TermsForm) => updateCustomer(customer.id, values),
    onSuccess: async (answer) => {
      form.setValues(initialOf(answer.customer));
      form.resetDirty(initialOf(answer.customer));
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: customersKey });
      await queryClient.invalidateQueries({ queryKey: customerKey(customer.id) });
    },
    onError: (error) => {
      putFieldErrors(form, error);
      notifyError(error);
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} data-testid="customer-terms-form">
      <Fieldset legend="Credit and terms" disabled={!isAdmin}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Credit allocated"
              description="Blank means $0.00"
              leftSection="$"
              inputMode="decimal"
              maxLength={20}
              data-testid="credit-allocated"
              {...form.getInputProps('credit_allocated')}
            />
            <TextInput
              label="Credit terms (net days)"
              description="Digits only, at least 1; blank means 30"
              inputMode="numeric"
              maxLength={6}
              data-testid="net-days"
              {...form.getInputProps('net_days')}
            />
            <TextInput
              label="External customer id"
              maxLength={64}
              data-testid="external-customer-id"
              {...form.getInputProps('external_customer_id')}
            />
          </SimpleGrid>
          <Checkbox
            label="Credit hold"
            description="The customer cannot order on terms until the hold is lifted."
            data-testid="credit-hold"
            {...form.getInputProps('credit_hold', { type: 'checkbox' })}
          />
          <Checkbox
            label="Hide brand products"
            description="Your brand listings are hidden from this customer in search, product pages and carts."
            data-testid="hide-brand-products"
            {...form.getInputProps('hide_brand_products', { type: 'checkbox' })}
          />
          <Group>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!form.isDirty()}
              data-testid="save-customer"
            >
              Save
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
