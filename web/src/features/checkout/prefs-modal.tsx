import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/checkout/payment-methods.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { showServerErrors } from '../../ui/server-errors.ts';
import {
  checkoutQueryKey,
  saveCheckoutPrefs,
  type CheckoutSummary,
  type PaymentMethod,
  type TransitOption,
} from './checkout-api.ts';

type Props = {
  opened: boolean;
  onClose: () => void;
  supplier: CheckoutSummary['supplier'];
  prefs: CheckoutSummary['prefs'];
  options: TransitOption[];
};

type Defaults = { payment_method: PaymentMethod | null; shipping_method: string | null };

/** Instant-checkout defaults for one supplier (pharmacy-side §2): default payment and shipping method (PUT /api/v1/users/prefs). */
export function PrefsModal({ opened, onClose, supplier, prefs, options }: Props) {
  const queryClient = useQueryClient();
  const form = useForm<Defaults>({
    initialValues: { payment_method: prefs.payment_method, shipping_method: prefs.shipping_method },
  });
  const save = useMutation({
    mutationFn: (values: Defaults) => saveCheckoutPrefs(supplier.id, values),
    onSuccess: async ({ message }) => {
      notifySuccess(message);
      await queryClient.invalidateQueries({ queryKey: checkoutQueryKey(supplier.id) });
      onClose();
    },
    onError: (error) => showServerErrors(form, error),
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Instant-checkout defaults" data-testid="prefs-modal">
      <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack>
          <Text size="sm" c="dimmed">
            What checkout with {supplier.name} starts from.
          </Text>
          <Select
            label="Default payment method"
            data={Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label }))}
            {...form.getInputProps('payment_method')}
            clearable
            data-testid="prefs-payment"
          />
          <Select
            label="Default shipping method"
            data={options.map((o) => ({ value: o.service_type, label: o.name }))}
            {...form.getInputProps('shipping_method')}
            clearable
            data-testid="prefs-shipping"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="prefs-save">
              Save defaults
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
