import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Switch, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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

/**
 * The supplier's modify form (pharmacy-side §4 Order edit): quantities, shipping method, and the
 * remove-shipment and remove-card-fee switches, with the totals the server recomputes; saving
 * waits until the supplier's minimums are met.
 */
export function ModifyOrderForm({ order, opened, onClose, onSave }: ModifyOrderFormProps) {
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(order.items.map((i) => [i.id, i.quantity])),
  );
  const [shippingMethod, setShippingMethod] = useState(order.shipping_method);
  const [removeShipping, setRemoveShipping] = useState(order.remove_shipping);
  const [removeCardFee, setRemoveCardFee] = useState(order.remove_card_fee);
  const [saving, setSaving] = useState(false);
  const edit: OrderEdit = {
    items: order.items
      .filter((i) => quantities[i.id] !== i.quantity)
      .map((i) => ({ id: i.id, quantity: quantities[i.id] ?? i.quantity })),
    ...(shippingMethod !== order.shipping_method ? { shipping_method: shippingMethod } : {}),
    ...(removeShipping !== order.remove_shipping ? { remove_shipping: removeShipping } : {}),
    ...(removeCardFee !== order.remove_card_fee ? { remove_card_fee: removeCardFee } : {}),
  };
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
    setSaving(true);
    try {
      await onSave(edit);
      onClose();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={`Modify order #${order.number}`} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
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
                      value={quantities[item.id]}
                      onChange={(value) =>
                        setQuantities({ ...quantities, [item.id]: typeof value === 'number' ? value : 0 })
                      }
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
            value={shippingMethod}
            onChange={(value) => value && setShippingMethod(value)}
            allowDeselect={false}
            data-testid="modify-shipping-method"
          />
          <Switch
            label="Remove shipment charge"
            checked={removeShipping}
            onChange={(e) => setRemoveShipping(e.currentTarget.checked)}
            data-testid="modify-remove-shipping"
          />
          <Switch
            label="Remove card processing fee"
            disabled={order.payment_method !== 'card'}
            checked={removeCardFee}
            onChange={(e) => setRemoveCardFee(e.currentTarget.checked)}
            data-testid="modify-remove-card-fee"
          />
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
              loading={saving}
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
