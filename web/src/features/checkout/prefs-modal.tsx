import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/checkout/payment-methods.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
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

/** Instant-checkout defaults for one supplier (pharmacy-side §2): default payment and shipping method (PUT /api/v1/users/prefs). */
export function PrefsModal({ opened, onClose, supplier, prefs, options }: Props) {
  const queryClient = useQueryClient();
  const [payment, setPayment] = useState<string | null>(prefs.payment_method);
  const [shipping, setShipping] = useState<string | null>(prefs.shipping_method);
  const save = useMutation({
    mutationFn: () =>
      saveCheckoutPrefs(supplier.id, {
        payment_method: payment as PaymentMethod | null,
        shipping_method: shipping,
      }),
    onSuccess: async ({ message }) => {
      notifySuccess(message);
      await queryClient.invalidateQueries({ queryKey: checkoutQueryKey(supplier.id) });
      onClose();
    },
    onError: notifyError,
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Instant-checkout defaults" data-testid="prefs-modal">
      <Stack>
        <Text size="sm" c="dimmed">
          What checkout with {supplier.name} starts from.
        </Text>
        <Select
          label="Default payment method"
          data={Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label }))}
          value={payment}
          onChange={setPayment}
          clearable
          data-testid="prefs-payment"
        />
        <Select
          label="Default shipping method"
          data={options.map((o) => ({ value: o.service_type, label: o.name }))}
          value={shipping}
          onChange={setShipping}
          clearable
          data-testid="prefs-shipping"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => save.mutate()} loading={save.isPending} data-testid="prefs-save">
            Save defaults
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
