import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Switch, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { serviceTypeName } from '../../../../domain/shipping/shipping-options.ts';
import { errorMessageOf, notifyError } from '../../ui/notify.ts';
import { TotalsTable } from './supplier-order-summary.tsx';
import { previewEdit, type OrderDetail, type OrderEdit } from './supplier-orders-api.ts';

type ModifyOrderFormProps = {
  order: OrderDetail;
  opened: boolean;
  onClose: () => void;
  onSave: (edit: OrderEdit) => Promise<unknown>;
};

type ModifyForm = {
  quantities: Record<string, number | string>;
  shipping_method: string;
  remove_shipping: boolean;
  remove_card_fee: boolean;
};

/** Only what the supplier changed is sent (a cleared quantity counts as 0: the line is removed). */
function changesOf(order: OrderDetail, values: ModifyForm): OrderEdit {
  const quantity = (id: string, was: number) => {
    const typed = values.quantities[id];
    return typed === undefined ? was : typeof typed === 'number' ? typed : 0;
  };
  return {
    items: order.items
      .filter((i) => quantity(i.id, i.quantity) !== i.quantity)
      .map((i) => ({ id: i.id, quantity: quantity(i.id, i.quantity) })),
    ...(values.shipping_method !== order.shipping_method ? { shipping_method: values.shipping_method } : {}),
    ...(values.remove_shipping !== order.remove_shipping ? { remove_shipping: values.remove_shipping } : {}),
    ...(values.remove_card_fee !== order.remove_card_fee ? { remove_card_fee: values.remove_card_fee } : {}),
  };
}

/** Whether a typed quantity goes above what the pharmacy ordered (and above the line now). */
function raisesAboveOrdered(order: OrderDetail, values: ModifyForm): boolean {
  return order.items.some((i) => {
    const typed = values.quantities[i.id];
    return typeof typed === 'number' && typed > i.original_quantity && typed > i.quantity;
  });
}

/**
 * The supplier's modify form (pharmacy-side §4 Order edit): quantities, shipping method, and the
 * remove-shipment and remove-card-fee switches, with the totals the server recomputes; saving
 * waits until the supplier's minimums are met.
 */
export function ModifyOrderForm({ order, opened, onClose, onSave }: ModifyOrderFormProps) {
  const form = useForm<ModifyForm>({
    initialValues: {
      quantities: Object.fromEntries(order.items.map((i) => [i.id, i.quantity])),
      shipping_method: order.shipping_method,
      remove_shipping: order.remove_shipping,
      remove_card_fee: order.remove_card_fee,
    },
  });
  const edit = changesOf(order, form.values);
  const [debounced] = useDebouncedValue(edit, 300);
  const preview = useQuery({
    queryKey: ['supplier-orders', 'preview', order.id, debounced],
    queryFn: () => previewEdit(order.id, debounced),
    enabled: opened,
  });
  const unchanged = edit.items.length === 0 && Object.keys(edit).length === 1;
  const offered = order.shipping_methods ?? [];
  const methods = offered.some((m) => m.service_type === order.shipping_method)
    ? offered
    : [
        { service_type: order.shipping_method, name: serviceTypeName(order.shipping_method), fee_cents: 0 },
        ...offered,
      ];

  async function save() {
    try {
      await onSave(edit);
      onClose();
    } catch (error) {
      notifyError(error);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={`Modify order #${order.number}`} size="lg">
      <form onSubmit={form.onSubmit(save)}>
        <Stack>
          <Table>
            <Table.Tbody>
              {order.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td w={140}>
                    <NumberInput
                      aria-label={`Quantity of ${item.name}`}
                      min={0}
                      max={99_999}
                      allowDecimal={false}
                      allowNegative={false}
                      {...form.getInputProps(`quantities.${item.id}`)}
                      data-testid="modify-quantity"
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Select
            label="Shipping method"
            data={methods.map((m) => ({ value: m.service_type, label: m.name }))}
            allowDeselect={false}
            {...form.getInputProps('shipping_method')}
            data-testid="modify-shipping-method"
          />
          <Switch
            label="Remove shipment charge"
            {...form.getInputProps('remove_shipping', { type: 'checkbox' })}
            data-testid="modify-remove-shipping"
          />
          <Switch
            label="Remove card processing fee"
            disabled={order.payment_method !== 'card'}
            {...form.getInputProps('remove_card_fee', { type: 'checkbox' })}
            data-testid="modify-remove-card-fee"
          />
          {raisesAboveOrdered(order, form.values) && (
            <Alert color="blue" data-testid="modify-proposal-notice">
              A quantity above what the pharmacy ordered is sent to the pharmacy as a proposal: the order
              changes only if it accepts.
            </Alert>
          )}
          {preview.isError && <Alert color="red">{errorMessageOf(preview.error)}</Alert>}
          {preview.data && (
            <>
              <TotalsTable totals={preview.data.totals} testId="modify-totals" />
              {!preview.data.minimums.met && (
                <Alert color="orange" data-testid="modify-minimum-notice">
                  {preview.data.minimums.message}
                </Alert>
              )}
            </>
          )}
          {!preview.data && (
            <Text size="sm" c="dimmed">
              Calculating totals…
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button
              type="submit"
              loading={form.submitting}
              disabled={unchanged || !preview.data?.minimums.met}
              data-testid="modify-save"
            >
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
