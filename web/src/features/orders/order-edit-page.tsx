import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { formatCents } from '../../../../domain/money.ts';
import { BankLimitWarning } from '../checkout/index.ts';
import { AnchorLink } from '../../ui/anchor-link.tsx';
import { errorMessageOf, notifyError, notifySuccess } from '../../ui/notify.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { canSaveEdit, checkEdit, editBody, initialEdit, type EditState } from './order-edit-form.ts';
import {
  deliveryDetailsQueryOptions,
  editOrder,
  orderQueryOptions,
  ordersKey,
  previewEdit,
  type OrderDetails,
} from './orders-api.ts';

function EditForm({ order }: { order: OrderDetails }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<EditState>({ initialValues: initialEdit(order) });
  const state = form.values;
  const body = editBody(order, state);
  const [debounced] = useDebouncedValue(body, 300);
  const changed = debounced.items.length > 0 || debounced.shipping_method !== undefined;
  const preview = useQuery({
    queryKey: ['orders', 'preview', order.id, debounced],
    queryFn: () => previewEdit(order.id, debounced),
    enabled: changed,
    retry: false,
  });
  const check = checkEdit(order, state);
  // The previous method's dates stay shown while the new one's load.
  const delivery = useQuery({
    ...deliveryDetailsQueryOptions(order.id, state.shippingMethod),
    placeholderData: keepPreviousData,
  });
  // §4 Order edit: no save while the bank payment would go over the weekly limit.
  const bank = changed ? preview.data?.bank_payment : null;
  const bankBlocked = bank?.available === false;
  const save = useMutation({
    mutationFn: () => editOrder(order.id, body),
    onSuccess: async (result) => {
      notifySuccess(result.message);
      await queryClient.invalidateQueries({ queryKey: ordersKey });
      await navigate({ to: '/pharmacy/orders/$orderId', params: { orderId: order.id } });
    },
    onError: notifyError,
  });
  const total = preview.data?.totals.total_cents ?? order.totals.total.cents;
  return (
    <Stack>
      {check && !check.met && (
        <Alert color="yellow" title="Order minimum not reached" data-testid="edit-minimum-notice">
          {check.message}
        </Alert>
      )}
      {bankBlocked && bank.warning && (
        <BankLimitWarning warning={bank.warning} showVerifyLink={bank.verify_link !== null} />
      )}
      <Card withBorder>
        <Table data-testid="edit-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th w={140}>Quantity</Table.Th>
              <Table.Th>Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((item) => {
              const quantity = state.quantities[item.id] ?? item.quantity;
              return (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    {item.name} {item.is_brand ? '(brand)' : '(generic)'}
                  </Table.Td>
                  <Table.Td>{item.unit_price}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Quantity of ${item.name}`}
                      min={0}
                      max={99_999}
                      allowDecimal={false}
                      value={quantity}
                      // A cleared field counts as 0: the line is removed.
                      onChange={(v) =>
                        form.setFieldValue(`quantities.${item.id}`, typeof v === 'number' ? v : 0)
                      }
                      data-testid="edit-quantity"
                    />
                  </Table.Td>
                  <Table.Td>{quantity === 0 ? 'Removed' : formatCents(quantity * item.unit_cents)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Card>
      <Group align="flex-end">
        <Select
          label="Shipping method"
          data={order.shipping_methods.map((m) => {
            const arrives = delivery.data?.options.find((o) => o.service_type === m.service_type)?.label;
            return {
              value: m.service_type,
              label: `${m.name} (${formatCents(m.fee_cents)})${arrives ? ` · arrives ${arrives}` : ''}`,
            };
          })}
          allowDeselect={false}
          {...form.getInputProps('shippingMethod')}
          description={
            <span data-testid="edit-delivery">
              {delivery.isError
                ? 'Estimated delivery: N/A'
                : delivery.data
                  ? `Estimated delivery if changed now: ${delivery.data.label}`
                  : 'Retrieving...'}
            </span>
          }
          data-testid="edit-shipping-method"
        />
        {/* §4 Order edit: these two switches belong to the supplier; shown as they are, not editable here. */}
        <Switch
          label="Remove shipment charge"
          checked={order.remove_shipping}
          disabled
          description="Supplier only"
        />
        <Switch
          label="Remove card fee"
          checked={order.remove_card_fee}
          disabled
          description="Supplier only"
        />
      </Group>
      <Group justify="space-between">
        <Text fw={600} data-testid="edit-total">
          Total {preview.isFetching ? '…' : formatCents(total)}
        </Text>
        <Group>
          <ButtonLink to="/pharmacy/orders/$orderId" params={{ orderId: order.id }} variant="default">
            Cancel
          </ButtonLink>
          <Button
            disabled={!canSaveEdit(order, state) || bankBlocked}
            loading={save.isPending}
            onClick={() => save.mutate()}
            data-testid="edit-save"
          >
            Save changes
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** The order edit page (pharmacy-side §2, §4 Order edit): quantities and shipping before shipment, with the minimum notice. */
export function OrderEditPage({ orderId }: { orderId: string }) {
  const order = useQuery(orderQueryOptions(orderId));
  if (order.isPending) return <Skeleton height={320} data-testid="order-loading" />;
  if (order.isError) return <Alert color="red">{errorMessageOf(order.error)}</Alert>;
  return (
    <Stack>
      <Group gap="xs">
        <AnchorLink to="/pharmacy/orders/$orderId" params={{ orderId }} size="sm">
          ← Order #{order.data.number}
        </AnchorLink>
        <Title order={1}>Edit order #{order.data.number}</Title>
      </Group>
      {order.data.can_edit ? (
        <EditForm order={order.data} />
      ) : (
        <Alert color="gray" data-testid="edit-closed">
          This order can no longer be edited: it has{' '}
          {order.data.status === 'cancelled' ? 'been cancelled' : 'shipped'}.
        </Alert>
      )}
    </Stack>
  );
}
