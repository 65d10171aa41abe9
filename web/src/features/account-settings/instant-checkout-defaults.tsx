import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/checkout/payment-methods.ts';
import { serviceTypeName } from '../../../../domain/shipping/shipping-options.ts';
import { apiClient, data } from '../../api/client.ts';
import type { RequestBody } from '../../api/contract.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { showServerErrors } from '../../ui/server-errors.ts';

type Prefs = RequestBody<'/api/v1/users/prefs', 'put'>['supplier_prefs'];
type Values = { supplier_id: string | null } & Prefs;

const SHIPPING_METHODS = ['ground', 'two_day', 'overnight'].map((value) => ({
  value,
  label: serviceTypeName(value),
}));

/**
 * The instant-checkout defaults of the preferences modal (pharmacy-side §2): for one approved
 * wholesaler, the payment and shipping method checkout starts from (PUT /api/v1/users/prefs, the
 * same call as checkout's own defaults modal).
 */
export function InstantCheckoutDefaults({ onSaved }: { onSaved?: () => void }) {
  const wholesalers = useQuery({
    queryKey: ['settings', 'approved-wholesalers'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/pharmacy/wholesalers/approved', { signal })),
  });
  const form = useForm<Values>({
    initialValues: { supplier_id: null, payment_method: null, shipping_method: null },
    validate: { supplier_id: (value) => (value ? null : 'Please choose a wholesaler.') },
  });
  const save = useMutation({
    mutationFn: ({ supplier_id, ...prefs }: Values) =>
      data(
        apiClient.PUT('/api/v1/users/prefs', { body: { supplier_id: supplier_id!, supplier_prefs: prefs } }),
      ),
    onSuccess: ({ message }) => {
      notifySuccess(message);
      onSaved?.();
    },
    onError: (error) => showServerErrors(form, error),
  });
  const options = (wholesalers.data?.data ?? []).map((w) => ({ value: w.supplier_id, label: w.name }));

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} data-testid="instant-checkout-form">
      <Stack>
        <Text size="sm" c="dimmed">
          What checkout with a wholesaler starts from. You can change it at checkout too.
        </Text>
        <Select
          label="Wholesaler"
          data={options}
          searchable
          nothingFoundMessage={wholesalers.isLoading ? 'Loading…' : 'No approved wholesalers yet'}
          {...form.getInputProps('supplier_id')}
          data-testid="instant-checkout-supplier"
        />
        <Select
          label="Default payment method"
          data={Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label }))}
          clearable
          {...form.getInputProps('payment_method')}
          data-testid="instant-checkout-payment"
        />
        <Select
          label="Default shipping method"
          data={SHIPPING_METHODS}
          clearable
          {...form.getInputProps('shipping_method')}
          data-testid="instant-checkout-shipping"
        />
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="instant-checkout-save">
            Save defaults
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
